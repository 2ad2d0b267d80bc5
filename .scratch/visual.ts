import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';

const base = 'http://127.0.0.1:4330';
const listingId = '9b0e0ee6-0b5c-4390-8187-56920e7f619b';
const orderId = '5a5a5a5a-1111-4111-8111-111111111111';
const role = process.env.ROLE ?? 'buyer';
const quote = {
  seller: { id: '6f1c2a55-0000-4000-8000-000000000002', name: 'Sina Seller' },
  items: [{ listingId, slug: 'walnut-bookshelf', title: 'Walnut bookshelf with a very long title that wraps on phones', thumbnail: null, unitPrice: 120, priceSource: 'offer', quantity: 1 }],
  fulfilments: [
    { kind: 'shipping', shippingOptionId: 'dhl', label: 'DHL Paket', price: 6.99, estimated: '2–3 days' },
    { kind: 'pickup', shippingOptionId: null, label: 'Pickup', price: 0, estimated: null },
    { kind: 'sameday', shippingOptionId: 'courier', label: 'Courier', price: 12, estimated: 'today' },
  ],
  paymentMethods: ['online', 'cash_on_pickup'], onlinePaymentConfigured: !process.env.OFF, itemsTotal: 120, buyerFees: [],
};
const t = '2026-11-20T10:00:00.000Z';
const order = {
  id: orderId, reference: 'KK-4711', status: process.env.STATUS ?? 'shipped', role,
  counterpart: { id: '6f1c2a55-0000-4000-8000-000000000002', name: 'Sina Seller' }, items: quote.items,
  fulfilment: 'shipping', shippingLabel: 'DHL Paket',
  shippingAddress: { name: 'Ben Buyer', street: 'Lindenstraße 12', postalCode: '10115', city: 'Berlin', country: 'DE' },
  paymentMethod: 'online', paymentStatus: 'paid', itemsTotal: 120, shipping: 6.99, buyerFees: [], total: 126.99,
  sellerFees: role === 'seller' ? [{ id: 'sales_commission', amount: 13.2 }, { id: 'payment', amount: 4.03 }] : null,
  payout: role === 'seller' ? 109.76 : null, payoutStatus: role === 'seller' ? 'none' : null,
  carrier: 'DHL', trackingNumber: '00340434161094042557', handoverCode: role === 'seller' ? null : '482913',
  cancelReason: null, cancelNote: null, cancelledBy: null, problemReason: null, problemNote: null, checkoutUrl: null,
  actions: (process.env.ACTIONS ?? 'complete,report_problem,cancel').split(','), returnWindowEndsAt: '2026-12-06T10:00:00.000Z', canReview: true,
  events: [
    { fromStatus: null, toStatus: 'created', actor: 'buyer', note: null, createdAt: t },
    { fromStatus: 'created', toStatus: 'paid', actor: 'system', note: null, createdAt: t },
    { fromStatus: 'paid', toStatus: 'shipped', actor: 'seller', note: null, createdAt: t },
  ],
  createdAt: t, paidAt: t, shippedAt: t, handedOverAt: null, completedAt: null, cancelledAt: null, problemReportedAt: null,
};

async function mock(page: Page) {
  await page.route('**/api/checkout/quote**', (route) => route.fulfill({ json: { data: quote } }));
  await page.route(`**/api/orders/${orderId}`, (route) => route.fulfill({ json: { data: { order } } }));
  await page.route('**/api/orders?**', (route) => route.fulfill({ json: { data: { orders: [order, { ...order, id: '5a5a5a5a-1111-4111-8111-111111111112', status: 'paid', actions: ['ship'] }], total: 2, page: 1, pageSize: 20 } } }));
}

const lang = process.env.LANG_UI ?? 'en';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'de' ? 'de-DE' : 'en-GB', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.evaluate((l) => localStorage.setItem('kleinkram.language', l), lang);
  await page.goto(`${base}/login`);
  const email = role === 'seller' ? 'seller@kleinkram.local' : 'buyer@kleinkram.local';
  const password = role === 'seller' ? 'seller-demo-password' : 'buyer-demo-password';
  await page.locator('main input[type=email]').fill(email);
  await page.locator('main input[type=password]').fill(password);
  await page.locator('main button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await mock(page);
  for (const [name, path] of (process.env.PAGES ?? `checkout:/checkout?listings=${listingId},order:/orders/${orderId},orders:/orders`).split(',').map((p) => p.split(':'))) {
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(1500);
    if (name === 'checkout' && process.env.SUBMIT) { await page.locator('button[type=submit]').last().click(); await page.waitForTimeout(500); }
    await page.screenshot({ path: `.scratch/${name}-${lang}-${width}.png`, fullPage: true });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, width, 'axe:', serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`), 'overflow', overflow);
  }
  await context.close();
}
await browser.close();
