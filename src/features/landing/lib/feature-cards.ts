import { Bot, Briefcase, FileText, LayoutTemplate, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

/** The rotating feature cards (docs/product-rules.md 17); claims only as given there. */
export interface FeatureCard {
  id: string;
  /** Short name on the selector buttons. */
  label: string;
  title: string;
  body: string;
  points: string[];
  cta: { label: string; to: string };
  icon: LucideIcon;
}

export const FEATURE_CARDS: FeatureCard[] = [
  {
    id: 'magic-cv',
    label: 'Magic CV',
    title: 'A resume tailored to every job',
    body: 'Give Magic CV your resume and the job you want. It rewrites your resume for that posting and hands you an ATS-friendly PDF.',
    points: ['PDF, DOCX or pasted text', 'A job link or a pasted description', '2 free resumes every day'],
    cta: { label: 'Try Magic CV', to: paths.magicCv },
    icon: FileText,
  },
  {
    id: 'job-discovery',
    label: 'Job discovery',
    title: 'Fresh jobs that match your resume',
    body: 'Job Suggestions finds roles posted in the last 72 hours that fit your resume, and tailors a resume for each one.',
    points: ['Postings from the last 72 hours', 'Ranked against your resume', 'A tailored resume per job'],
    cta: { label: 'Find jobs', to: paths.lazyApply },
    icon: Briefcase,
  },
  {
    id: 'angel',
    label: 'Angel copilot',
    title: 'Angel AI, your interview copilot',
    body: 'An invisible real-time assistant for interviews, meetings and exams. The desktop app hides itself while you share your screen.',
    points: [
      'Windows, macOS and Linux',
      'A browser version with nothing to install',
      'Real-time answers as you talk',
    ],
    cta: { label: 'Meet Angel AI', to: paths.angel },
    icon: Bot,
  },
  {
    id: 'templates',
    label: 'Templates',
    title: '50+ resume templates',
    body: 'Pick a design that suits you, or clone one from a screenshot of a resume you like, in under 30 seconds.',
    points: ['50+ designs to choose from', 'Clone a design from a screenshot', '2 free clones every day'],
    cta: { label: 'Browse templates', to: paths.lazyTemplates },
    icon: LayoutTemplate,
  },
];
