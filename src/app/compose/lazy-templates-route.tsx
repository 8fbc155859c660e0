import { WaitingGames } from '@/features/games/components/waiting-games';
import { TemplateGeneratorPage } from '@/features/templates/routes/template-generator-page';
import { FeatureGate } from '@/components/site-status/feature-gate';

/**
 * /lazy-templates with the same waiting games as Magic CV inside its blocking wait modal
 * (composed here because features never import each other).
 */
export function LazyTemplatesRoute() {
  return (
    <FeatureGate feature="lazyTemplates" title="Resume Template Generator">
      <TemplateGeneratorPage gamesSlot={<WaitingGames />} />
    </FeatureGate>
  );
}
