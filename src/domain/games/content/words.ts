import type { WordItem } from '../types';

/** Word Challenge vocabulary: terms job seekers meet in postings, offers and interviews. */
export const CHALLENGE_WORDS: WordItem[] = [
  {
    word: 'Leverage',
    meaning: 'Use something you have to gain an advantage',
    options: [
      'Use something you have to gain an advantage',
      'Reduce a team to its minimum size',
      'Take a long unpaid break',
      'Borrow money to pay a salary',
    ],
    category: 'Resume verbs',
  },
  {
    word: 'Spearhead',
    meaning: 'Lead or launch an initiative',
    options: [
      'Follow instructions exactly',
      'Lead or launch an initiative',
      'Cancel a project early',
      'Review a colleague’s work',
    ],
    category: 'Resume verbs',
  },
  {
    word: 'Quantify',
    meaning: 'Express an achievement with numbers',
    options: [
      'List every task you performed',
      'Ask for a reference',
      'Express an achievement with numbers',
      'Shorten a resume to one page',
    ],
    category: 'Resume writing',
  },
  {
    word: 'Transferable skills',
    meaning: 'Abilities useful across different jobs and industries',
    options: [
      'Skills that expire after a year',
      'Certificates issued by another country',
      'Tasks handed to a new hire',
      'Abilities useful across different jobs and industries',
    ],
    category: 'Resume writing',
  },
  {
    word: 'Onboarding',
    meaning: 'Integrating a new hire into the company',
    options: [
      'Integrating a new hire into the company',
      'Promoting an employee to the board',
      'Boarding a business flight',
      'Posting a job on a job board',
    ],
    category: 'Workplace',
  },
  {
    word: 'Stakeholder',
    meaning: 'A person with an interest in a project’s outcome',
    options: [
      'An investor who owns most of the shares',
      'A person with an interest in a project’s outcome',
      'The newest member of a team',
      'A contract signed by both parties',
    ],
    category: 'Workplace',
  },
  {
    word: 'Deliverable',
    meaning: 'A concrete result that must be handed over',
    options: [
      'A package sent by courier',
      'A task that can be skipped',
      'A concrete result that must be handed over',
      'A meeting with a client',
    ],
    category: 'Projects',
  },
  {
    word: 'Benchmark',
    meaning: 'A standard used to compare performance',
    options: [
      'A mark left on a desk',
      'A bonus paid every quarter',
      'A list of job openings',
      'A standard used to compare performance',
    ],
    category: 'Business',
  },
  {
    word: 'KPI',
    meaning: 'A measurable value that shows progress toward a goal',
    options: [
      'A measurable value that shows progress toward a goal',
      'A type of employment contract',
      'A software used to write resumes',
      'A yearly salary review',
    ],
    category: 'Business',
  },
  {
    word: 'Synergy',
    meaning: 'Combined effort that achieves more than separate efforts',
    options: [
      'A conflict between two departments',
      'Combined effort that achieves more than separate efforts',
      'Energy drinks provided at work',
      'A merger that fails',
    ],
    category: 'Business',
  },
  {
    word: 'Attrition',
    meaning: 'Employees leaving and not being replaced',
    options: [
      'Training given to new managers',
      'A formal complaint to HR',
      'Employees leaving and not being replaced',
      'Paying staff for overtime',
    ],
    category: 'HR',
  },
  {
    word: 'Probation period',
    meaning: 'A trial period at the start of a new job',
    options: [
      'Time off after a promotion',
      'The notice you give before quitting',
      'A background check by the police',
      'A trial period at the start of a new job',
    ],
    category: 'HR',
  },
  {
    word: 'Severance',
    meaning: 'Pay given to an employee whose job is ended',
    options: [
      'Pay given to an employee whose job is ended',
      'A bonus for referring a friend',
      'A strict dress code',
      'A signing bonus for new hires',
    ],
    category: 'HR',
  },
  {
    word: 'Equity',
    meaning: 'An ownership share in the company, often part of pay',
    options: [
      'Equal desks for every employee',
      'An ownership share in the company, often part of pay',
      'A loan from the employer',
      'A yearly performance score',
    ],
    category: 'Compensation',
  },
  {
    word: 'Vesting',
    meaning: 'Earning full rights to granted shares over time',
    options: [
      'Wearing a formal vest to interviews',
      'Investing your salary in stocks',
      'Earning full rights to granted shares over time',
      'Signing a contract on the first day',
    ],
    category: 'Compensation',
  },
  {
    word: 'Counteroffer',
    meaning: 'A competing offer made in response to another offer',
    options: [
      'A discount offered to customers',
      'A refusal to negotiate',
      'A job offer withdrawn by the employer',
      'A competing offer made in response to another offer',
    ],
    category: 'Negotiation',
  },
  {
    word: 'Networking',
    meaning: 'Building professional relationships that can lead to opportunities',
    options: [
      'Building professional relationships that can lead to opportunities',
      'Setting up office Wi-Fi',
      'Applying to as many jobs as possible',
      'Posting on social media daily',
    ],
    category: 'Job search',
  },
  {
    word: 'Referral',
    meaning: 'A recommendation of a candidate by someone inside the company',
    options: [
      'A rejection letter',
      'A recommendation of a candidate by someone inside the company',
      'A transfer to another department',
      'A reminder email from a recruiter',
    ],
    category: 'Job search',
  },
  {
    word: 'Headhunter',
    meaning: 'A recruiter who searches for candidates on behalf of employers',
    options: [
      'A manager who fires people',
      'A job seeker applying to many roles',
      'A recruiter who searches for candidates on behalf of employers',
      'The head of a department',
    ],
    category: 'Job search',
  },
  {
    word: 'Freelance',
    meaning: 'Working for several clients without long-term employment',
    options: [
      'Working without being paid',
      'A job with free meals',
      'An unpaid internship',
      'Working for several clients without long-term employment',
    ],
    category: 'Work styles',
  },
];
