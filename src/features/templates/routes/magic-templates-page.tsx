import { Link } from 'react-router';
import { BuildingNote, PageShell } from '@/components/layout/page-shell';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/components/layout/page-meta';

export function MagicTemplatesPage() {
  usePageMeta(
    'Magic Templates',
    'Browse professional resume templates and fill one with your resume in a click.',
  );
  return (
    <PageShell
      title="Magic Templates"
      intro="Resume design templates, including cloning a design from a screenshot of a resume you like."
    >
      <div className="flex flex-col gap-6">
        <Link to={paths.lazyTemplates} className={buttonClass('primary', 'md', 'self-start')}>
          Open the template generator
        </Link>
        <BuildingNote>The template gallery is being built.</BuildingNote>
      </div>
    </PageShell>
  );
}
