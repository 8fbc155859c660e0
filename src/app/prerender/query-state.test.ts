import { QueryClient, dehydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryStateScript, readQueryState } from './query-state';

describe('query state in a prerendered page', () => {
  it('carries dates and text that would close a script element through the HTML', async () => {
    const client = new QueryClient();
    const when = new Date('2026-11-20T10:00:00.000Z');
    await client.prefetchQuery({
      queryKey: ['post'],
      queryFn: () => ({ when, text: 'a </script><b>x</b>' }),
    });
    document.body.innerHTML = queryStateScript(dehydrate(client));
    expect(document.querySelectorAll('script')).toHaveLength(1);

    const fresh = new QueryClient();
    const { hydrate } = await import('@tanstack/react-query');
    const state = readQueryState(document);
    expect(state).not.toBeNull();
    hydrate(fresh, state ?? {});
    const data = fresh.getQueryData<{ when: Date; text: string }>(['post']);
    expect(data?.when).toBeInstanceOf(Date);
    expect(data?.when.toISOString()).toBe(when.toISOString());
    expect(data?.text).toBe('a </script><b>x</b>');
  });

  it('reads nothing from a page without the script or with a damaged one', () => {
    document.body.innerHTML = '';
    expect(readQueryState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="jobkit-query-state">{oops</script>';
    expect(readQueryState(document)).toBeNull();
  });
});
