import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { REFUND_ELIGIBLE_CASES, REFUND_FACTS as F } from '@/domain/policies';
import type { LegalDocument } from './types';

// Without a configured support address (docs/product-rules.md 13) the link goes to /support.
const mail = `[Contact Support](${site.supportEmail ? `mailto:${site.supportEmail}` : paths.support})`;

/**
 * The Refund and Cancellation Policy (docs/product-rules.md 14.2, 14.3). Two readings of
 * refunds exist (no refund outside the eligible cases vs a 14-day money-back FAQ); both are stated,
 * the guarantee as the one exception for change of mind, so neither is hidden.
 */
export const refundPolicyDocument: LegalDocument = {
  title: 'Refund and Cancellation Policy',
  lastUpdated: 'May 17, 2025',
  metaTitle: 'Refund and Cancellation Policy',
  metaDescription:
    'How to cancel a JobKit subscription, when refunds are given, how long they take, and what happens to your plan and files.',
  intro: `This policy explains how cancellations and refunds work for JobKit plans. It is part of our [Terms and Conditions](${paths.terms}).`,
  sections: [
    {
      id: 'cancellation',
      title: 'Cancelling Your Subscription',
      blocks: [
        `You can cancel at any time. To avoid being charged for the next period, cancel at least ${F.cancelHoursBeforeRenewal} hours before your renewal date.`,
        {
          list: [
            'After cancellation your plan stays active until the end of the current billing period, and it does not renew.',
            'Your account then downgrades automatically to the Free plan.',
            'Unused resume credits and Angel sessions expire at the end of the period; they do not carry over.',
          ],
        },
      ],
    },
    {
      id: 'refund-eligibility',
      title: 'Refund Eligibility',
      blocks: [
        'Payments are generally non-refundable once a plan has been activated. We do refund in these cases:',
        { list: REFUND_ELIGIBLE_CASES },
        `Money-back guarantee: a first-time purchase may also be refunded if you ask within ${F.moneyBackDays} days of payment and have used less than ${F.moneyBackMaxUsagePercent}% of the plan's resources. Outside that window, a change of mind is not a reason for a refund.`,
      ],
    },
    {
      id: 'refund-process',
      title: 'How to Request a Refund',
      blocks: [
        site.supportEmail
          ? `E-mail us from the address on your account with your transaction ID and the reason for the request: ${mail}.`
          : `Send us your transaction ID and the reason for the request: ${mail}.`,
        `We review every request within ${F.reviewBusinessDays} business days and tell you the outcome. Approved refunds are credited to the original payment method within ${F.creditDays} days.`,
      ],
    },
    {
      id: 'plan-changes',
      title: 'Upgrades, Downgrades and Activation',
      blocks: [
        `After a successful payment your plan and any licence keys activate within ${F.activationMinutes} minutes. If they do not, contact us with your transaction ID.`,
        'Upgrades, downgrades and cancellations take effect in your account immediately: an upgrade unlocks the new limits at once, and a cancellation stops the next renewal at once while what you already paid for lasts until the period ends.',
      ],
    },
    {
      id: 'data-after-cancellation',
      title: 'Your Files After Cancellation',
      blocks: [
        `Generated resumes and other files remain downloadable for ${F.fileRetentionDays} days after your plan ends; after that they are deleted. Download anything you want to keep.`,
      ],
    },
    {
      id: 'account-termination',
      title: 'Accounts Disabled for Breaches',
      blocks: [
        `Accounts may be disabled or terminated for breaches of our [Terms and Conditions](${paths.terms}), such as account sharing or abuse of the fair-use limits. Payments for such accounts are not refunded.`,
      ],
    },
    {
      id: 'faq',
      title: 'Frequently Asked Questions',
      blocks: [
        {
          faq: [
            {
              question: 'How long does a refund take to reach me?',
              answer: `Once approved, we process the refund in ${F.processingBusinessDays} business days; your bank or card issuer then usually needs another ${F.bankBusinessDays} business days to show it. In every case it is credited within ${F.creditDays} days of approval.`,
            },
            {
              question: 'Is there a money-back guarantee?',
              answer: `Yes, for a first purchase: ask within ${F.moneyBackDays} days of payment and with less than ${F.moneyBackMaxUsagePercent}% of the plan's resources used. Otherwise refunds are limited to the eligible cases listed above.`,
            },
            {
              question: 'When do upgrades, downgrades and cancellations take effect?',
              answer:
                'Immediately. After a cancellation you keep your paid features until the end of the period you paid for, then the account moves to Free.',
            },
            {
              question: 'I paid but my plan is not active. What should I do?',
              answer: `Activation normally takes ${F.activationMinutes} minutes. Refresh your profile page; if the plan is still not active, write to us with your transaction ID and we will fix it or refund you.`,
            },
            {
              question: 'I was charged twice. Will I get my money back?',
              answer: 'Yes. Duplicate charges and billing errors are always refunded in full.',
            },
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [`Questions about a charge, a cancellation or a refund? ${mail} and we will help.`],
    },
  ],
};
