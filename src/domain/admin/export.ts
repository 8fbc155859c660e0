/**
 * The admin Data Export tab (docs/product-rules.md 15.7): the sources and their fields, the
 * filters, the date range and the file names. Pure: callers pass `now`.
 */

export const EXPORT_FORMATS = ['csv', 'json', 'emails'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_SOURCES = [
  'users',
  'processedResumes',
  'processedTemplates',
  'payments',
  'comments',
] as const;
export type ExportSource = (typeof EXPORT_SOURCES)[number];

/** docs/product-rules.md 15.7. */
export const EXPORT_LIMITS = {
  defaultDays: 30,
  /** The preview loads this many records ... */
  previewLoad: 100,
  /** ... and shows this many. */
  previewShow: 10,
  /** Page size of every full export read (callable and collection reads). */
  pageSize: 1000,
} as const;

export const EXPORT_MESSAGES = {
  noFieldsPreview: 'Please select at least one field to preview.',
  noFieldsExport: 'Please select at least one field to export.',
  noData: 'No data found with the current filters. Please adjust your criteria.',
  previewError: (message: string) =>
    `Error loading preview data: ${message}. Please check the console for more details.`,
  exportError: (message: string) =>
    `Error exporting data: ${message}. Please check the console for more details.`,
  success: (n: number, file: string) => `Successfully exported ${n} records to ${file}!`,
  invalidFormat: 'Invalid export format',
  invalidSource: 'Invalid data source',
  bothFailed:
    'Both Cloud Function and Firestore fallback failed. Please ensure you have admin permissions and the data exists.',
  noEmails: 'No valid email addresses found in the selected data.',
} as const;

export type ExportFilterId =
  'emailVerified' | 'plan' | 'subscriptionStatus' | 'paymentProvider' | 'paymentStatus';

export interface ExportOption {
  value: string;
  label: string;
}

export interface ExportFilterDef {
  id: ExportFilterId;
  label: string;
  /** The first option ('all') means "no filter". */
  options: readonly ExportOption[];
}

const opt = (value: string, label: string): ExportOption => ({ value, label });

export const EXPORT_FILTERS: Record<ExportFilterId, ExportFilterDef> = {
  emailVerified: {
    id: 'emailVerified',
    label: 'Email Verified',
    options: [opt('all', 'All'), opt('verified', 'Verified'), opt('unverified', 'Unverified')],
  },
  plan: {
    id: 'plan',
    label: 'Plan',
    options: [
      opt('all', 'All Plans'),
      opt('free', 'Free'),
      opt('pro', 'Pro'),
      opt('ultimate', 'Ultimate'),
      opt('magic', 'Magic'),
      opt('angel-lifetime', 'Angel Lifetime'),
    ],
  },
  subscriptionStatus: {
    id: 'subscriptionStatus',
    label: 'Subscription Status',
    options: [
      opt('all', 'All'),
      opt('active', 'Active'),
      opt('expired', 'Expired'),
      opt('cancelled', 'Cancelled'),
    ],
  },
  paymentProvider: {
    id: 'paymentProvider',
    label: 'Payment Provider',
    options: [
      opt('all', 'All Providers'),
      opt('paypal', 'PayPal'),
      opt('razorpay', 'Razorpay'),
      opt('phonepe', 'PhonePe'),
    ],
  },
  paymentStatus: {
    id: 'paymentStatus',
    label: 'Payment Status',
    options: [
      opt('all', 'All'),
      opt('completed', 'Completed'),
      opt('pending', 'Pending'),
      opt('failed', 'Failed'),
      opt('refunded', 'Refunded'),
      opt('disputed', 'Disputed'),
    ],
  },
};

/** Filter id -> chosen option value; absent or 'all' filters nothing. */
export type ExportFilters = Partial<Record<ExportFilterId, string>>;

/** The one active value of a filter, or null for "all". */
export function activeFilter(filters: ExportFilters, id: ExportFilterId): string | null {
  const v = filters[id];
  return v && v !== 'all' ? v : null;
}

/**
 * Stored order statuses for each payment status choice: the handlers write upper case
 * (COMPLETED, CREATED, FAILED, REFUNDED, DISPUTED); older records used the lower-case words
 * (docs/product-rules.md 15.4).
 */
export const PAYMENT_STATUS_VALUES: Record<string, readonly string[]> = {
  completed: ['COMPLETED', 'completed', 'success', 'SUCCESS', 'paid'],
  pending: ['CREATED', 'created', 'PENDING', 'pending', 'initiated'],
  failed: ['FAILED', 'failed'],
  refunded: ['REFUNDED', 'refunded'],
  disputed: ['DISPUTED', 'disputed'],
};

export interface ExportSourceDef {
  id: ExportSource;
  label: string;
  fields: readonly string[];
  filters: readonly ExportFilterId[];
  /** The field the date range bounds and the newest-first order use. */
  dateField: 'createdAt' | 'processedAt';
}

export const USER_EXPORT_FIELDS = [
  'uid',
  'email',
  'name',
  'emailVerified',
  'disabled',
  'providers',
  'createdAt',
  'lastLogin',
  'planId',
  'planName',
  'subscriptionStatus',
  'paymentProvider',
  'amount',
  'credits',
] as const;

export const EXPORT_SOURCE_DEFS: Record<ExportSource, ExportSourceDef> = {
  users: {
    id: 'users',
    label: 'Users',
    fields: USER_EXPORT_FIELDS,
    filters: ['emailVerified', 'plan', 'subscriptionStatus'],
    dateField: 'createdAt',
  },
  processedResumes: {
    id: 'processedResumes',
    label: 'Processed Resumes',
    fields: ['id', 'userId', 'jobTitle', 'status', 'processedAt', 'createdAt', 'downloadUrl', 'jobUrl'],
    filters: [],
    dateField: 'processedAt',
  },
  processedTemplates: {
    id: 'processedTemplates',
    label: 'Processed Templates',
    fields: [
      'id',
      'userId',
      'templateName',
      'status',
      'processedAt',
      'downloadUrl',
      'sourceType',
      'fontFamily',
    ],
    filters: [],
    dateField: 'processedAt',
  },
  payments: {
    id: 'payments',
    label: 'Payments',
    fields: [
      'id',
      'provider',
      'userId',
      'userName',
      'userEmail',
      'planId',
      'planName',
      'amount',
      'currency',
      'status',
      'transactionId',
      'createdAt',
    ],
    filters: ['paymentProvider', 'paymentStatus'],
    dateField: 'createdAt',
  },
  comments: {
    id: 'comments',
    label: 'Comments',
    fields: ['id', 'source', 'userId', 'userName', 'content', 'likes', 'parentId', 'createdAt'],
    filters: [],
    dateField: 'createdAt',
  },
};

export function isExportSource(v: unknown): v is ExportSource {
  return typeof v === 'string' && (EXPORT_SOURCES as readonly string[]).includes(v);
}

export function isExportFormat(v: unknown): v is ExportFormat {
  return typeof v === 'string' && (EXPORT_FORMATS as readonly string[]).includes(v);
}
