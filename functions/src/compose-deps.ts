/**
 * The one composition root of the handlers' dependencies, used by both hosts: Cloud Functions
 * (host.ts) and the local backend (server/start-backend.ts). A host brings what differs (its
 * store, files, renderer, where its webhooks are, the payment simulator of the local backend);
 * the rest is chosen here from the same settings and secrets.
 */
import { parseInrPerUsd } from '@/domain/pricing/rupees';
import { createAiFromSecrets } from './ai/choose-ai';
import { offlineAi } from './ai/offline-ai';
import type { HandlerDeps } from './handlers/ports';
import { createJobSourceFromSecrets } from './jobs/choose-job-source';
import { createFetchScraper } from './jobs/fetch-scraper';
import { createPaymentGateways, type GatewayOptions } from './payments/choose-gateways';

export interface HostParts extends Pick<
  HandlerDeps,
  'store' | 'files' | 'auth' | 'clock' | 'secrets' | 'pdf'
> {
  adminEmail: string;
  appUrls: string[];
  /** The local backend also returns buyers to loopback origins. */
  allowLoopbackOrigins: boolean;
  /** Base of the host's webhooks. */
  webhookBaseUrl: () => string;
  /** Providers without keys are played by it (the local backend only). */
  simulator?: GatewayOptions['simulator'];
  /** Defaults: chosen from the secrets (AI_PROVIDER..., JOB_BOARDS), and a fetch of the posting page. */
  ai?: HandlerDeps['ai'];
  jobs?: HandlerDeps['jobs'];
  jobSource?: HandlerDeps['jobSource'];
}

/** APP_URL's comma-separated origins. */
export const parseAppUrls = (raw: string | undefined): string[] =>
  (raw ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);

export function composeHandlerDeps(host: HostParts): HandlerDeps {
  const { store, secrets } = host;
  return {
    store,
    files: host.files,
    auth: host.auth,
    clock: host.clock,
    secrets,
    config: {
      adminEmail: host.adminEmail,
      appUrls: host.appUrls,
      allowLoopbackOrigins: host.allowLoopbackOrigins,
      inrPerUsd: parseInrPerUsd(secrets.get('VITE_INR_PER_USD')),
    },
    ai: host.ai ?? createAiFromSecrets(secrets),
    builtInAi: offlineAi,
    pdf: host.pdf,
    jobs: host.jobs ?? createFetchScraper(),
    jobSource: host.jobSource ?? createJobSourceFromSecrets(store, secrets),
    payments: createPaymentGateways(secrets, {
      simulator: host.simulator,
      webhookBaseUrl: host.webhookBaseUrl,
      brandName: secrets.get('BRAND_NAME') ?? 'JobKit',
    }),
  };
}
