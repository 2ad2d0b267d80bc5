// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import type { Order } from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { i18next, i18nReady } from '../../lib/i18n';
import { noteBuyClicked } from '../../lib/orders/checkout-handoff';
import { checkoutQuote, listingId } from './checkout-quote.test-helper';

const calls = vi.hoisted(() => ({ quote: vi.fn(), createOrder: vi.fn(), handoff: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      if (endpoint === ordersEndpoints.getCheckoutQuote) return calls.quote(input);
      if (endpoint === ordersEndpoints.createOrder) return calls.createOrder(input);
      if (endpoint === ordersEndpoints.recordCheckoutHandoff) return calls.handoff(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  },
}));
const user = vi.hoisted(() => ({ id: '6f1c2a55-0000-4000-8000-000000000001', isEmailVerified: true }));
vi.mock('../../lib/session/use-session', () => ({ useSession: () => ({ status: 'authenticated', user }) }));

// Radix measures its controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// Consent is the analytics client's concern; here only which checkout steps the page reports.
const track = vi.hoisted(() => vi.fn());
vi.mock('../../lib/analytics/analytics-client', () => ({ track }));

const { CheckoutPage, leaveForPayment } = await import('./checkout-page');

const reportedSteps = () =>
  track.mock.calls
    .filter(([name]) => name === 'checkout_step')
    .map(([, properties]) => (properties as { step: string }).step);

const orderId = '5a5a5a5a-1111-4111-8111-111111111111';

function OrderPageProbe() {
  const location = useLocation();
  return <p data-testid="order-page">{location.pathname}</p>;
}

function renderCheckout() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/checkout?listings=${listingId}`]}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="/orders/:orderId" element={<OrderPageProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const created = (paymentUrl: string | null) => ({
  data: { order: { id: orderId } as Order, paymentUrl },
});

/** Types into the address fields by their visible label (either language). */
async function fillAddress(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const confirmButton = () => screen.getByRole('button', { name: 'Place order and pay' });

describe('the checkout page', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['checkout', 'orders', 'ui', 'common']);
  });
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    track.mockReset();
    calls.quote.mockResolvedValue({ data: checkoutQuote() });
    calls.handoff.mockResolvedValue(null);
    user.isEmailVerified = true;
    sessionStorage.clear();
    vi.spyOn(leaveForPayment, 'go').mockImplementation(() => {});
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await i18next.changeLanguage('en');
  });

  it('shows the items at the offer price, every delivery with its price and a summary naming every line', async () => {
    renderCheckout();
    expect(await screen.findByText('Your accepted offer')).toBeTruthy();
    expect(calls.quote).toHaveBeenCalledWith({ query: { listingIds: listingId } });
    expect(screen.getByRole('radio', { name: 'Shipping: DHL Paket' })).toHaveProperty('ariaChecked', 'true');
    // Stored as the listing wrote it ("2–3 days"); read in the page's language.
    expect(screen.getByText('€6.99 · delivery time: 2–3 business days')).toBeTruthy();
    const summary = screen.getByTestId('checkout-summary');
    expect(within(summary).getByText('No buyer fee')).toBeTruthy();
    expect(within(summary).getByText('€120')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('€126.99');

    fireEvent.click(screen.getByRole('radio', { name: 'Pickup' }));
    expect(within(summary).getByText('None (pickup)')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('€120');
    expect(screen.queryByLabelText(/^Street and house number/)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Cash at pickup' })).toBeTruthy();
  });

  it('names a missing address field in the language of the page and sends nothing', async () => {
    await i18next.changeLanguage('de');
    renderCheckout();
    await fillAddress({ 'Vor- und Nachname': 'Ben Buyer', PLZ: '10115', Ort: 'Berlin' });
    fireEvent.click(screen.getByRole('button', { name: 'Bestellen und bezahlen' }));
    expect(await screen.findByText('Gib Straße und Hausnummer ein.')).toBeTruthy();
    expect(screen.getByLabelText(/^Straße und Hausnummer/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('checkout-total').textContent).toMatch(/^126,99\s€$/);
    expect(calls.createOrder).not.toHaveBeenCalled();
    // Typing is the address step; an address that does not pass is no confirmation yet.
    expect(reportedSteps()).toEqual(['address']);
  });

  it('confirms once, with one request id across a retry, and goes to the payment page', async () => {
    let answer: (value: unknown) => void = () => {};
    calls.createOrder
      .mockRejectedValueOnce(new ApiError({ status: 0, message: 'offline' }))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderCheckout();
    await fillAddress({
      'Full name': 'Ben Buyer',
      'Street and house number': 'Lindenstraße 12',
      'Postal code': '10115',
      'Town or city': 'Berlin',
    });
    fireEvent.click(confirmButton());
    expect(await screen.findByText(/Network request failed|connection/i)).toBeTruthy();
    expect((screen.getByLabelText(/^Street and house number/) as HTMLInputElement).value).toBe(
      'Lindenstraße 12',
    );

    fireEvent.click(confirmButton());
    await waitFor(() => expect(calls.createOrder).toHaveBeenCalledTimes(2));
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    answer(created('https://pay.example/session/1'));
    await waitFor(() => expect(leaveForPayment.go).toHaveBeenCalledWith('https://pay.example/session/1'));
    expect(calls.createOrder).toHaveBeenCalledTimes(2);

    const [first, second] = calls.createOrder.mock.calls.map(([input]) => input.body);
    expect(second).toEqual({
      listingIds: [listingId],
      fulfilment: 'shipping',
      shippingOptionId: 'dhl',
      shippingAddress: {
        name: 'Ben Buyer',
        street: 'Lindenstraße 12',
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      paymentMethod: 'online',
      clientRequestId: first.clientRequestId,
    });
    // The address typed, then the preselected delivery and payment confirmed: each step once.
    expect(reportedSteps()).toEqual(['address', 'delivery', 'payment', 'review']);
    expect(track).toHaveBeenCalledWith('checkout_started', { listingCount: 1 });
  });

  it('shows a refusal inside the page, keeps what was typed and starts a fresh request after it', async () => {
    calls.createOrder
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'LISTING_UNAVAILABLE', message: 'gone' }))
      .mockRejectedValueOnce(new ApiError({ status: 422, code: 'FULFILMENT_NOT_OFFERED', message: 'no' }))
      .mockResolvedValueOnce(created(null));
    renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'Pickup' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Cash at pickup' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('This listing is no longer available.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Cash at pickup' })).toHaveProperty('ariaChecked', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/doesn't offer this delivery option/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByTestId('order-page')).toHaveProperty('textContent', `/orders/${orderId}`);
    const ids = calls.createOrder.mock.calls.map(([input]) => input.body.clientRequestId);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(calls.createOrder.mock.calls[2]?.[0].body).toMatchObject({
      fulfilment: 'pickup',
      paymentMethod: 'cash_on_pickup',
      shippingAddress: null,
    });
    // Pickup needs no address: that step is not passed.
    expect(reportedSteps()).toEqual(['delivery', 'payment', 'review']);
  });

  it('says plainly when online payment is not set up and offers pickup with cash only', async () => {
    calls.quote.mockResolvedValue({
      data: checkoutQuote({ onlinePaymentConfigured: false, paymentMethods: ['cash_on_pickup'] }),
    });
    renderCheckout();
    expect(
      await screen.findByText('Online payment is not set up here; you can pay in cash at pickup.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
    ]);
    expect(screen.queryByRole('radio', { name: /Shipping/ })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Cash at pickup' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Pay online' })).toBeNull();
  });

  it('reports the Buy-to-checkout latency once when the quote is on screen', async () => {
    noteBuyClicked(listingId, Date.now() - 800);
    renderCheckout();
    await screen.findByText('Walnut bookshelf');
    await waitFor(() => expect(calls.handoff).toHaveBeenCalledTimes(1));
    const body = calls.handoff.mock.calls[0]?.[0].body;
    expect(body).toMatchObject({ listingId, channel: 'kleinkram' });
    expect(body.latencyMs).toBeGreaterThanOrEqual(800);
    cleanup();
    renderCheckout();
    await screen.findByText('Walnut bookshelf');
    expect(calls.handoff).toHaveBeenCalledTimes(1);
  });

  it('asks an unverified buyer to verify the email address first and loads nothing', async () => {
    user.isEmailVerified = false;
    renderCheckout();
    expect(await screen.findByText('Verify your email address first')).toBeTruthy();
    expect(calls.quote).not.toHaveBeenCalled();
  });
});
