import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver (absent in jsdom): the first `visible` elements observed are
 * reported as in view, the rest never. Undo with vi.unstubAllGlobals().
 */
export function stubIntersectionObserver(visible: number) {
  let observed = 0;
  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed += 1;
      if (observed > visible) return;
      queueMicrotask(() =>
        this.callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}
