import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RefundPolicyPage } from './refund-policy-page';
import { TermsPage } from './terms-page';

const PRIVACY_SECTIONS = [
  'Introduction',
  'Information We Collect',
  'How We Collect Information',
  'How We Use Your Information',
  'Information Sharing and Disclosure',
  'Data Security',
  'Your Rights and Choices',
  "Children's Privacy",
  'Data Retention',
  'Third-Party Links and Services',
  'International Data Transfers',
  'Changes',
  'Contact Us',
];

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('section'));
const text = () => document.body.textContent ?? '';

/** The page ends with a Back to Top link to the element wrapping the page. */
function expectBackToTop() {
  const links = screen.getAllByRole('link', { name: 'Back to Top' });
  const last = links.at(-1)!;
  expect(last).toHaveAttribute('href', '#top');
  expect(document.getElementById('top')).toContainElement(last);
  const all = [...document.querySelectorAll('a')];
  expect(all.at(-1)).toBe(last);
}

/** Every table-of-contents entry points at a section of the page with that title. */
function expectTocAnchors() {
  const toc = screen.getByRole('navigation', { name: 'Table of contents' });
  const entries = within(toc).getAllByRole('link');
  expect(entries.length).toBe(sectionHeadings().length);
  for (const link of entries) {
    const id = link.getAttribute('href')!.slice(1);
    const section = document.getElementById(id);
    expect(section?.tagName).toBe('SECTION');
    expect(within(section!).getByRole('heading', { level: 2 })).toHaveAccessibleName(link.textContent!);
  }
}

describe('PrivacyPolicyPage', { timeout: 20_000 }, () => {
  it('has the 13 sections in order, the content points and a Back to Top link at the end', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated June 1, 2023')).toBeInTheDocument();
    expect(sectionHeadings().map((h) => h.textContent!.replace(/^\d+\.\s*/, ''))).toEqual(PRIVACY_SECTIONS);
    for (const point of [
      /not intended for people under 18/,
      /operated from India/,
      /within 30 days/,
      /may record audio of practice sessions/,
      /do not sell your personal data/,
      /"Do Not Track".*not honoured/,
      /deletion is available on request/,
    ]) {
      expect(text()).toMatch(point);
    }
    expectTocAnchors();
    expectBackToTop();
    expect(document.title).toBe('Privacy Policy | JobKit');
  });
});

describe('TermsPage', { timeout: 20_000 }, () => {
  it('has the sections, the fair-use table, governing law and a Back to Top link', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated June 1, 2023')).toBeInTheDocument();
    const names = sectionHeadings().map((h) => h.textContent);
    for (const part of [
      /Services/,
      /Accounts/,
      /Fair Usage/,
      /Prohibited/,
      /Payments/,
      /Intellectual Property/,
      /Disclaimers/,
      /Liability/,
      /Termination/,
      /Governing Law/,
      /Changes to Terms/,
      /Contact/,
    ]) {
      expect(names.some((n) => part.test(n ?? ''))).toBe(true);
    }
    const law = document.getElementById('governing-law')!;
    expect(law).toHaveTextContent(/laws of India/);
    expect(law).toHaveTextContent(/courts in Hyderabad/);
    expect(document.getElementById('accounts')).toHaveTextContent(
      /at least 18 years old and have the legal capacity/,
    );

    const table = within(screen.getByRole('table', { name: 'Fair use per plan' }));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'Free3Limited access',
      'Starter301 session per month',
      'Pro1001 session per week',
      'Ultimate10002 sessions per day',
      'EnterpriseUnlimitedUnlimited',
    ]);
    expectTocAnchors();
    expectBackToTop();
  });
});

describe('RefundPolicyPage', { timeout: 20_000 }, () => {
  it('states the refund facts and links to the terms and to support by e-mail', () => {
    renderWithProviders(<RefundPolicyPage />);
    expect(screen.getByText('Last updated May 17, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Terms and Conditions' })[0]).toHaveAttribute(
      'href',
      '/terms',
    );
    const contact = screen.getAllByRole('link', { name: 'Contact Support' });
    // No support address in the default build: the link goes to /support (legal-contact.test.ts
    // covers a configured one).
    expect(contact[0]).toHaveAttribute('href', '/support');
    for (const fact of [
      /at least 24 hours before your renewal date/,
      /within 2 business days/,
      /within 14 days/,
      /3-5 business days/,
      /5-10 business days/,
      /within 14 days of payment and have used less than 50%/,
      /deleted/,
      /within 2 to 3 minutes/,
      /downgrades automatically to the Free plan/,
      /Billing errors/,
      /Duplicate charges/,
      /more than 24 hours/,
    ]) {
      expect(text()).toMatch(fact);
    }
    expect(document.getElementById('data-after-cancellation')).toHaveTextContent(
      /30 days after your plan ends/,
    );
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText('Is there a money-back guarantee?')).toBeInTheDocument();
    expectBackToTop();
  });
});
