/**
 * The development set: ten made-up resumes, each a different profession, country and layout,
 * written to tests/resume-devset (not the corpus accuracy test). Besides the corpus fields each
 * case lists its section headings in reading order.
 */
import type { CorpusCase } from '../types';
import { accountantDocxUk } from './accountant-docx-uk';
import { chefDocxFr } from './chef-docx-fr';
import { designerPdfEs } from './designer-pdf-es';
import { electricianDocxAu } from './electrician-docx-au';
import { lawyerDocxNl } from './lawyer-docx-nl';
import { nurseSidebarIt } from './nurse-sidebar-it';
import { pharmacistCvUs } from './pharmacist-cv-us';
import { policyAnalystPdfCa } from './policy-analyst-pdf-ca';
import { teacherPdfIe } from './teacher-pdf-ie';
import { truckDriverTxtPl } from './truck-driver-txt-pl';

export const devsetCases: CorpusCase[] = [
  nurseSidebarIt,
  designerPdfEs,
  teacherPdfIe,
  pharmacistCvUs,
  policyAnalystPdfCa,
  lawyerDocxNl,
  chefDocxFr,
  electricianDocxAu,
  accountantDocxUk,
  truckDriverTxtPl,
];
