import { WaitingGames } from '@/features/games/components/waiting-games';

/**
 * The mini-games inside Magic CV's blocking processing overlay (docs/product-rules.md 3.4, 11). Composed
 * here because features never import each other: pass it as the overlay's `gamesSlot`.
 */
export const magicCvGamesSlot = <WaitingGames />;
