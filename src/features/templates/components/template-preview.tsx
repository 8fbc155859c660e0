import { useMemo, useRef, type RefObject } from 'react';
import type { ResumeTemplate } from '@/domain/templates/catalogue';
import { renderTemplateHtml } from '@/domain/templates/render-template';
import { SAMPLE_RESUME } from '@/domain/templates/sample-resume';
import { cn } from '@/components/ui/cn';
import { useNearViewport } from '@/components/hooks/use-near-viewport';

/** An A4 page at 96 dpi: what the template's HTML is laid out for. */
export const PAGE_WIDTH = 794;
export const PAGE_HEIGHT = 1123;

/**
 * A live thumbnail: the template rendered with the sample resume in a script-less iframe,
 * scaled down. Drawn only once the card comes near the view, as a gallery holds dozens.
 */
export function TemplatePreview({
  template,
  width,
  root,
  className,
}: {
  template: ResumeTemplate;
  width: number;
  /** The scrolling container the card lives in (the gallery), for the nearness check. */
  root?: RefObject<Element | null>;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, root);
  const scale = width / PAGE_WIDTH;
  const html = useMemo(() => (near ? renderTemplateHtml(template, SAMPLE_RESUME) : null), [near, template]);
  return (
    <div
      ref={ref}
      data-testid="template-preview"
      style={{ width, height: Math.round(PAGE_HEIGHT * scale) }}
      className={cn(
        'relative shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white dark:border-slate-700',
        className,
      )}
    >
      {html === null ? (
        <div aria-hidden="true" className="h-full w-full animate-pulse bg-slate-100 dark:bg-slate-800" />
      ) : (
        <iframe
          title={`${template.name} preview`}
          srcDoc={html}
          sandbox=""
          tabIndex={-1}
          aria-hidden="true"
          loading="lazy"
          style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
          className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
        />
      )}
    </div>
  );
}
