import { useCallback, useId, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { DesignTokens } from '@/domain/templates/clone/design-tokens';
import { describeDesign } from '../lib/describe-design';
import { PAGE_HEIGHT, PAGE_WIDTH } from './template-preview';

/**
 * A custom result before download (docs/product-rules.md 4.4): the uploaded design and the
 * generated resume side by side (stacked on a phone), both in A4 frames of the same size, with
 * what was read from the design under it.
 */
export function DesignComparison({
  image,
  design,
  html,
}: {
  /** The uploaded design image, kept in the browser only. */
  image: Blob;
  design: DesignTokens | null;
  html: string;
}) {
  const imageRef = useObjectUrl(image);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Pane label="Your design" below={design && <DesignSummary design={design} />}>
        <img
          ref={imageRef}
          alt="Your uploaded design"
          className="absolute inset-0 h-full w-full object-contain"
        />
      </Pane>
      <Pane label="Your resume">
        <ScaledPage html={html} />
      </Pane>
    </div>
  );
}

function Pane({ label, below, children }: { label: string; below?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <figure aria-labelledby={id} className="m-0 flex min-w-0 flex-col gap-2">
      <figcaption id={id} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
      </figcaption>
      <div className="relative aspect-[210/297] w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        {children}
      </div>
      {below}
    </figure>
  );
}

/**
 * The image's own blob: URL, made when the <img> mounts and revoked when it goes (a new image or
 * the result replaced or gone), so nothing outlives the pane; none where the browser has none.
 */
function useObjectUrl(blob: Blob) {
  return useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || typeof URL.createObjectURL !== 'function') return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => {
        img.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}

/** The resume as an A4 page (the width its HTML is laid out for) scaled to fit the frame. */
function ScaledPage({ html }: { html: string }) {
  const [width, setWidth] = useState<number | null>(null);
  const measure = useCallback((box: HTMLDivElement | null) => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const scale = width ? width / PAGE_WIDTH : null;
  return (
    <div ref={measure} className="absolute inset-0">
      {/* The HTML is sanitised by the server; an empty sandbox also keeps any script from running. */}
      <iframe
        title="Generated resume preview"
        srcDoc={html}
        sandbox=""
        style={scale ? { width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` } : undefined}
        className={cn('absolute top-0 left-0 origin-top-left border-0 bg-white', !scale && 'h-full w-full')}
      />
    </div>
  );
}

function DesignSummary({ design }: { design: DesignTokens }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-300">
      <p id={id} className="font-medium text-slate-700 dark:text-slate-200">
        What we read from it
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-1.5">
        {describeDesign(design).map((fact) => (
          <li
            key={fact.text}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-2 py-0.5 whitespace-nowrap dark:border-slate-700 dark:bg-slate-800"
          >
            {fact.colour && (
              <span
                data-testid="design-swatch"
                aria-hidden="true"
                style={{ background: fact.colour }}
                className="inline-block h-3 w-3 shrink-0 rounded-full border border-slate-300 dark:border-slate-500"
              />
            )}
            {fact.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
