import { lazy, type ComponentType } from 'react';

/**
 * A route element whose code loads on first visit. `name` is the page's named export; the
 * root layout's Suspense boundary shows a spinner meanwhile.
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(async () => {
    const module = await load();
    const component = module[name] as ComponentType | undefined;
    if (!component) throw new Error(`Page export "${name}" is missing`);
    return { default: component };
  });
  return <Page />;
}
