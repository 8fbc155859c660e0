/**
 * Cloud Functions entry: one callable per registry handler, nothing else. The bundle test
 * checks that every registry name is exported here.
 */
import type { CallableOptions } from 'firebase-functions/v2/https';
import { findHandler, siteFiles, webhooks } from './handlers/registry';
import { toCallable, toSiteFile, toWebhook } from './host';
import { secretsFor } from './secrets';

/** Each function gets the secrets it reads (secrets.ts), nothing more. */
function callable(name: string, opts: CallableOptions = {}) {
  const def = findHandler(name);
  if (!def) throw new Error(`No handler named ${name} in the registry`);
  return toCallable(def, { ...opts, secrets: secretsFor(name) });
}

export const syncUser = callable('syncUser');
// 120 s generation limit plus headroom; headless Chromium needs the memory.
export const tailorResume = callable('tailorResume', { timeoutSeconds: 150, memory: '1GiB' });
// Same budget: a vision model call (90 s at most), then headless Chromium for the PDF.
export const generateTemplateResume = callable('generateTemplateResume', {
  timeoutSeconds: 150,
  memory: '1GiB',
});
export const getDailyUsage = callable('getDailyUsage');
export const seedHumanKeysReviews = callable('seedHumanKeysReviews');
export const createPayPalOrder = callable('createPayPalOrder');
export const verifyPayPalPayment = callable('verifyPayPalPayment');
export const createRazorpayOrder = callable('createRazorpayOrder');
export const verifyRazorpayPayment = callable('verifyRazorpayPayment');
export const initiatePhonePePayment = callable('initiatePhonePePayment');
export const verifyPhonePePayment = callable('verifyPhonePePayment');
export const cancelPayment = callable('cancelPayment');
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

function webhook(name: string) {
  const def = webhooks.find((w) => w.name === name);
  if (!def) throw new Error(`No webhook named ${name} in the registry`);
  return toWebhook(def, secretsFor(name));
}

export const razorpayWebhook = webhook('razorpayWebhook');
export const phonePeWebhook = webhook('phonePeWebhook');

function siteFile(name: string) {
  const def = siteFiles.find((f) => f.name === name);
  if (!def) throw new Error(`No site file named ${name} in the registry`);
  return toSiteFile(def);
}

// Served at /robots.txt and /sitemap.xml through the Hosting rewrites of firebase.json.
export const robotsTxt = siteFile('robotsTxt');
export const sitemapXml = siteFile('sitemapXml');
