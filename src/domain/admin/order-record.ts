/**
 * An order document of any of the three payment stores as the admin console reads it. The
 * stores hold our own orders (paymentOrderSchema in src/domain/payments/contract.ts) and older
 * records written by earlier versions of the product with other field names and a nested
 * `subscription`, so the schema reads every spelling and the newer name wins; every field falls
 * back to missing rather than failing (src/domain/stored-fields.ts).
 */
import { z } from 'zod';
import { storedDate, storedNumber, storedText } from '../stored-fields';

/** Older records kept the plan and payment inside a `subscription` map. */
const legacySubscriptionSchema = z.object({
  planId: storedText,
  planName: storedText,
  amount: storedNumber,
  status: storedText,
  transactionId: storedText,
  paymentProvider: storedText,
  startDate: storedDate,
});

const emptySubscription = legacySubscriptionSchema.parse({});

const orderFieldsSchema = z.object({
  uid: storedText,
  userId: storedText,
  name: storedText,
  userName: storedText,
  email: storedText,
  userEmail: storedText,
  amount: storedNumber,
  currency: storedText,
  planId: storedText,
  planName: storedText,
  status: storedText,
  paymentMethod: storedText,
  paymentProvider: storedText,
  transactionId: storedText,
  paymentId: storedText,
  orderId: storedText,
  disputeOutcome: storedText,
  createdAt: storedDate,
  startDate: storedDate,
  subscription: legacySubscriptionSchema.catch(() => emptySubscription),
});

/**
 * What the order says, provider-independent: null where no spelling of a field was usable. A
 * record that is not even a map reads like an empty one.
 */
export const storedOrderSchema = orderFieldsSchema
  .catch(() => orderFieldsSchema.parse({}))
  .transform((d) => {
    const sub = d.subscription;
    return {
      uid: d.uid ?? d.userId,
      name: d.name ?? d.userName,
      email: d.email ?? d.userEmail,
      amount: d.amount ?? sub.amount ?? 0,
      currency: d.currency,
      planId: d.planId ?? sub.planId ?? '',
      planName: d.planName ?? sub.planName ?? d.planId ?? sub.planId ?? '',
      rawStatus: d.status ?? sub.status ?? '',
      paymentMethod: d.paymentMethod ?? d.paymentProvider ?? sub.paymentProvider,
      transactionId: d.transactionId ?? sub.transactionId ?? d.paymentId ?? d.orderId,
      disputeOutcome: d.disputeOutcome,
      createdAt: d.createdAt ?? d.startDate ?? sub.startDate,
    };
  });
export type StoredOrder = z.infer<typeof storedOrderSchema>;
