/**
 * Server-rendered pages of the simulators: self-contained HTML (inline CSS, no external
 * assets), light and dark, usable at 390 px, and always labelled as a simulator so nobody
 * mistakes them for a real payment page.
 */

export type SimBrand = 'paypal' | 'razorpay' | 'phonepe';

const ACCENT: Record<SimBrand, string> = { paypal: '#0070ba', razorpay: '#3395ff', phonepe: '#5f259f' };

/** HTML-escapes text for element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside an inline `<script>` (no `</script>` or comment breakouts). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `$71.00 USD` from PayPal's decimal string. */
export function formatMajor(value: string, currency: string): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return `${value} ${currency}`;
  return `${formatMoney(n, currency)} ${currency}`;
}

/** `₹5,928.50` from Razorpay's and PhonePe's paise. */
export function formatMinor(minor: number, currency: string): string {
  return formatMoney(minor / 100, currency);
}

function formatMoney(n: number, currency: string): string {
  try {
    const locale = currency === 'INR' ? 'en-IN' : 'en-US';
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(n);
  } catch {
    return `${n.toFixed(2)} ${currency}`;
  }
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--fg:#1b1f24;--muted:#5b6570;--line:#d9dde3}
@media (prefers-color-scheme:dark){:root{--bg:#111418;--card:#1b2027;--fg:#eef1f4;--muted:#a3adb8;--line:#333b45}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;display:flex;justify-content:center;padding:16px}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--line);border-radius:12px;
padding:20px;border-top:6px solid var(--accent);align-self:flex-start}
h1{font-size:1.25rem;margin:0 0 4px}.sim{margin:0 0 16px;color:var(--muted);font-size:.875rem}
.amount{font-size:1.75rem;font-weight:700;margin:8px 0}.desc{margin:0 0 12px;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px;font-size:.875rem}
dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px}button{flex:1 1 6rem;min-height:44px;border-radius:8px;
font:inherit;font-weight:600;cursor:pointer;border:1px solid var(--line);background:transparent;color:var(--fg)}
button[value=approve]{background:var(--accent);border-color:var(--accent);color:#fff}
button[value=fail]{color:#c62828;border-color:#c62828}
@media (prefers-color-scheme:dark){button[value=fail]{color:#ff8a80;border-color:#ff8a80}}
main.wide{max-width:64rem}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.875rem}
th,td{text-align:left;padding:8px;border-bottom:1px solid var(--line);vertical-align:middle}
td form{display:inline-block;margin:2px}td button{min-height:36px;padding:0 12px}
`;

interface ShellOptions {
  brand: SimBrand;
  title: string;
  body: string;
  script?: string;
  wide?: boolean;
}

function shell(o: ShellOptions): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(o.title)}</title><style>${STYLE}</style></head>
<body style="--accent:${ACCENT[o.brand]}"><main${o.wide ? ' class="wide"' : ''}>
<h1>${escapeHtml(o.title)}</h1>
<p class="sim">Local simulator — no real money moves.</p>
${o.body}
</main>${o.script ? `<script>${o.script}</script>` : ''}</body></html>`;
}

export interface CheckoutPageOptions {
  brand: SimBrand;
  title: string;
  /** Already formatted, e.g. `$71.00 USD` or `₹5,928.50`. */
  amount: string;
  description: string;
  details: ReadonlyArray<readonly [label: string, value: string]>;
  /** Where the Approve / Cancel / Fail form posts (absolute URL). */
  action: string;
  hidden: Record<string, string>;
}

/** The buyer's page: amount, plan and the three buttons the e2e tests click by name. */
export function checkoutPage(o: CheckoutPageOptions): string {
  const hidden = Object.entries(o.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const details = o.details.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  const body = `<p class="amount">${escapeHtml(o.amount)}</p>
<p class="desc">${escapeHtml(o.description)}</p>
<dl>${details}</dl>
<form method="post" action="${escapeHtml(o.action)}">${hidden}
<div class="actions">
<button type="submit" name="action" value="approve">Approve</button>
<button type="submit" name="action" value="cancel">Cancel</button>
<button type="submit" name="action" value="fail">Fail</button>
</div></form>`;
  return shell({ brand: o.brand, title: o.title, body });
}

/** A page with one message (unknown token, result pages), optionally with an inline script. */
export function messagePage(brand: SimBrand, title: string, message: string, script?: string): string {
  return shell({
    brand,
    title,
    body: `<p role="status">${escapeHtml(message)}</p>`,
    ...(script ? { script } : {}),
  });
}

/** One button of a dashboard row: posts `action` and the hidden fields to the dashboard. */
export interface DashboardAction {
  label: string;
  action: string;
  hidden: Record<string, string>;
}

export interface DashboardPageOptions {
  brand: SimBrand;
  title: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ cells: readonly string[]; actions: readonly DashboardAction[] }>;
  /** Where the buttons post (absolute URL). */
  action: string;
  /** The result of the last action, shown above the table. */
  notice?: string;
  empty: string;
}

/** The merchant's side of a simulator: its payments, with what a merchant may do to each. */
export function dashboardPage(o: DashboardPageOptions): string {
  const head = [...o.columns, 'Actions'].map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('');
  const form = (a: DashboardAction) => {
    const hidden = Object.entries(a.hidden)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    return `<form method="post" action="${escapeHtml(o.action)}">${hidden}<button type="submit" name="action" value="${escapeHtml(a.action)}">${escapeHtml(a.label)}</button></form>`;
  };
  const rows = o.rows
    .map(
      (r) =>
        `<tr>${r.cells.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}<td>${r.actions.map(form).join('')}</td></tr>`,
    )
    .join('');
  const table = o.rows.length
    ? `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`
    : `<p>${escapeHtml(o.empty)}</p>`;
  const notice = o.notice ? `<p role="status">${escapeHtml(o.notice)}</p>` : '';
  return shell({ brand: o.brand, title: o.title, body: `${notice}${table}`, wide: true });
}
