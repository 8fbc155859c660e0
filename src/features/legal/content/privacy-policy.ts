import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { LegalDocument } from './types';

const email = site.supportEmail;
// Without a configured support address (docs/product-rules.md 13) the texts point to /support.
const mail = email ? `[${email}](mailto:${email})` : null;

/** The Privacy Policy: the 13 sections of docs/product-rules.md 14.1, in order, with every content point. */
export const privacyPolicyDocument: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'June 1, 2023',
  metaTitle: 'Privacy Policy',
  metaDescription:
    'What personal data JobKit collects, how it is used and protected, and how to access or delete it.',
  sections: [
    {
      id: 'introduction',
      title: 'Introduction',
      blocks: [
        'This Privacy Policy explains how JobKit ("we", "us") collects, uses and protects your information when you use our website, the Angel desktop and browser assistant and our other tools. JobKit is operated from India.',
        `By using JobKit you agree to this policy. It should be read together with our [Terms and Conditions](${paths.terms}).`,
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        {
          list: [
            'Account information: your name, e-mail address and profile photo from Google or your e-mail sign-in.',
            'Content you provide: resumes, job descriptions and job links, comments and messages to support.',
            'Payment information: plan, amount, status and transaction ID. Card and bank details are handled by our payment providers and never reach our servers.',
            'Angel practice sessions: the Angel assistant may record audio of practice sessions to produce transcripts and suggestions.',
            'Usage and device information: pages visited, features used, downloads, browser, operating system, device type and approximate country.',
          ],
        },
      ],
    },
    {
      id: 'how-we-collect',
      title: 'How We Collect Information',
      blocks: [
        {
          list: [
            'Directly from you, when you sign up, upload a resume, post a comment, pay or contact us.',
            'Automatically, through cookies, local storage and logs when you use the website or download an app.',
            'From third parties you choose to use, such as Google sign-in and our payment providers.',
          ],
        },
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      blocks: [
        {
          list: [
            'To provide the Services: tailoring resumes, generating templates, suggesting jobs and running Angel.',
            'To manage your account, plan and payments, and to enforce usage limits.',
            'To answer support requests and send service messages about your account.',
            'To keep the Services secure, prevent fraud and understand how they are used so we can improve them.',
          ],
        },
      ],
    },
    {
      id: 'information-sharing',
      title: 'Information Sharing and Disclosure',
      blocks: [
        'We do not sell your personal data. We share it only:',
        {
          list: [
            'with service providers that run the Services for us (hosting, AI processing, payments, e-mail), under contracts that limit their use of it;',
            'when the law requires it, or to protect the rights, safety and property of our users and JobKit;',
            'as part of a merger or acquisition, in which case this policy continues to apply to your data.',
          ],
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        'We protect your data with encryption in transit, access controls so each user reaches only their own records, and server-side checks on every payment. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Rights and Choices',
      blocks: [
        {
          list: [
            'Access and correct the information in your account.',
            `Ask for a copy of your data, or ask us to delete your account and data: deletion is available on request ${
              mail ? `at ${mail}` : `through our [Support page](${paths.support})`
            }.`,
            'Opt out of non-essential e-mails at any time.',
            'Our website does not respond to "Do Not Track" browser signals, so they are not honoured.',
          ],
        },
        'We answer every privacy request within 30 days.',
      ],
    },
    {
      id: 'childrens-privacy',
      title: "Children's Privacy",
      blocks: [
        'JobKit is not intended for people under 18 years of age, and we do not knowingly collect data from them. If you believe a person under 18 has given us information, contact us and we will delete it.',
      ],
    },
    {
      id: 'data-retention',
      title: 'Data Retention',
      blocks: [
        'We keep your data for as long as your account is active and as needed to provide the Services, meet legal and accounting duties and resolve disputes. Generated files are deleted 30 days after a paid plan ends; everything else is deleted when you ask us to delete your account, except records the law requires us to keep.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-Party Links and Services',
      blocks: [
        'The Services link to and work with third-party sites and services, such as job boards, video hosts, payment providers and our AI support site. Their own privacy policies apply to them; we are not responsible for their practices.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      blocks: [
        'We are based in India, and our service providers may process data in other countries. Wherever your data is processed, we take steps to protect it as this policy describes.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes',
      blocks: [
        'We may update this policy from time to time. The date at the top shows the latest version; for significant changes we will notify you by e-mail or in the app.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        mail
          ? `For privacy questions or requests, e-mail ${mail}. We respond within 30 days. You can also reach us through our [Support page](${paths.support}).`
          : `For privacy questions or requests, contact us through our [Support page](${paths.support}). We respond within 30 days.`,
      ],
    },
  ],
};
