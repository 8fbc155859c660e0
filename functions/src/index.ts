/**
 * Cloud Functions entry: one callable per registry handler, plus the registry's webhooks, scheduled
 * tasks and crawler files. The bundle test checks that every registry name is exported here.
 */
import type { CallableOptions } from 'firebase-functions/v2/https';
import { findHandler, scheduledTasks, siteFiles, webhooks } from './handlers/registry';
import { toCallable, toScheduledTask, toSiteFile, toWebhook } from './host';
import { secretsFor } from './secrets';

/**
 * Each function gets the secrets it reads (secrets.ts), nothing more. A callable open to visitors
 * (access 'public': the site status and the two public logs) answers only calls that bear App
 * Check's token (docs/architecture.md 3): a build with App Check sends it on every call, through
 * the SDK or plain fetch (src/backend/firebase/firebase-app.ts). The site status needs no
 * exception: a page whose call fails counts the site as open (use-site-status.ts), and the
 * handlers gate themselves. The Functions emulator stays open, as its builds have no App Check.
 */
function callable(name: string, opts: CallableOptions = {}) {
  const def = findHandler(name);
  if (!def) throw new Error(`No handler named ${name} in the registry`);
  const enforceAppCheck = def.access === 'public' && process.env.FUNCTIONS_EMULATOR !== 'true';
  return toCallable(def, { ...opts, secrets: secretsFor(name), enforceAppCheck });
}

export const syncUser = callable('syncUser');
// 120 s generation limit plus headroom; headless Chromium needs the memory.
export const tailorResume = callable('tailorResume', { timeoutSeconds: 150, memory: '1GiB' });
// Same budget: a vision model call (90 s at most), then headless Chromium for the PDF.
export const generateTemplateResume = callable('generateTemplateResume', {
  timeoutSeconds: 150,
  memory: '1GiB',
});
// Draws the tailored resume again with changes undone: headless Chromium for the PDF.
export const reviseTailoredResume = callable('reviseTailoredResume', { timeoutSeconds: 60, memory: '1GiB' });
export const getDailyUsage = callable('getDailyUsage');
export const seedHumanKeysReviews = callable('seedHumanKeysReviews');
export const createPayPalOrder = callable('createPayPalOrder');
export const verifyPayPalPayment = callable('verifyPayPalPayment');
export const createRazorpayOrder = callable('createRazorpayOrder');
export const verifyRazorpayPayment = callable('verifyRazorpayPayment');
export const initiatePhonePePayment = callable('initiatePhonePePayment');
export const verifyPhonePePayment = callable('verifyPhonePePayment');
export const cancelPayment = callable('cancelPayment');
export const adminRefundOrder = callable('adminRefundOrder');
export const logPricingPageVisit = callable('logPricingPageVisit');
export const logAngelDownload = callable('logAngelDownload');
export const suggestJobs = callable('suggestJobs');
// The Magic CV pipeline for one posting: the same budget as tailorResume.
export const tailorForJob = callable('tailorForJob', { timeoutSeconds: 150, memory: '1GiB' });
// Reads one uploaded .doc (at most 5 MB) for Easy Apply.
export const readWordResume = callable('readWordResume');
export const adminUpdateUser = callable('adminUpdateUser');
export const adminDeleteUser = callable('adminDeleteUser');
// Pages of up to 1000 accounts joined with their documents.
export const exportAuthUsers = callable('exportAuthUsers', { timeoutSeconds: 120, memory: '512MiB' });
export const getSiteStatus = callable('getSiteStatus');
export const listMyNotifications = callable('listMyNotifications');
export const saveBaseResume = callable('saveBaseResume');
export const deleteBaseResume = callable('deleteBaseResume');
export const setDisplayName = callable('setDisplayName');

function webhook(name: string) {
  const def = webhooks.find((w) => w.name === name);
  if (!def) throw new Error(`No webhook named ${name} in the registry`);
  return toWebhook(def, secretsFor(name));
}

export const razorpayWebhook = webhook('razorpayWebhook');
export const phonePeWebhook = webhook('phonePeWebhook');
export const paypalWebhook = webhook('paypalWebhook');

function scheduledTask(name: string) {
  const def = scheduledTasks.find((t) => t.name === name);
  if (!def) throw new Error(`No scheduled task named ${name} in the registry`);
  return toScheduledTask(def);
}

// Marks ended plans expired and sends the reminder 3 days before a plan ends (hourly).
export const endPlans = scheduledTask('endPlans');

function siteFile(name: string) {
  const def = siteFiles.find((f) => f.name === name);
  if (!def) throw new Error(`No site file named ${name} in the registry`);
  return toSiteFile(def);
}

// Served at /robots.txt and /sitemap.xml through the Hosting rewrites of firebase.json.
export const robotsTxt = siteFile('robotsTxt');
export const sitemapXml = siteFile('sitemapXml');
