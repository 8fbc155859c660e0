import type { AtsReport } from '@/domain/resume/ats-check/types';
import { ReportContact } from './report-contact';
import { ReportEducation } from './report-education';
import { ReportExperience } from './report-experience';
import { ReportSkills } from './report-skills';
import { ReportUnplaced } from './report-unplaced';

/** Everything the parser read, in the order an ATS profile shows it. */
export function ReportFields({ report }: { report: AtsReport }) {
  const { fields } = report;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">What a machine reads</h3>
      <ReportContact contact={fields.contact} />
      <ReportExperience jobs={fields.experience} />
      <ReportEducation schools={fields.education} />
      <ReportSkills skills={fields.skills} />
      <ReportUnplaced sections={report.unplaced} />
    </div>
  );
}
