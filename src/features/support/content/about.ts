/**
 * The /about story (docs/product-rules.md 13). The figures are the stated claims, exactly:
 * ownership 96% and 4%, an MVP in 45 days, 15,000+ wins. No names: roles only.
 */
export const aboutStats = [
  { value: '96%', label: 'owned by our founder' },
  { value: '4%', label: 'held by a strategic investor' },
  { value: '45 days', label: 'from first idea to MVP' },
  { value: '15,000+', label: 'wins by job seekers' },
] as const;

export const aboutStory = [
  'JobKit began with one job seeker: our founder, sending out application after application and hearing nothing back. The resumes were fine; they just were not written for the job in front of the recruiter, and there was never time to rewrite them for every posting.',
  'So our founder built the tool they wished they had. The first version, a resume tailor that matched a resume to a job description, went from idea to a working MVP in 45 days. People shared it with friends, the friends asked for templates, job suggestions and help in the interview itself, and JobKit grew into a full toolkit with Angel, our interview assistant, at its centre.',
  'Today JobKit is still founder-led. Every feature is judged by one question: does it help someone get hired? That focus has added up to 15,000+ wins: interviews landed, offers signed and careers moved forward.',
] as const;

export const investorText =
  'JobKit is 96% owned by our founder. A strategic investor holds the other 4%, bringing experience in hiring and technology without taking the product away from its users. We grow from what users pay for, not from advertising or selling data.';

export const pillars = [
  {
    title: 'Job seekers first',
    text: 'We build for the person applying, not for the recruiter or an advertiser.',
  },
  {
    title: 'Honest AI',
    text: 'Our tools rewrite and present your real experience; they never invent facts about you.',
  },
  {
    title: 'Privacy by default',
    text: 'Your resume is yours. We do not sell data, and you can ask us to delete it at any time.',
  },
  {
    title: 'Ship fast, listen faster',
    text: 'An MVP in 45 days set the pace: we release often and change course when users tell us to.',
  },
] as const;
