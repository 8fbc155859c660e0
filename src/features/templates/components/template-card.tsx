import { useId, type RefObject } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { ResumeTemplate } from '@/domain/templates/catalogue';
import { TemplatePreview } from './template-preview';

/** One gallery card: live preview, name, New / Premium / Animated badges, a check when chosen. */
export function TemplateCard({
  template,
  selected,
  onSelect,
  root,
}: {
  template: ResumeTemplate;
  selected: boolean;
  onSelect: (id: string) => void;
  root?: RefObject<Element | null>;
}) {
  const detailsId = useId();
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={template.name}
      aria-describedby={detailsId}
      onClick={() => onSelect(template.id)}
      data-testid="template-card"
      className={cn(
        'flex w-44 flex-col gap-2 rounded-xl border-2 bg-white p-2 text-left transition-colors dark:bg-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500',
        selected
          ? 'border-indigo-500 ring-2 ring-indigo-200 dark:ring-indigo-900'
          : 'border-slate-200 hover:border-indigo-300 dark:border-slate-700 dark:hover:border-indigo-700',
      )}
    >
      <div className="relative">
        <TemplatePreview template={template} width={156} root={root} />
        {selected && (
          <span
            data-testid="selected-check"
            className="absolute top-1.5 right-1.5 rounded-full bg-indigo-600 p-1 text-white shadow"
          >
            <Check aria-hidden="true" className="h-3.5 w-3.5" />
          </span>
        )}
      </div>
      <span className="truncate text-sm font-semibold text-slate-900 dark:text-white">{template.name}</span>
      <span id={detailsId} className="flex min-h-5 flex-wrap gap-1">
        {template.isNew && <Badge tone="success">New</Badge>}
        {template.isPremium && <Badge tone="pro">Premium</Badge>}
        {template.isAnimated && <Badge tone="hot">Animated</Badge>}
        <span className="sr-only">{template.category}</span>
      </span>
    </button>
  );
}
