/**
 * The marks that let the public logs (pricingPageVisits, angelDownloads) count a visitor at most
 * once a UTC day (docs/product-rules.md 6.5 and 8.2). Written only by those handlers
 * (functions/src/handlers/count-once-a-day.ts); firestore.rules has no rule for them, so no client
 * reads or writes one.
 */
export const VISITOR_MARKS = 'visitorMarks';
