import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/components/hooks/use-near-viewport';

/**
 * A part of a page below the first screen that is rendered (and, being a lazy component, fetched)
 * only as it comes within `margin` of the view. `placeholder` holds its place meanwhile: give it
 * the part's size, so that nothing moves if it arrives in view.
 */
export function NearView({
  placeholder,
  margin = '800px',
  children,
}: {
  placeholder: ReactNode;
  margin?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, undefined, margin);
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
