import { WaitingGames } from '@/features/games/components/waiting-games';
import { TemplateGeneratorPage } from '@/features/templates/routes/template-generator-page';
import { SignedInTool } from './signed-in-tool';

const games = <WaitingGames />;

/**
 * /lazy-templates with the same waiting games as Magic CV inside its blocking wait modal
 * (composed here because features never import each other).
 */
export function LazyTemplatesRoute() {
  const page = (uid: string) => <TemplateGeneratorPage uid={uid} gamesSlot={games} />;
  return <SignedInTool feature="lazyTemplates" title="Resume Template Generator" page={page} />;
}
