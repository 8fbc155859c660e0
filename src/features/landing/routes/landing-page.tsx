import { Hero } from '../components/hero';
import { ToolsSection } from '../components/tools-section';

/** / and /home. Further sections (demo, comments, carousel) arrive with their issues. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <ToolsSection />
    </>
  );
}
