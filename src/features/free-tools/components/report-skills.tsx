import { FieldGroup } from './field-group';
import { KeywordChips } from './keyword-chips';

export function ReportSkills({ skills }: { skills: string[] }) {
  return (
    <FieldGroup title={`Skills (${skills.length})`}>
      <KeywordChips items={skills} empty="Not found" label="Skills" />
    </FieldGroup>
  );
}
