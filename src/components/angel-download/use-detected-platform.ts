import { useEffect, useRef, useState } from 'react';
import {
  detectPlatform,
  recommendBuild,
  type DetectedPlatform,
  type PlatformSignals,
} from '@/domain/angel-platform';
import type { AngelBuildId } from '@/domain/angel-builds';
import { readPlatformSignals } from './read-platform-signals';

export interface Detection extends DetectedPlatform {
  recommended: AngelBuildId | null;
}

const UNDETECTED: Detection = { os: 'unknown', arch: 'unknown', recommended: null };

/** The visitor's platform and recommended build; 'unknown' (show everything) until known. */
export function useDetectedPlatform(read: () => Promise<PlatformSignals> = readPlatformSignals): Detection {
  const [detection, setDetection] = useState<Detection>(UNDETECTED);
  // Read once per mount, whatever function identity the caller passes on re-render.
  const reader = useRef(read);
  useEffect(() => {
    let live = true;
    reader
      .current()
      .then((signals) => {
        const platform = detectPlatform(signals);
        if (live) setDetection({ ...platform, recommended: recommendBuild(platform) });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return detection;
}
