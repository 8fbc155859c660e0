/**
 * Which policy governs a path. A collection without a policy is closed to clients entirely
 * (default deny), exactly like a rules file without a matching `match` block.
 */
import type { Query } from '../../src/domain/query/types';
import type { Auth, CollectionPolicy, ExistingDoc, PolicyDoc, RequestContext } from './types';
import type { DocData } from '../../functions/src/handlers/ports';
import { adminSettingsPolicy } from './admin-settings';
import { angelDownloadsPolicy } from './angel-downloads';
import { baseResumesPolicy } from './base-resumes';
import { blogsPolicy } from './blogs';
import { commentsPolicies } from './comments';
import { ideasPolicy } from './ideas';
import { jobsPolicy } from './jobs';
import { newsletterSubscribersPolicy } from './newsletter-subscribers';
import { notificationsPolicy } from './notifications';
import { paymentOrderPolicies } from './payment-orders';
import { pricingVisitsPolicy } from './pricing-visits';
import { processedResumesPolicy } from './processed-resumes';
import { processedTemplatesPolicy } from './processed-templates';
import { usagePolicy } from './usage';
import { usersPolicy } from './users';

export const policies: readonly CollectionPolicy[] = [
  usersPolicy,
  processedResumesPolicy,
  baseResumesPolicy,
  processedTemplatesPolicy,
  usagePolicy,
  adminSettingsPolicy,
  angelDownloadsPolicy,
  ...commentsPolicies,
  ...paymentOrderPolicies,
  pricingVisitsPolicy,
  jobsPolicy,
  notificationsPolicy,
  blogsPolicy,
  newsletterSubscribersPolicy,
  ideasPolicy,
];

const denyAll: CollectionPolicy = {
  pattern: '**',
  read: () => false,
  list: () => false,
  create: () => false,
  update: () => false,
  delete: () => false,
};

/** Matches path segments against a pattern's segments; `{x}` binds one segment. */
function bind(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const p = pattern[i]!;
    const s = parts[i]!;
    if (p.startsWith('{') && p.endsWith('}')) params[p.slice(1, -1)] = s;
    else if (p !== s) return null;
  }
  return params;
}

export function policyForDoc(path: string): { policy: CollectionPolicy; params: Record<string, string> } {
  const parts = path.split('/');
  for (const policy of policies) {
    const params = bind(policy.pattern.split('/'), parts);
    if (params) return { policy, params };
  }
  return { policy: denyAll, params: {} };
}

export function policyForCollection(collection: string) {
  const parts = collection.split('/');
  for (const policy of policies) {
    const params = bind(policy.pattern.split('/').slice(0, -1), parts);
    if (params) return { policy, params };
  }
  return { policy: denyAll, params: {} };
}

export function policyDoc(path: string, data: DocData | null): PolicyDoc {
  const { params } = policyForDoc(path);
  return { path, id: path.slice(path.lastIndexOf('/') + 1), params, data };
}

export function canRead(auth: Auth, path: string, data: DocData | null): boolean {
  return policyForDoc(path).policy.read(auth, policyDoc(path, data));
}

export function canList(auth: Auth, q: Query): boolean {
  const { policy, params } = policyForCollection(q.collection);
  return policy.list(auth, q, params);
}

/** Without a context: the current time, and every other document reads as missing. */
const noContext = (): RequestContext => ({ now: new Date(), getDoc: () => null });

/** Create, update or delete, chosen by whether the document exists before and after. */
export function canWrite(
  auth: Auth,
  path: string,
  before: DocData | null,
  after: DocData | null,
  req: RequestContext = noContext(),
): boolean {
  const { policy } = policyForDoc(path);
  const b = policyDoc(path, before);
  const a = policyDoc(path, after);
  if (after === null) return policy.delete(auth, b, req);
  if (before === null) return policy.create(auth, a as ExistingDoc, req);
  return policy.update(auth, b as ExistingDoc, a as ExistingDoc, req);
}
