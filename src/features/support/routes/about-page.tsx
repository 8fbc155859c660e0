import { Link } from 'react-router';
import { Handshake, LifeBuoy, Mail } from 'lucide-react';
import { PageMeta } from '@/components/layout/page-meta';
import { PageShell } from '@/components/layout/page-shell';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { aboutStats, aboutStory, investorText, pillars } from '../content/about';

const h2 = 'mb-4 text-2xl font-bold text-slate-900 dark:text-white';

/** docs/product-rules.md 13: the /about buttons while their address is not configured. */
export const SUPPORT_EMAIL_UNAVAILABLE = 'Support e-mail not available yet';
export const FOUNDER_CONTACT_UNAVAILABLE = 'Partnership contact not available yet';

/**
 * /about (docs/product-rules.md 13): the founder-led story, the investor and pillars, ways to reach
 * us. An address not configured leaves a disabled button that says so.
 */
export function AboutPage({
  supportEmail = site.supportEmail,
  founderEmail = site.founderEmail,
}: {
  /** The site configuration unless a test passes its own (null: not configured). */
  supportEmail?: string | null;
  founderEmail?: string | null;
} = {}) {
  return (
    <PageShell title="About JobKit" intro="Built by a job seeker, for job seekers.">
      <PageMeta
        title="About Us"
        description="JobKit is a founder-led toolkit for job seekers: the story, our strategic investor, what we stand for and how to reach us."
      />
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {aboutStats.map((s) => (
          <div
            key={s.label}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 text-center dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-300">{s.label}</dt>
            <dd className="order-first text-3xl font-bold text-indigo-600 dark:text-indigo-400">{s.value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="story" className="mt-12 max-w-3xl">
        <h2 id="story" className={h2}>
          Our Story
        </h2>
        <div className="space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">
          {aboutStory.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="investor" className="mt-12 max-w-3xl">
        <h2 id="investor" className={h2}>
          Founder-Led, Strategically Backed
        </h2>
        <p className="leading-relaxed text-slate-700 dark:text-slate-300">{investorText}</p>
      </section>

      <section aria-labelledby="pillars" className="mt-12">
        <h2 id="pillars" className={h2}>
          Our Pillars
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {pillars.map((p) => (
            <li
              key={p.title}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="font-semibold text-slate-900 dark:text-white">{p.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="reach-us"
        className="mt-12 rounded-2xl bg-gradient-to-br from-indigo-600 to-purple-700 p-6 text-white sm:p-8"
      >
        <h2 id="reach-us" className="text-2xl font-bold">
          Get in Touch
        </h2>
        <p className="mt-2 max-w-2xl text-white/90">
          Questions about your account go to our support team. Partnerships, press and business enquiries go
          straight to our founder.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={paths.support} className={buttonClass('secondary', 'md')}>
            <LifeBuoy aria-hidden="true" className="h-4 w-4" />
            Visit Support
          </Link>
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className={buttonClass('secondary', 'md')}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              Email {supportEmail}
            </a>
          ) : (
            <Button variant="secondary" disabled>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {SUPPORT_EMAIL_UNAVAILABLE}
            </Button>
          )}
          {founderEmail ? (
            <a
              href={`mailto:${founderEmail}?subject=${encodeURIComponent('Partnership enquiry')}`}
              className={buttonClass('secondary', 'md')}
            >
              <Handshake aria-hidden="true" className="h-4 w-4" />
              Contact our founder for partnerships
            </a>
          ) : (
            <Button variant="secondary" disabled>
              <Handshake aria-hidden="true" className="h-4 w-4" />
              {FOUNDER_CONTACT_UNAVAILABLE}
            </Button>
          )}
        </div>
      </section>
    </PageShell>
  );
}
