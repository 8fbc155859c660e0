import { Link } from 'react-router';
import { ArrowRight, Bot, Briefcase, FileText, LayoutTemplate, type LucideIcon } from 'lucide-react';
import { useAuth } from '@/components/providers/auth-context';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { TOOLS_SECTION_ID } from './hero';

interface Tool {
  name: string;
  description: string;
  to: string;
  icon: LucideIcon;
  beta?: boolean;
}

const tools: Tool[] = [
  {
    name: 'Magic CV',
    description: 'Tailor your resume to a job posting and get an ATS-friendly PDF.',
    to: paths.magicCv,
    icon: FileText,
  },
  {
    name: 'Job Suggestions',
    description: 'Jobs posted in the last 72 hours that match your resume, each with a tailored resume.',
    to: paths.lazyApply,
    icon: Briefcase,
    beta: true,
  },
  {
    name: 'Angel AI',
    description: 'An invisible real-time assistant for interviews, meetings and exams.',
    to: paths.angelLive,
    icon: Bot,
  },
  {
    name: 'Magic Templates',
    description: 'Resume design templates, or clone a design from a screenshot.',
    to: paths.lazyTemplates,
    icon: LayoutTemplate,
  },
];

/**
 * The alternative hero (docs/product-rules.md 17), also where Explore More Tools lands: the four tools,
 * whose links go to the tool when signed in and to /login otherwise, and one call to action,
 * Get Started (to /login) or, for a signed-in user, Go to Your Dashboard (the account page).
 */
export function ToolsSection() {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  return (
    <section
      id={TOOLS_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="tools-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 focus:outline-none sm:px-6"
    >
      <h2
        id="tools-heading"
        className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Tools for every step of your job search
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
        Tailor your resume, find fresh openings, pick a design and walk into the interview with Angel AI at
        your side.
      </p>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tools.map((tool) => (
          <li key={tool.name}>
            <Link
              to={signedIn ? tool.to : paths.login}
              className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <tool.icon aria-hidden="true" className="h-8 w-8 text-indigo-500" />
              <span className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
                {tool.name}
                {tool.beta && <Badge tone="beta">Beta</Badge>}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-300">{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        {signedIn ? (
          <Link to={paths.profile} className={buttonClass('primary', 'lg')}>
            Go to Your Dashboard
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        ) : (
          <Link to={paths.login} className={buttonClass('primary', 'lg')}>
            Get Started
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        )}
      </div>
    </section>
  );
}
