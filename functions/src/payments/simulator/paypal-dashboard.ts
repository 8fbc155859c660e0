/**
 * The PayPal simulator's merchant page (`/dashboard`): every captured order, newest first, with
 * Refund and Open dispute, and while a dispute is open Dispute won and Dispute lost. Each action
 * changes the capture as PayPal would and sends the webhook PayPal would send.
 */
import { dashboardPage, formatMajor, messagePage, type DashboardAction } from './pages';
import type { SimPayPalOrder } from './paypal-orders';
import type { PayPalRefunds } from './paypal-refunds';
import type { SimContext } from './sim-context';
import { html, readForm, seeOther } from './sim-http';

const TITLE = 'PayPal Dashboard (Simulator)';
const DONE: Record<string, string> = {
  refund: 'Refunded',
  dispute: 'Dispute opened for',
  won: 'Dispute won for',
  lost: 'Dispute lost for',
};

export function createPayPalDashboard(
  ctx: SimContext,
  orders: Map<string, SimPayPalOrder>,
  refunds: PayPalRefunds,
) {
  const action = () => `${ctx.base()}/dashboard`;

  function actionsFor(o: SimPayPalOrder): DashboardAction[] {
    const hidden = { capture_id: o.capture!.id };
    if (o.dispute?.status === 'OPEN') {
      return [
        { label: 'Dispute won', action: 'won', hidden },
        { label: 'Dispute lost', action: 'lost', hidden },
      ];
    }
    if (o.capture!.status !== 'COMPLETED') return [];
    return [
      { label: 'Refund', action: 'refund', hidden },
      { label: 'Open dispute', action: 'dispute', hidden },
    ];
  }

  function page(notice?: string): Response {
    const captured = [...orders.values()].filter((o) => o.capture).reverse();
    const rows = captured.map((o) => ({
      cells: [
        o.capture!.id,
        o.id,
        formatMajor(o.capture!.amount.value, o.capture!.amount.currency_code),
        o.capture!.status,
        o.dispute ? `${o.dispute.status}${o.dispute.outcome ? ` (${o.dispute.outcome})` : ''}` : '',
        o.purchaseUnit.custom_id ?? '',
      ],
      actions: actionsFor(o),
    }));
    return html(
      200,
      dashboardPage({
        brand: 'paypal',
        title: TITLE,
        columns: ['Capture', 'Order', 'Amount', 'Status', 'Dispute', 'Custom id'],
        rows,
        action: action(),
        ...(notice ? { notice } : {}),
        empty: 'No captured payments yet.',
      }),
    );
  }

  function perform(captureId: string, what: string | null): string | null {
    if (what === 'refund') {
      const r = refunds.refund(captureId);
      return refunds.isRefusal(r) ? r.description : null;
    }
    if (what === 'dispute') return refunds.openDispute(captureId)?.description ?? null;
    if (what === 'won' || what === 'lost')
      return refunds.resolveDispute(captureId, what)?.description ?? null;
    return 'Choose Refund, Open dispute, Dispute won or Dispute lost.';
  }

  async function handle(req: Request, url: URL): Promise<Response | undefined> {
    if (req.method === 'GET') {
      const done = DONE[url.searchParams.get('done') ?? ''];
      const id = url.searchParams.get('capture');
      return page(done && id ? `${done} ${id}.` : undefined);
    }
    if (req.method !== 'POST') return undefined;
    const form = await readForm(req);
    const captureId = form.get('capture_id') ?? '';
    const what = form.get('action');
    const refused = perform(captureId, what);
    if (refused) return html(409, messagePage('paypal', TITLE, refused));
    const back = new URL(action());
    back.searchParams.set('done', what ?? '');
    back.searchParams.set('capture', captureId);
    return seeOther(back.toString());
  }

  return { handle };
}
