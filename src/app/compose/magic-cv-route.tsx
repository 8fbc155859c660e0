import { CommentsSection } from '@/features/comments/components/comments-section';
import { MagicCvPage } from '@/features/magic-cv/routes/magic-cv-page';
import { FeatureGate } from '@/components/site-status/feature-gate';
import { magicCvGamesSlot } from './magic-cv-games';

/** /magic-cv with the general comments (same store as the landing page) and the waiting games. */
export function MagicCvRoute() {
  return (
    <FeatureGate feature="magicCV" title="Magic CV">
      <MagicCvPage commentsSlot={<CommentsSection store="comments" />} gamesSlot={magicCvGamesSlot} />
    </FeatureGate>
  );
}
