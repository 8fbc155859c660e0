/** Copy and terms of the referral programme (docs/product-rules.md 6.6). */
import { site } from '@/config/site';

/** CONFIGURATION: the programme's numbers, shown in several places on the page. */
export const REFERRAL_TERMS = {
  commissionPercent: 30,
  discountPercent: 10,
  payoutDays: 7,
  verificationHours: 24,
} as const;

const t = REFERRAL_TERMS;

export const REFERRAL_BENEFITS: { title: string; body: string }[] = [
  {
    title: `${t.commissionPercent}% commission`,
    body: 'Earn on every purchase made by someone you bring to us.',
  },
  {
    title: `${t.discountPercent}% off for your friends`,
    body: 'The people you refer save on any plan, so your recommendation is worth something to them too.',
  },
  {
    title: 'Fast payouts',
    body: `Referrals are verified within ${t.verificationHours} hours and payouts can be claimed within ${t.payoutDays} days.`,
  },
];

export const REFERRAL_STEPS: { title: string; body: string }[] = [
  {
    title: 'Register',
    body: 'Press Register Now and send us the e-mail. We reply with your personal referral code.',
  },
  {
    title: 'Share',
    body: 'Send your code to friends, classmates or followers: the sample e-mail below is a good start.',
  },
  {
    title: 'Earn',
    body: `When they buy with your code they save ${t.discountPercent}% and you earn ${t.commissionPercent}% of the purchase.`,
  },
];

export const COMMISSION_ROWS: { label: string; value: string }[] = [
  { label: 'Commission to the referrer', value: `${t.commissionPercent}%` },
  { label: 'Discount to the referred buyer', value: `${t.discountPercent}%` },
  { label: 'Payout claimed within', value: `${t.payoutDays} days` },
  { label: 'Verification within', value: `${t.verificationHours} hours` },
];

export const REGISTER_SUBJECT = 'Referral Program Registration';

export const registerMailto = (email: string) =>
  `mailto:${email}?subject=${encodeURIComponent(REGISTER_SUBJECT)}`;

/** docs/product-rules.md 6.6: the Register button while no support address is configured. */
export const REGISTER_UNAVAILABLE = 'Registration by e-mail not available yet';

/** A sample the referrer copies and sends; the bracketed parts are theirs to fill in. */
export const SAMPLE_EMAIL = `Subject: ${t.discountPercent}% off ${site.brandName}, the job-search toolkit I use

Hi [Friend's name],

I've been using ${site.brandName} for my job search: it tailors my resume to each job, has an interview assistant and lots of resume templates.

If you want to try it, use my referral code [YOUR CODE] at checkout and you'll get ${t.discountPercent}% off any plan.

Good luck with the search!
[Your name]`;
