import type { PlatformSignals } from '@/domain/angel-platform';

/** The part of navigator.userAgentData we read (not yet in TypeScript's DOM types). */
interface UaData {
  platform?: string;
  mobile?: boolean;
  getHighEntropyValues?: (hints: string[]) => Promise<{ architecture?: string }>;
}

function readWebgl(): Pick<PlatformSignals, 'webglRenderer' | 'webglAstc'> {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return {};
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : undefined;
    const astc = gl.getSupportedExtensions()?.includes('WEBGL_compressed_texture_astc') ?? false;
    // Free the context now: browsers cap live WebGL contexts per page.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { webglRenderer: typeof renderer === 'string' ? renderer : undefined, webglAstc: astc };
  } catch {
    return {};
  }
}

async function readArchitecture(uaData: UaData | undefined): Promise<string | undefined> {
  try {
    return (await uaData?.getHighEntropyValues?.(['architecture']))?.architecture;
  } catch {
    return undefined;
  }
}

/**
 * What this browser reveals about its computer. WebGL is read only for a Mac whose chip the
 * client hints did not give: creating a context costs a few milliseconds and is otherwise useless.
 */
export async function readPlatformSignals(): Promise<PlatformSignals> {
  const nav = navigator as Navigator & { userAgentData?: UaData };
  const uaData = nav.userAgentData;
  const signals: PlatformSignals = {
    userAgent: nav.userAgent,
    uaPlatform: uaData?.platform,
    uaMobile: uaData?.mobile,
    uaArchitecture: await readArchitecture(uaData),
    maxTouchPoints: nav.maxTouchPoints,
  };
  const looksMac = /mac/i.test(signals.uaPlatform ?? '') || /macintosh/i.test(signals.userAgent);
  if (looksMac && !signals.uaArchitecture) Object.assign(signals, readWebgl());
  return signals;
}
