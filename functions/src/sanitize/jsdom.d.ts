/**
 * The slice of jsdom's API we use. The root package has no @types/jsdom (and gets no new
 * packages), so this small declaration stands in for it.
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    contentType?: string;
    runScripts?: 'dangerously' | 'outside-only';
    resources?: 'usable';
    pretendToBeVisual?: boolean;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
    serialize(): string;
  }
}
