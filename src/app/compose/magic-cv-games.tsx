import { WaitingGames } from '@/features/games/components/waiting-games';

/**
 * The mini-games inside Magic CV's blocking processing overlay (spec 1 section 2.10). Composed
 * here because features never import each other: pass it as the overlay's `gamesSlot`.
 */
export const magicCvGamesSlot = <WaitingGames />;
