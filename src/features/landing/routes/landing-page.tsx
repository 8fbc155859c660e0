import type { ReactNode } from 'react';
import { Hero } from '../components/hero';
import { TemplateShowcase } from '../components/template-showcase';
import { ToolsSection } from '../components/tools-section';

/** / and /home. `commentsSlot` is composed in src/app; further sections arrive with their issues. */
export function LandingPage({ commentsSlot }: { commentsSlot?: ReactNode } = {}) {
  return (
    <>
      <Hero />
      <ToolsSection />
      {commentsSlot}
      <TemplateShowcase />
    </>
  );
}
