/**
 * Every callable handler, hosted by Cloud Functions (functions/src/index.ts) and by the local
 * backend (server/). Adding a handler here exposes it in both; the bundle test checks index.ts.
 * Webhooks likewise.
 */
import type { HandlerDef } from './ports';
import { adminDeleteUser } from './admin/delete-user';
import { adminUpdateUser } from './admin/update-user';
import { exportAuthUsers } from './admin/export-auth-users';
import { readWordResume } from './easy-apply/read-word-resume';
import { suggestJobs } from './easy-apply/suggest-jobs';
import { tailorForJob } from './easy-apply/tailor-for-job';
import { deleteBaseResume, saveBaseResume } from './base-resume';
import { getDailyUsage } from './get-daily-usage';
import { getSiteStatus } from './get-site-status';
import { logAngelDownload } from './log-angel-download';
import { logPricingPageVisit } from './log-pricing-page-visit';
import { listMyNotifications } from './list-my-notifications';
import { adminRefundOrder } from './payments/admin-refund';
import { cancelPayment } from './payments/cancel-payment';
import { createPayPalOrder, verifyPayPalPayment } from './payments/paypal';
import { paypalWebhook } from './payments/paypal-webhook';
import { initiatePhonePePayment, verifyPhonePePayment } from './payments/phonepe';
import { createRazorpayOrder, verifyRazorpayPayment } from './payments/razorpay';
import { phonePeWebhook, razorpayWebhook } from './payments/webhooks';
import { robotsTxtFile, sitemapXmlFile, type SiteFileDef } from './site-files';
import { setDisplayName } from './profile/set-display-name';
import { seedHumanKeysReviews } from './seed-human-keys-reviews';
import { syncUser } from './sync-user';
import { tailorResume } from './tailor-resume';
import { reviseTailoredResume } from './revise-tailored';
import { generateTemplateResume } from './templates/generate-template-resume';
import type { WebhookDef } from './webhook';
import type { ScheduledTaskDef } from './scheduled';
import { endPlans } from './subscriptions/end-plans';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler has its own schema/result
export type AnyHandlerDef = HandlerDef<any, unknown>;

export const handlers = [
  syncUser,
  tailorResume,
  reviseTailoredResume,
  generateTemplateResume,
  getDailyUsage,
  seedHumanKeysReviews,
  createPayPalOrder,
  verifyPayPalPayment,
  createRazorpayOrder,
  verifyRazorpayPayment,
  initiatePhonePePayment,
  verifyPhonePePayment,
  cancelPayment,
  adminRefundOrder,
  logPricingPageVisit,
  logAngelDownload,
  suggestJobs,
  tailorForJob,
  readWordResume,
  adminUpdateUser,
  adminDeleteUser,
  exportAuthUsers,
  getSiteStatus,
  listMyNotifications,
  saveBaseResume,
  deleteBaseResume,
  setDisplayName,
] as const satisfies readonly AnyHandlerDef[];

/** The files crawlers read, served at the site's root (Hosting rewrites / the local host). */
export const siteFiles: readonly SiteFileDef[] = [robotsTxtFile, sitemapXmlFile];

/** HTTP webhooks, hosted beside the callables (onRequest / the local backend's raw route). */
export const webhooks: readonly WebhookDef[] = [razorpayWebhook, phonePeWebhook, paypalWebhook];

/** Timer work (Cloud Scheduler / the local host's timer): safe to repeat, never needed for access. */
export const scheduledTasks: readonly ScheduledTaskDef[] = [endPlans];

export function findHandler(name: string): AnyHandlerDef | undefined {
  return handlers.find((h) => h.name === name);
}
