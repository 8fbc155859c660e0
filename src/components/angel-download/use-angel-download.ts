import { useCallback, useState } from 'react';
import { useBackend } from '@/components/providers/backend-context';
import { isPublished, type AngelBuild, type AngelBuildId } from '@/domain/angel-builds';
import type { AngelDownloadSource } from '@/domain/angel-downloads';
import { currentUserAgent, logThenNavigate, type Navigate } from './log-then-navigate';

/**
 * Starts a logged download; `pending` names the build whose log is in flight (at most 200 ms).
 * A build that is not published is neither logged nor opened (its button is disabled anyway).
 */
export function useAngelDownload(source: AngelDownloadSource, navigate?: Navigate) {
  const { functions } = useBackend();
  const [pending, setPending] = useState<AngelBuildId | null>(null);

  const start = useCallback(
    async (build: AngelBuild) => {
      if (!isPublished(build)) return;
      setPending(build.id);
      try {
        await logThenNavigate(
          functions,
          { source, platform: build.id, targetUrl: build.url, userAgent: currentUserAgent() },
          navigate,
        );
      } finally {
        setPending(null);
      }
    },
    [functions, source, navigate],
  );

  return { start, pending };
}
