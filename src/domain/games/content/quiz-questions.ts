import type { QuizQuestion } from '../types';

/** Job Quiz pool; each game draws 5. Options keep their order, so correctAnswer stays valid. */
export const QUIZ_QUESTIONS: QuizQuestion[] = [
  {
    question: 'What does ATS stand for in hiring?',
    options: [
      'Automated Talent Search',
      'Applicant Tracking System',
      'Applicant Testing Service',
      'Advanced Team Scheduler',
    ],
    correctAnswer: 1,
  },
  {
    question: 'How long should a resume usually be with under 10 years of experience?',
    options: ['Half a page', 'Three pages', 'One page', 'As long as possible'],
    correctAnswer: 2,
  },
  {
    question: 'Which method structures interview answers as Situation, Task, Action, Result?',
    options: ['SWOT', 'SMART', 'KISS', 'STAR'],
    correctAnswer: 3,
  },
  {
    question: 'When should you send a thank-you note after an interview?',
    options: ['Within 24 hours', 'After one week', 'Only if you get an offer', 'Never'],
    correctAnswer: 0,
  },
  {
    question: 'Which resume bullet is the strongest?',
    options: [
      'Responsible for sales',
      'Helped with sales tasks',
      'Increased regional sales by 25% in 6 months',
      'Did various sales things',
    ],
    correctAnswer: 2,
  },
  {
    question: 'What is the main job of a cover letter?',
    options: [
      'Repeat the resume word for word',
      'Explain why you fit this specific role',
      'List every job you have had',
      'Ask about salary and holidays',
    ],
    correctAnswer: 1,
  },
  {
    question: 'Unless the posting says otherwise, which format keeps a resume’s layout intact?',
    options: ['PDF', 'PNG', 'ZIP', 'MP4'],
    correctAnswer: 0,
  },
  {
    question: 'What is a good first step before negotiating salary?',
    options: [
      'Accept the first offer immediately',
      'Name the lowest number you would take',
      'Refuse to discuss pay',
      'Research the market rate for the role',
    ],
    correctAnswer: 3,
  },
  {
    question: 'What is an elevator pitch?',
    options: [
      'A long list of references',
      'A short summary of who you are and what you offer',
      'A sales call about office buildings',
      'A formal letter of resignation',
    ],
    correctAnswer: 1,
  },
  {
    question: 'Why tailor your resume to each job posting?',
    options: [
      'To match the keywords and needs of that role',
      'To make the resume longer',
      'Because recruiters require a new design each time',
      'It makes no difference',
    ],
    correctAnswer: 0,
  },
  {
    question: 'Which is a strong question to ask at the end of an interview?',
    options: [
      'Did I get the job?',
      'How soon can I take vacation?',
      'What does success look like in this role in the first 90 days?',
      'What does your company do?',
    ],
    correctAnswer: 2,
  },
  {
    question: 'What is a behavioral interview question?',
    options: [
      'A trick logic puzzle',
      'A question about your hobbies only',
      'A personality test score',
      'A question about how you handled a past situation',
    ],
    correctAnswer: 3,
  },
];
