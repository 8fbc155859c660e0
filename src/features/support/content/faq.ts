import { paths } from '@/config/paths';
import { REFUND_ELIGIBLE_CASES, REFUND_FACTS as F } from '@/domain/policies';

/** An FAQ item: a question and its answer (docs/product-rules.md 13). */
export interface FaqItem {
  question: string;
  answer: string;
  /** A page that tells more, shown under the answer. */
  more?: { label: string; to: string };
}

const eligible = REFUND_ELIGIBLE_CASES.map((c) => c.charAt(0).toLowerCase() + c.slice(1)).join('; ');

/** The 15 questions on /support; refund facts come from the same constants as the policy page. */
export const faqItems: readonly FaqItem[] = [
  {
    question: 'What is JobKit and who is it for?',
    answer:
      'JobKit is a toolkit for job seekers: Magic CV tailors your resume to a job, the template tools give it a professional design, Job Suggestions finds recent postings that match you, and Angel helps you practise and perform in interviews.',
  },
  {
    question: 'Which plans are available?',
    answer: `You can start on the Free plan. Paid plans raise your daily limits, unlock the job-link input and cover letters, and the higher plans include the transparent-window version of Angel and Human Keys. Lifetime and business options are listed on the pricing page.`,
    more: { label: 'See plans and prices', to: paths.pricing },
  },
  {
    question: 'How many resumes can I tailor with Magic CV each day?',
    answer:
      'Free accounts get a small number of tailored resumes per day; the usage bar on the Magic CV page shows how many you have left today, and the count resets at your local midnight. Ultimate and Magic plans are unlimited, subject to the fair-use table in our Terms and Conditions.',
    more: { label: 'Fair usage limits', to: `${paths.terms}#fair-usage` },
  },
  {
    question: 'What is Angel?',
    answer:
      'Angel is our real-time interview, meeting and exam assistant. The desktop app for Windows, macOS and Linux stays hidden while you share your screen; the browser version is quicker to start but is visible in a screen share.',
  },
  {
    question: 'Windows shows a security warning when I run the Angel installer. Is it safe?',
    answer:
      'Yes. Windows warns about new apps it has not seen often yet. In the "Windows protected your PC" dialog, click More info, then Run anyway or Install anyway. Only download Angel from our own website.',
  },
  {
    question: 'How do I install Angel on macOS or Linux?',
    answer:
      'On macOS, open the downloaded .dmg and drag Angel to Applications; if macOS blocks it the first time, right-click the app and choose Open. On Linux, download the AppImage for your processor (x86_64 or arm64), make it executable with chmod +x and run it.',
  },
  {
    question: 'My resume file will not upload. What can I do?',
    answer:
      'Upload a PDF, DOCX or TXT file under 5MB. Scanned or image-only PDFs contain no text we can read: export the resume again from your editor, or paste its text into the text box instead.',
  },
  {
    question: 'Where do I find the resumes I generated?',
    answer:
      'Each tool keeps a history of your generated resumes with download links. Generated files are deleted 30 days after a paid plan ends, so download anything you want to keep.',
  },
  {
    question: 'I paid but my plan is not active yet.',
    answer: `Activation usually takes ${F.activationMinutes} minutes after a successful payment. Refresh your profile page; if it is still not active, e-mail us your transaction ID and we will sort it out.`,
  },
  {
    question: 'How do I cancel my subscription?',
    answer: `E-mail us at least ${F.cancelHoursBeforeRenewal} hours before your renewal date. Your plan stays active until the end of the period you paid for, then your account moves to Free; unused credits and Angel sessions expire at the end of the period.`,
  },
  {
    question: 'Can I get a refund?',
    answer: `Refunds are given for ${eligible}. A first purchase can also be refunded within ${F.moneyBackDays} days if less than ${F.moneyBackMaxUsagePercent}% of the plan's resources were used. We review requests within ${F.reviewBusinessDays} business days and credit approved refunds within ${F.creditDays} days. Details are in our Refund and Cancellation Policy.`,
    more: { label: 'Refund and Cancellation Policy', to: paths.refundPolicy },
  },
  {
    question: 'How long does an approved refund take to arrive?',
    answer: `We process it in ${F.processingBusinessDays} business days, and your bank usually needs another ${F.bankBusinessDays} business days to show it on your statement.`,
  },
  {
    question: 'How do I delete my account?',
    answer:
      'E-mail us from the address you signed in with and ask for deletion. We delete your account and data and confirm within 30 days; records the law requires us to keep are the only exception.',
  },
  {
    question: 'Is my data private? Do you sell it?',
    answer:
      'We never sell your data. Resumes and job details are used only to produce your results, and each account can reach only its own records. Angel may record audio of practice sessions to generate its suggestions. Our Privacy Policy has the details.',
    more: { label: 'Privacy Policy', to: paths.privacyPolicy },
  },
  {
    question: 'Can I share my account or licence key?',
    answer:
      'No. Accounts, licence keys and paid downloads are for one person. Shared accounts may be disabled under our Terms and Conditions.',
  },
];
