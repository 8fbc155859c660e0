import type { InterviewQuestion } from '../types';

/** Practice questions for the Interview Sim: common in real interviews, with coaching tips. */
export const INTERVIEW_QUESTIONS: InterviewQuestion[] = [
  {
    id: 'tell-me-about-yourself',
    text: 'Tell me about yourself.',
    category: 'Introduction',
    tips: [
      'Use present, past, future: your current role, what led you here, why this job is next.',
      'Keep it to about two minutes and tie it to the job description.',
    ],
  },
  {
    id: 'why-this-company',
    text: 'Why do you want to work for our company?',
    category: 'Motivation',
    tips: [
      'Mention something specific: a product, a value or recent news you researched.',
      'Connect what they need with what you are good at.',
    ],
  },
  {
    id: 'greatest-strength',
    text: 'What is your greatest professional strength?',
    category: 'Strengths & Weaknesses',
    tips: [
      'Pick a strength that matters for this role.',
      'Back it up with a short example and a measurable result.',
    ],
  },
  {
    id: 'weakness',
    text: 'What is a weakness you are working on?',
    category: 'Strengths & Weaknesses',
    tips: [
      'Choose a real but non-critical weakness for the role.',
      'Spend most of the answer on the concrete steps you are taking to improve.',
    ],
  },
  {
    id: 'conflict',
    text: 'Describe a time you had a conflict with a coworker and how you resolved it.',
    category: 'Behavioral',
    tips: [
      'Use the STAR method: Situation, Task, Action, Result.',
      'Stay neutral about the other person and focus on what you did.',
    ],
  },
  {
    id: 'failure',
    text: 'Tell me about a time you failed. What did you learn?',
    category: 'Behavioral',
    tips: ['Own the mistake without blaming others.', 'End with the lesson and how you applied it later.'],
  },
  {
    id: 'tight-deadline',
    text: 'Describe a time you worked under a tight deadline.',
    category: 'Behavioral',
    tips: [
      'Explain how you prioritized and what you chose not to do.',
      'Share the outcome: was it delivered on time and how well?',
    ],
  },
  {
    id: 'led-project',
    text: 'Tell me about a project you led from start to finish.',
    category: 'Leadership',
    tips: [
      'Describe the goal, the team size and your specific responsibilities.',
      'Quantify the result: time saved, revenue, users or quality.',
    ],
  },
  {
    id: 'difficult-decision',
    text: 'Tell me about a difficult decision you had to make at work.',
    category: 'Leadership',
    tips: [
      'Show how you gathered information and weighed the options.',
      'Be honest about the trade-offs and what happened afterwards.',
    ],
  },
  {
    id: 'five-years',
    text: 'Where do you see yourself in five years?',
    category: 'Career Goals',
    tips: [
      'Show ambition that fits the path this role offers.',
      'Focus on skills and impact rather than a specific job title.',
    ],
  },
  {
    id: 'why-leaving',
    text: 'Why are you leaving your current job?',
    category: 'Career Goals',
    tips: [
      'Stay positive: talk about what you are moving toward, not away from.',
      'Never criticize your current or former employer.',
    ],
  },
  {
    id: 'employment-gap',
    text: 'Can you explain the gap in your employment history?',
    category: 'Career Goals',
    tips: [
      'Be brief and honest: caregiving, study, health or a job search are all valid.',
      'Mention anything you learned or did during the gap, then move on to why you are ready now.',
    ],
  },
  {
    id: 'salary-expectations',
    text: 'What are your salary expectations?',
    category: 'Negotiation',
    tips: [
      'Research the market range for the role and location beforehand.',
      'Give a range based on that research and say you are open to the full package.',
    ],
  },
  {
    id: 'why-hire-you',
    text: 'Why should we hire you?',
    category: 'Motivation',
    tips: [
      'Summarize two or three strengths that match their top requirements.',
      'Add one result that proves you can deliver.',
    ],
  },
  {
    id: 'handle-feedback',
    text: 'How do you handle critical feedback?',
    category: 'Culture Fit',
    tips: [
      'Show that you listen, ask clarifying questions and act on it.',
      'Give an example of feedback that made your work better.',
    ],
  },
  {
    id: 'work-style',
    text: 'Do you prefer working alone or on a team?',
    category: 'Culture Fit',
    tips: [
      'Show you can do both and explain when each works best.',
      'Relate your answer to how this team works, if you know it.',
    ],
  },
  {
    id: 'prioritize',
    text: 'How do you prioritize when you have several urgent tasks?',
    category: 'Situational',
    tips: [
      'Explain your method: impact, urgency, dependencies.',
      'Mention how you communicate trade-offs to your manager or stakeholders.',
    ],
  },
  {
    id: 'angry-customer',
    text: 'What would you do if a customer or client was unhappy with your work?',
    category: 'Situational',
    tips: [
      'Listen first and acknowledge the problem without getting defensive.',
      'Describe how you would fix it and prevent it from happening again.',
    ],
  },
  {
    id: 'disagree-manager',
    text: 'What would you do if you disagreed with your manager’s decision?',
    category: 'Situational',
    tips: [
      'Raise it privately with facts and a suggested alternative.',
      'Show you can commit to the final decision once it is made.',
    ],
  },
  {
    id: 'learn-quickly',
    text: 'Tell me about a time you had to learn something new quickly.',
    category: 'Behavioral',
    tips: [
      'Describe the resources you used and how you structured your learning.',
      'Finish with how soon you were productive and what you delivered.',
    ],
  },
  {
    id: 'proud-achievement',
    text: 'What achievement are you most proud of?',
    category: 'Strengths & Weaknesses',
    tips: [
      'Pick something relevant to the job, ideally recent.',
      'Explain why it was hard and what your part was.',
    ],
  },
  {
    id: 'questions-for-us',
    text: 'Do you have any questions for us?',
    category: 'Closing',
    tips: [
      'Always ask at least one: about the team, success in the first 90 days, or challenges.',
      'Avoid questions answered on the company website.',
    ],
  },
];
