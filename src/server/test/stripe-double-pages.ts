/** The double's hosted pages: Stripe Checkout and Connect onboarding, small but accessible. */

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #333;cursor:pointer}
.primary{background:#3d2fb5;color:#fff;border-color:#3d2fb5}table{width:100%;border-collapse:collapse}
td,th{padding:.3rem 0;text-align:left}td.amount,th.amount{text-align:right}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const euro = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${escapeHtml(currency.toUpperCase())}`;

export interface CheckoutPageLine {
  name: string;
  quantity: number;
  amountCents: number;
}

export function checkoutPage(input: {
  sessionId: string;
  lines: CheckoutPageLine[];
  totalCents: number;
  currency: string;
  email: string | null;
  status: string;
}): string {
  if (input.status !== 'open') {
    return page('Checkout closed', `<h1>This checkout is ${escapeHtml(input.status)}</h1>`);
  }
  const rows = input.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)} × ${line.quantity}</td><td class="amount">${euro(line.amountCents * line.quantity, input.currency)}</td></tr>`,
    )
    .join('');
  const action = `/c/pay/${encodeURIComponent(input.sessionId)}`;
  return page(
    'Pay – Stripe test double',
    `<h1>Pay ${euro(input.totalCents, input.currency)}</h1>
<p>Test mode: no real card is charged.${input.email ? ` Receipt to ${escapeHtml(input.email)}.` : ''}</p>
<table><caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Total</th><td class="amount">${euro(input.totalCents, input.currency)}</td></tr></tfoot></table>
<form method="post" action="${action}/confirm"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="${action}/cancel"><button type="submit">Cancel and return</button></form>`,
  );
}

export function onboardingPage(input: { token: string; accountId: string; email: string | null }): string {
  const action = `/connect/onboarding/${encodeURIComponent(input.token)}`;
  return page(
    'Set up payouts – Stripe test double',
    `<h1>Set up payouts</h1>
<p>Test mode: account ${escapeHtml(input.accountId)}${input.email ? ` for ${escapeHtml(input.email)}` : ''}. Submitting enables payouts with a test bank account.</p>
<form method="post" action="${action}/submit"><button class="primary" type="submit">Submit details</button></form>
<form method="post" action="${action}/leave"><button type="submit">Return without finishing</button></form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
