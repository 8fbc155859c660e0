import type { ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { AngelDemoSection } from '../components/angel-demo-section';
import { FeatureCards } from '../components/feature-cards';
import { Hero } from '../components/hero';
import { HumanKeysSection } from '../components/human-keys-section';
import { IdeaPrompt } from '../components/idea-prompt';
import { TemplateShowcase } from '../components/template-showcase';
import { ToolsSection } from '../components/tools-section';

export interface LandingPageProps {
  /** The community comments (docs/product-rules.md 10.1), composed in src/app. */
  commentsSlot?: ReactNode;
  /** The shared Angel download panel, composed in src/app. */
  angelDownloadsSlot?: ReactNode;
}

/**
 * / and /home (docs/product-rules.md 17), in the order a visitor reads it: what it is, what it does,
 * the tools, Angel at work, templates, Human Keys, what others say, and a last word from them.
 */
export function LandingPage({ commentsSlot, angelDownloadsSlot }: LandingPageProps = {}) {
  return (
    <>
      <PageMeta
        title="AI resume tailoring and an invisible interview assistant"
        description="Tailor your resume to every job with Magic CV, find jobs posted in the last 72 hours, pick from 50+ resume templates and get real-time interview help from Angel AI."
      />
      <Hero />
      <FeatureCards />
      <ToolsSection />
      <AngelDemoSection downloadsSlot={angelDownloadsSlot} />
      <TemplateShowcase />
      <HumanKeysSection />
      {commentsSlot}
      <IdeaPrompt />
    </>
  );
}
