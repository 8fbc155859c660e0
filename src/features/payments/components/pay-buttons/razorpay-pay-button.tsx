import { useNavigate } from 'react-router';
import { useAuth } from '@/components/providers/auth-context';
import { useBackend } from '@/components/providers/backend-context';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { CreateRazorpayOrderResult } from '@/domain/payments/contract';
import { cancelPayment } from '../../api/cancel-payment';
import { createRazorpayOrder } from '../../api/create-razorpay-order';
import { verifyRazorpayPayment } from '../../api/verify-razorpay-payment';
import { outcomeOfResult } from '../../lib/callback-rules';
import { INITIATE_FAILED, SIGN_IN_REQUIRED, paymentErrorMessage } from '../../lib/payment-error';
import { loadRazorpayCheckout, type RazorpayConstructor } from '../../lib/razorpay-checkout';
import { PROCESSING, type PayButtonProps } from './pay-button-props';

export const RAZORPAY_LOAD_FAILED = 'Razorpay failed to load. Please try again later.';
export const RAZORPAY_VERIFY_FAILED = 'Failed to verify payment';

/** Creates the order and pays it in Razorpay Checkout, inside the page. */
export function RazorpayPayButton({ product, busy, onBusyChange, onError }: PayButtonProps) {
  const { functions } = useBackend();
  const { user } = useAuth();
  const navigate = useNavigate();

  function fail(message: string) {
    onBusyChange(false);
    onError(message);
  }

  function openCheckout(Razorpay: RazorpayConstructor, order: CreateRazorpayOrderResult) {
    // Checkout may report more than one event (a failure, then the closed modal): act on the first.
    let settled = false;
    const once =
      <A extends unknown[]>(fn: (...args: A) => Promise<void>) =>
      (...args: A) => {
        if (settled) return;
        settled = true;
        void fn(...args);
      };
    const giveUp = async (status: 'CANCELLED' | 'FAILED', errorMessage = '') => {
      await cancelPayment(functions, { provider: 'razorpay', orderId: order.orderId, status, errorMessage });
      navigate(paths.paymentFailure);
    };
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: site.brandName,
      description: order.planName || product.planName,
      prefill: { name: user?.displayName ?? undefined, email: user?.email ?? undefined },
      theme: { color: '#4f46e5' },
      handler: once(async (response) => {
        try {
          const result = await verifyRazorpayPayment(functions, {
            orderId: order.orderId,
            paymentId: response.razorpay_payment_id,
            signature: response.razorpay_signature,
          });
          if (outcomeOfResult(result).kind === 'success') navigate(paths.paymentSuccess);
          else fail(RAZORPAY_VERIFY_FAILED);
        } catch {
          fail(RAZORPAY_VERIFY_FAILED);
        }
      }),
      modal: { ondismiss: once(() => giveUp('CANCELLED')) },
    });
    checkout.on(
      'payment.failed',
      once((response) => giveUp('FAILED', (response.error?.description ?? '').slice(0, 500))),
    );
    checkout.open();
  }

  async function pay() {
    if (!user) {
      onError(SIGN_IN_REQUIRED);
      return;
    }
    onBusyChange(true);
    let order: CreateRazorpayOrderResult;
    try {
      order = await createRazorpayOrder(functions, { productId: product.id });
    } catch (error) {
      fail(paymentErrorMessage(error, INITIATE_FAILED));
      return;
    }
    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadRazorpayCheckout(order.checkoutScriptUrl);
    } catch {
      fail(RAZORPAY_LOAD_FAILED);
      return;
    }
    openCheckout(Razorpay, order);
  }

  return (
    <Button size="lg" className="w-full" disabled={busy} aria-busy={busy} onClick={() => void pay()}>
      {busy && <ButtonSpinner />}
      {busy ? PROCESSING : 'Pay with Razorpay'}
    </Button>
  );
}
