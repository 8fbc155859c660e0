import type { ReactNode } from 'react';
import { Bot, ExternalLink, Mail } from 'lucide-react';
import { PageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import { site } from '@/config/site';
import { FaqList } from '../components/faq-list';
import { VideoGuide } from '../components/video-guide';
import { YourPlan } from '../components/your-plan';
import { faqItems } from '../content/faq';
import { videoGuides, type DemoVideo } from '../content/video-guides';

const cardBase =
  'flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
const cardClass = `${cardBase} transition-colors hover:border-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:border-indigo-500`;
const iconClass = 'h-6 w-6 shrink-0 text-indigo-600 dark:text-indigo-400';

/** docs/product-rules.md 13: the contact cards while their address is not configured. */
export const EMAIL_UNAVAILABLE =
  'Our support address is not available yet: the answers below cover most questions.';
export const AI_SUPPORT_UNAVAILABLE = 'The AI assistant is not available yet.';

/** A contact card that is not a link: its address is not configured. */
function UnavailableCard({ icon: Icon, title, text }: { icon: typeof Mail; title: string; text: string }) {
  return (
    <div className={cardBase}>
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-slate-400" />
      <span>
        <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{text}</span>
      </span>
    </div>
  );
}

export interface SupportPageProps {
  /** The community comments, composed in app/compose (they live in another feature). */
  bottom?: ReactNode;
  /** The site configuration unless a test passes its own (null: not configured). */
  supportEmail?: string | null;
  aiSupportUrl?: string | null;
  guides?: readonly DemoVideo[];
}

/**
 * /support (docs/product-rules.md 13): contact routes, two video guides, the FAQ, and `bottom`. A
 * contact or guide that is not configured says so instead of linking nowhere.
 */
export function SupportPage({
  bottom,
  supportEmail = site.supportEmail,
  aiSupportUrl = site.aiSupportUrl,
  guides = videoGuides,
}: SupportPageProps) {
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
            {supportEmail ? (
              <a href={`mailto:${supportEmail}`} className={cardClass}>
                <Mail aria-hidden="true" className={iconClass} />
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">Email support</span>
                  <span className="block break-all text-sm text-slate-600 dark:text-slate-300">
                    {supportEmail}
                  </span>
                </span>
              </a>
            ) : (
              <UnavailableCard icon={Mail} title="Email support" text={EMAIL_UNAVAILABLE} />
            )}
            {aiSupportUrl ? (
              <a href={aiSupportUrl} target="_blank" rel="noopener noreferrer" className={cardClass}>
                <Bot aria-hidden="true" className={iconClass} />
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
            ) : (
              <UnavailableCard icon={Bot} title="AI support assistant" text={AI_SUPPORT_UNAVAILABLE} />
            )}
          </div>
        </section>

        <section aria-labelledby="videos-heading" className="mt-12">
          <h2 id="videos-heading" className="mb-4 text-2xl font-bold text-slate-900 dark:text-white">
            Video Guides
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            {guides.map((v) => (
              <VideoGuide key={v.title} video={v} />
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
