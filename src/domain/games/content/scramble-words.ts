import type { ScrambleWord } from '../types';

/** The 20 Scramble words (spec 1 section 9), each with a hint. */
export const SCRAMBLE_WORDS: ScrambleWord[] = [
  { word: 'RESUME', hint: 'A summary of your experience' },
  { word: 'INTERVIEW', hint: 'A conversation before a hire' },
  { word: 'RECRUITER', hint: 'Finds candidates for employers' },
  { word: 'SALARY', hint: 'Fixed pay for your work' },
  { word: 'CAREER', hint: 'Your working life path' },
  { word: 'MANAGER', hint: 'Leads a team' },
  { word: 'PROMOTION', hint: 'A move up' },
  { word: 'NETWORK', hint: 'Your professional contacts' },
  { word: 'SKILLS', hint: 'What you are able to do' },
  { word: 'PORTFOLIO', hint: 'A collection of your work' },
  { word: 'MENTOR', hint: 'An experienced advisor' },
  { word: 'CONTRACT', hint: 'A signed agreement' },
  { word: 'BENEFITS', hint: 'Health cover, pension and more' },
  { word: 'INTERN', hint: 'A trainee, often a student' },
  { word: 'DEADLINE', hint: 'When work is due' },
  { word: 'TEAMWORK', hint: 'Working well together' },
  { word: 'LEADERSHIP', hint: 'Guiding others' },
  { word: 'EMPLOYER', hint: 'Who hires you' },
  { word: 'APPLICANT', hint: 'Someone who applies' },
  { word: 'OFFER', hint: 'What you hope to receive' },
];
