/**
 * The Razorpay simulator's merchant dashboard (`/dashboard`): every payment, newest first, with
 * Refund and Open dispute, and while a dispute is open Dispute won and Dispute lost. Each action
 * changes the payment as Razorpay would and sends the signed webhook it would send.
 */
import { dashboardPage, formatMinor, messagePage } from './pages';
import type { SimRazorpayPayment } from './razorpay-entities';
import type { RazorpayStore } from './razorpay-store';
import type { SimContext } from './sim-context';
import { html, readForm, seeOther } from './sim-http';

const TITLE = 'Razorpay Dashboard (Simulator)';
const DONE: Record<string, string> = {
  refund: 'Refunded',
  dispute: 'Dispute opened for',
  won: 'Dispute won for',
  lost: 'Dispute lost for',
};

export function createRazorpayDashboard(ctx: SimContext, store: RazorpayStore) {
  const action = () => `${ctx.base()}/dashboard`;

  function actionsFor(p: SimRazorpayPayment) {
    const hidden = { payment_id: p.id };
    const open = store.disputes.get(p.id)?.status === 'open';
    if (open) {
      return [
        { label: 'Dispute won', action: 'won', hidden },
        { label: 'Dispute lost', action: 'lost', hidden },
      ];
    }
    if (p.status !== 'captured') return [];
    return [
      { label: 'Refund', action: 'refund', hidden },
      { label: 'Open dispute', action: 'dispute', hidden },
    ];
  }

  function page(notice?: string): Response {
    const rows = [...store.payments.values()].reverse().map((p) => {
      const notes = store.orders.get(p.order_id)?.notes ?? {};
      return {
        cells: [
          p.id,
          p.order_id,
          formatMinor(p.amount, p.currency),
          p.status,
          formatMinor(p.amount_refunded, p.currency),
          store.disputes.get(p.id)?.status ?? '',
          Object.entries(notes)
            .map(([k, v]) => `${k}: ${v}`)
            .join(', '),
        ],
        actions: actionsFor(p),
      };
    });
    return html(
      200,
      dashboardPage({
        brand: 'razorpay',
        title: TITLE,
        columns: ['Payment', 'Order', 'Amount', 'Status', 'Refunded', 'Dispute', 'Notes'],
        rows,
        action: action(),
        ...(notice ? { notice } : {}),
        empty: 'No payments yet.',
      }),
    );
  }

  function perform(p: SimRazorpayPayment, what: string | null): string | null {
    if (what === 'refund') {
      const r = store.refund(p);
      return typeof r === 'string' ? r : null;
    }
    if (what === 'dispute') {
      const d = store.openDispute(p);
      return typeof d === 'string' ? d : null;
    }
    if (what === 'won' || what === 'lost') return store.closeDispute(p, what);
    return 'Choose Refund, Open dispute, Dispute won or Dispute lost.';
  }

  async function handle(req: Request, url: URL): Promise<Response | undefined> {
    if (req.method === 'GET') {
      const done = DONE[url.searchParams.get('done') ?? ''];
      const id = url.searchParams.get('payment');
      return page(done && id ? `${done} ${id}.` : undefined);
    }
    if (req.method !== 'POST') return undefined;
    const form = await readForm(req);
    const p = store.payments.get(form.get('payment_id') ?? '');
    if (!p) return html(404, messagePage('razorpay', TITLE, 'This Razorpay payment does not exist.'));
    const what = form.get('action');
    const refused = perform(p, what);
    if (refused) return html(409, messagePage('razorpay', TITLE, refused));
    const back = new URL(action());
    back.searchParams.set('done', what ?? '');
    back.searchParams.set('payment', p.id);
    return seeOther(back.toString());
  }

  return { handle };
}
