import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  icon?: ReactNode;
}

/**
 * A WAI-ARIA tab list (arrow keys move between tabs). Panels are rendered by the caller with
 * `tabPanelProps(idPrefix, key)`.
 */
export function TabList<K extends string>({
  items,
  value,
  onChange,
  idPrefix,
  label,
  orientation = 'horizontal',
  className,
}: {
  items: TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  idPrefix: string;
  label: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = ['ArrowRight', 'ArrowDown'].includes(event.key)
      ? 1
      : ['ArrowLeft', 'ArrowUp'].includes(event.key)
        ? -1
        : 0;
    if (!next) return;
    event.preventDefault();
    const item = items[(index + next + items.length) % items.length]!;
    onChange(item.key);
    refs.current[item.key]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={cn('flex gap-1', orientation === 'vertical' ? 'flex-col' : 'flex-row', className)}
    >
      {items.map((item, index) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            ref={(el) => {
              refs.current[item.key] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.key}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${item.key}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              'flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-indigo-500',
              selected
                ? 'bg-indigo-600 text-white'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            {item.icon}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, key: string) {
  return {
    role: 'tabpanel' as const,
    id: `${idPrefix}-panel-${key}`,
    'aria-labelledby': `${idPrefix}-tab-${key}`,
    tabIndex: 0,
  };
}
