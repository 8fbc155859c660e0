import type { ReactNode } from 'react';
import { Bot, ExternalLink, Mail } from 'lucide-react';
import { PageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import { site } from '@/config/site';
import { FaqList } from '../components/faq-list';
import { VideoGuide } from '../components/video-guide';
import { YourPlan } from '../components/your-plan';
import { faqItems } from '../content/faq';
import { videoGuides } from '../content/video-guides';

const cardClass =
  'flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 transition-colors hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500';

/**
 * /support (docs/product-rules.md 13): contact routes, two video guides, the FAQ, and `bottom` (composed
 * in app/compose: the community comments, which live in another feature).
 */
export function SupportPage({ bottom }: { bottom?: ReactNode }) {
  return (
    <>
      <PageMeta
        title="Support"
        description="Get help with JobKit: video guides, answers to common questions about plans, refunds, Magic CV and Angel, and ways to reach our team."
      />
      <PageShell
        title="Support"
        intro="Answers, guides and a real person when you need one. Most questions are answered below."
      >
        <YourPlan />
        <section aria-labelledby="contact-heading" className="mt-6">
          <h2 id="contact-heading" className="sr-only">
            Contact us
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <a href={`mailto:${site.supportEmail}`} className={cardClass}>
              <Mail aria-hidden="true" className="h-6 w-6 shrink-0 text-indigo-600 dark:text-indigo-400" />
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">Email support</span>
                <span className="block break-all text-sm text-slate-600 dark:text-slate-300">
                  {site.supportEmail}
                </span>
              </span>
            </a>
            <a href={site.aiSupportUrl} target="_blank" rel="noopener noreferrer" className={cardClass}>
              <Bot aria-hidden="true" className="h-6 w-6 shrink-0 text-indigo-600 dark:text-indigo-400" />
              <span>
                <span className="flex items-center gap-1 font-semibold text-slate-900 dark:text-white">
                  AI support assistant
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  Instant answers, any time of day (opens in a new tab).
                </span>
              </span>
            </a>
          </div>
        </section>

        <section aria-labelledby="videos-heading" className="mt-12">
          <h2 id="videos-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
            Video Guides
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {videoGuides.map((v) => (
              <VideoGuide key={v.videoId} video={v} />
            ))}
          </div>
        </section>

        <section aria-labelledby="faq-heading" className="mt-12">
          <h2 id="faq-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
            Frequently Asked Questions
          </h2>
          <FaqList items={faqItems} />
        </section>
      </PageShell>
      {bottom}
    </>
  );
}
