/** The contact details a recruiter needs to reply, as the parser found them in the header. */
import type { ReadResume } from '../layout/types';
import { PENALTY } from './penalties';
import type { AtsIssue } from './types';

export function missingContactIssues({ resume }: ReadResume): AtsIssue[] {
  const { name, email, phone } = resume.contact;
  const issues: AtsIssue[] = [];
  if (!name) {
    issues.push({
      id: 'missing-name',
      title: 'No name found',
      detail: 'Put your name alone on the first line, in plain text (not in an image or a header box).',
      penalty: PENALTY.missingName,
    });
  }
  if (!email) {
    issues.push({
      id: 'missing-email',
      title: 'No e-mail address found',
      detail: 'Add your e-mail address as plain text near your name, so an ATS can file it.',
      penalty: PENALTY.missingEmail,
    });
  }
  if (!phone) {
    issues.push({
      id: 'missing-phone',
      title: 'No phone number found',
      detail: 'Add a phone number in digits near your name, with the country code if you apply abroad.',
      penalty: PENALTY.missingPhone,
    });
  }
  return issues;
}
