import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { FAIR_USE, UPTIME_GOAL } from '@/domain/policies';
import type { LegalDocument } from './types';

const email = site.supportEmail;
// Without a configured support address (docs/product-rules.md 13) the texts point to /support.
const mail = email ? `[${email}](mailto:${email})` : null;

/** The Terms and Conditions (docs/product-rules.md 14). */
export const termsDocument: LegalDocument = {
  title: 'Terms and Conditions',
  lastUpdated: 'June 1, 2023',
  metaTitle: 'Terms and Conditions',
  metaDescription:
    'The terms that govern your use of JobKit: accounts, fair usage, payments, intellectual property, liability and governing law.',
  intro:
    'These Terms and Conditions ("Terms") govern your use of the JobKit website, the Angel desktop and browser assistant and every other JobKit tool (together, the "Services"). By creating an account or using the Services you agree to these Terms. If you do not agree, please do not use the Services.',
  sections: [
    {
      id: 'services',
      title: 'Our Services',
      blocks: [
        'JobKit is a toolkit for job seekers. It includes Magic CV (AI resume tailoring), resume templates and the template generator, Job Suggestions (Easy Apply), Angel (an interview, meeting and exam assistant for desktop and browser) and Human Keys (a typing-simulation tool).',
        'AI-generated output is a draft for you to review. You remain responsible for the accuracy of anything you submit to an employer, and for using Angel only where the rules of the interview, meeting or exam allow it.',
        `We aim for ${UPTIME_GOAL} availability but do not guarantee that the Services will be uninterrupted or error-free. We may add, change or retire features at any time.`,
      ],
    },
    {
      id: 'accounts',
      title: 'User Accounts',
      blocks: [
        'You must be at least 18 years old and have the legal capacity to enter into a binding contract to create an account or use the Services.',
        {
          list: [
            'Provide accurate information and keep it up to date.',
            'Keep your sign-in details confidential; you are responsible for all activity under your account.',
            'One person per account: accounts, licence keys and downloads may not be shared or resold.',
            mail
              ? `Tell us at once at ${mail} if you suspect unauthorised use of your account.`
              : `Tell us at once through our [Support page](${paths.support}) if you suspect unauthorised use of your account.`,
          ],
        },
      ],
    },
    {
      id: 'fair-usage',
      title: 'Fair Usage Policy',
      blocks: [
        'Every plan is subject to fair use so that the Services stay fast for everyone. The current limits per plan are:',
        {
          table: {
            caption: 'Fair use per plan',
            head: ['Plan', 'Magic CV resumes per day', 'Angel usage'],
            rows: FAIR_USE.map((r) => [r.plan, r.resumesPerDay, r.angel]),
          },
        },
        'Pro and Ultimate plans include the transparent-window version of Angel. Enterprise customers follow the terms of their own contract. Automated, scripted or bulk use that goes beyond these limits may be throttled or suspended.',
      ],
    },
    {
      id: 'prohibited-activities',
      title: 'Prohibited Activities',
      blocks: [
        'You agree not to:',
        {
          list: [
            'break any law, or the rules of an employer, exam body or platform that you use the Services with;',
            'submit false, misleading or plagiarised information about yourself or anyone else;',
            'upload malware or content that infringes the rights of others;',
            'reverse engineer, copy, resell or redistribute the Services, the Angel installers or Human Keys;',
            'scrape the Services, probe their security or overload them with automated requests;',
            'share your account, licence keys or paid downloads with other people.',
          ],
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments and Subscriptions',
      blocks: [
        'Paid plans are billed in advance through our payment providers (PayPal, Razorpay or PhonePe). Prices are shown on the pricing page before you pay. Subscriptions renew automatically until cancelled.',
        'After a successful payment your plan and any licence keys are usually active within 2 to 3 minutes.',
        `Cancellations, refunds and the subscription life cycle are described in our [Refund and Cancellation Policy](${paths.refundPolicy}), which forms part of these Terms.`,
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        'The Services, including the software, templates, designs, text and logos, belong to JobKit and its licensors and are protected by intellectual-property laws.',
        'You keep the rights to the resumes and other content you upload. You give us a limited licence to process that content only to provide the Services to you. Resumes generated for you are yours to use in your job search.',
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      blocks: [
        'The Services are provided "as is" and "as available". We do not promise that using them will get you an interview, a job offer or a passing grade. AI output can be wrong or incomplete; check it before you rely on it.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      blocks: [
        'To the fullest extent permitted by law, JobKit is not liable for indirect, incidental, special or consequential damages, or for lost profits, data or opportunities. Our total liability for any claim is limited to the amount you paid us in the three months before the claim arose.',
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        'You may stop using the Services and cancel your subscription at any time. We may suspend, disable or terminate an account that breaches these Terms, with or without notice. Sections that by their nature should survive termination (intellectual property, disclaimers, liability, governing law) continue to apply.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing Law',
      blocks: [
        'These Terms are governed by the laws of India. Any dispute arising from them or from the Services is subject to the exclusive jurisdiction of the courts in Hyderabad, India.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to Terms',
      blocks: [
        'We may update these Terms from time to time. The date at the top shows the latest version; for significant changes we will notify you by e-mail or in the app. Continuing to use the Services after a change means you accept the updated Terms.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        mail
          ? `Questions about these Terms? Write to ${mail} or visit our [Support page](${paths.support}).`
          : `Questions about these Terms? Visit our [Support page](${paths.support}).`,
      ],
    },
  ],
};
