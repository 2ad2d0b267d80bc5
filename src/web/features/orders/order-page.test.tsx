// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import type { Order } from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { reviewsEndpoints } from '@shared/reviews/reviews.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { i18next, i18nReady } from '../../lib/i18n';

const calls = vi.hoisted(() => ({
  get: vi.fn(),
  pay: vi.fn(),
  ship: vi.fn(),
  handOver: vi.fn(),
  complete: vi.fn(),
  cancel: vi.fn(),
  problem: vi.fn(),
  review: vi.fn(),
  requestReview: vi.fn(),
}));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      const byEndpoint = new Map<EndpointDefinition, (input: unknown) => unknown>([
        [ordersEndpoints.getOrder, calls.get],
        [ordersEndpoints.payOrder, calls.pay],
        [ordersEndpoints.shipOrder, calls.ship],
        [ordersEndpoints.handOverOrder, calls.handOver],
        [ordersEndpoints.completeOrder, calls.complete],
        [ordersEndpoints.cancelOrder, calls.cancel],
        [ordersEndpoints.reportOrderProblem, calls.problem],
        [reviewsEndpoints.createReview, calls.review],
        [reviewsEndpoints.requestReview, calls.requestReview],
      ]);
      const call = byEndpoint.get(endpoint);
      return call ? call(input) : Promise.reject(new Error(`unexpected ${endpoint.method} ${endpoint.path}`));
    },
  },
}));
vi.mock('../../lib/session/use-session', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: '6f1c2a55-0000-4000-8000-000000000001' } }),
}));

// Radix measures its controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const { OrderPage } = await import('./order-page');
const { leaveForPayment } = await import('./components/order-actions');

const orderId = '5a5a5a5a-1111-4111-8111-111111111111';
const created = '2026-11-20T10:00:00.000Z';

function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: orderId,
    reference: 'KK-4711',
    status: 'paid',
    role: 'seller',
    counterpart: { id: '6f1c2a55-0000-4000-8000-000000000003', name: 'Ben Buyer' },
    items: [
      {
        listingId: '9b0e0ee6-0b5c-4390-8187-56920e7f619b',
        slug: 'walnut-bookshelf',
        title: 'Walnut bookshelf',
        thumbnail: null,
        unitPrice: 120,
        priceSource: 'listing',
        quantity: 1,
      },
    ],
    fulfilment: 'shipping',
    shippingLabel: 'DHL Paket',
    shippingAddress: {
      name: 'Ben Buyer',
      street: 'Lindenstraße 12',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    paymentMethod: 'online',
    paymentStatus: 'paid',
    itemsTotal: 120,
    shipping: 6.99,
    buyerFees: [],
    total: 126.99,
    sellerFees: [{ id: 'sales_commission', amount: 13.2 }],
    payout: 113.79,
    payoutStatus: 'none',
    carrier: null,
    trackingNumber: null,
    handoverCode: null,
    cancelReason: null,
    cancelNote: null,
    cancelledBy: null,
    problemReason: null,
    problemNote: null,
    checkoutUrl: null,
    actions: ['ship', 'cancel'],
    returnWindowEndsAt: null,
    canReview: false,
    events: [
      { fromStatus: null, toStatus: 'created', actor: 'buyer', note: null, createdAt: created },
      { fromStatus: 'created', toStatus: 'paid', actor: 'system', note: null, createdAt: created },
    ],
    createdAt: created,
    paidAt: created,
    shippedAt: null,
    handedOverAt: null,
    completedAt: null,
    cancelledAt: null,
    problemReportedAt: null,
    ...overrides,
  };
}

const answer = (order: Order) => ({ data: { order } });

function renderOrder(search = '') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/orders/${orderId}${search}`]}>
          <Routes>
            <Route path="/orders/:orderId" element={<OrderPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the order view', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['orders', 'reviews', 'ui', 'common']);
  });
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    vi.spyOn(leaveForPayment, 'go').mockImplementation(() => {});
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await i18next.changeLanguage('en');
  });

  it('lets the seller ship with carrier and tracking number, checked before it is sent', async () => {
    calls.get.mockResolvedValue(answer(anOrder()));
    calls.ship.mockResolvedValue(
      answer(
        anOrder({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557', actions: [] }),
      ),
    );
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order KK-4711' })).toBeTruthy();
    expect(screen.getByText('Sold to Ben Buyer', { exact: false })).toBeTruthy();
    expect(screen.getByText('Sales commission')).toBeTruthy();
    expect(screen.getByText('Your payout', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();

    const form = screen.getByRole('form', { name: 'Ship the item' });
    fireEvent.change(within(form).getByLabelText(/^Tracking number/), { target: { value: '12 3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(form).findByText(/Enter the tracking number/)).toBeTruthy();
    expect(calls.ship).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText(/^Tracking number/), {
      target: { value: '0034 0434 1610 9404 2557' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Mark as shipped' }));
    await waitFor(() =>
      expect(calls.ship).toHaveBeenCalledWith({
        params: { orderId },
        body: { carrier: 'DHL', trackingNumber: '00340434161094042557' },
      }),
    );
    expect((await screen.findByTestId('order-tracking')).textContent).toBe('DHL · 00340434161094042557');
    expect(screen.queryByRole('form', { name: 'Ship the item' })).toBeNull();
  });

  it('shows the buyer the handover code and asks for a reason before cancelling', async () => {
    calls.get.mockResolvedValue(
      answer(
        anOrder({
          role: 'buyer',
          status: 'created',
          fulfilment: 'pickup',
          paymentMethod: 'cash_on_pickup',
          paymentStatus: 'unpaid',
          shippingAddress: null,
          sellerFees: null,
          payout: null,
          payoutStatus: null,
          handoverCode: '482913',
          actions: ['cancel'],
          counterpart: { id: '6f1c2a55-0000-4000-8000-000000000002', name: 'Sina Seller' },
        }),
      ),
    );
    calls.cancel.mockResolvedValue(answer(anOrder({ role: 'buyer', status: 'cancelled', actions: [] })));
    renderOrder();
    expect((await screen.findByTestId('handover-code')).textContent).toBe('482913');
    expect(screen.queryByText('Your payout')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).queryByRole('radio', { name: 'The buyer doesn\u2019t respond' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Choose a reason.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'I changed my mind' }));
    fireEvent.change(within(dialog).getByLabelText(/^Note for the other side/), {
      target: { value: 'Found one nearer' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(calls.cancel).toHaveBeenCalledWith({
        params: { orderId },
        body: { reason: 'changed_mind', note: 'Found one nearer' },
      }),
    );
  });

  it('lets the buyer report a problem within the window (10 characters at least) or confirm receipt, then review', async () => {
    const shipped = anOrder({
      role: 'buyer',
      counterpart: { id: '6f1c2a55-0000-4000-8000-000000000002', name: 'Sina Seller' },
      status: 'shipped',
      carrier: 'Hermes',
      trackingNumber: 'H1234567',
      sellerFees: null,
      payout: null,
      payoutStatus: null,
      actions: ['complete', 'report_problem'],
      returnWindowEndsAt: '2026-12-06T10:00:00.000Z',
    });
    calls.get
      .mockResolvedValueOnce(answer(shipped))
      .mockResolvedValue(
        answer({ ...shipped, status: 'completed', actions: ['report_problem'], canReview: false }),
      );
    calls.problem.mockRejectedValue(
      new ApiError({ status: 409, code: 'RETURN_WINDOW_CLOSED', message: 'closed' }),
    );
    calls.review.mockResolvedValue({ data: { review: {} } });
    calls.complete.mockResolvedValue(
      answer({ ...shipped, status: 'completed', actions: ['report_problem'], canReview: true }),
    );
    renderOrder();

    fireEvent.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(
      within(dialog).getByText(/within 14 days after shipping or handover: until 6 December 2026/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Arrived damaged' }));
    fireEvent.change(within(dialog).getByLabelText(/^Describe the problem/), { target: { value: 'Broken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText('Describe the problem in at least 10 characters.')).toBeTruthy();
    expect(calls.problem).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Describe the problem/), {
      target: { value: 'The glass door is broken' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report problem' }));
    expect(await within(dialog).findByText(/The 14 days for reporting a problem/)).toBeTruthy();
    expect(calls.problem).toHaveBeenCalledWith({
      params: { orderId },
      body: { reason: 'damaged', note: 'The glass door is broken' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to the order' }));

    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Did the item arrive as described?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, confirm receipt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }));
    const reviewForm = await screen.findByRole('dialog', { name: 'Review Sina Seller' });
    fireEvent.click(within(reviewForm).getByRole('radio', { name: '4 stars' }));
    fireEvent.click(within(reviewForm).getByRole('button', { name: 'Publish review' }));
    await waitFor(() =>
      expect(calls.review).toHaveBeenCalledWith({
        params: { orderId },
        body: { rating: 4, title: null, comment: null, isAnonymous: false },
      }),
    );
    // Once reviewed, the order loads afresh and offers no second review.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  it('lets the seller of a completed order ask the buyer for a review', async () => {
    calls.get.mockResolvedValue(
      answer(anOrder({ status: 'completed', actions: [], payoutStatus: 'pending' })),
    );
    calls.requestReview.mockResolvedValue({ data: { nextRequestAt: '2026-12-03T10:00:00.000Z' } });
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Request a review' }));
    await waitFor(() => expect(calls.requestReview).toHaveBeenCalledWith({ params: { orderId } }));
    expect(screen.getByText('Your payout', { exact: false }).textContent).toContain('on its way');
  });

  it('waits for the payment after the provider’s success page, then says it arrived', async () => {
    const unpaid = anOrder({
      role: 'buyer',
      status: 'created',
      paymentStatus: 'unpaid',
      actions: ['pay', 'cancel'],
    });
    calls.get
      .mockResolvedValueOnce(answer(unpaid))
      .mockResolvedValue(answer(anOrder({ role: 'buyer', status: 'paid', actions: ['cancel'] })));
    renderOrder('?payment=success');
    expect(await screen.findByText('Payment received — waiting for confirmation')).toBeTruthy();
    expect(
      await screen.findByText(
        'Payment received. The seller has been told to send your item.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(calls.get).toHaveBeenCalledTimes(2);
  });

  it('sends the buyer to a fresh payment page from “Pay now”', async () => {
    calls.get.mockResolvedValue(
      answer(
        anOrder({ role: 'buyer', status: 'created', paymentStatus: 'unpaid', actions: ['pay', 'cancel'] }),
      ),
    );
    calls.pay.mockResolvedValue({ data: { order: anOrder(), paymentUrl: 'https://pay.example/session/2' } });
    renderOrder('?payment=cancelled');
    expect(await screen.findByText(/The payment was cancelled, nothing was charged/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(leaveForPayment.go).toHaveBeenCalledWith('https://pay.example/session/2'));
  });

  it('lets the seller confirm a handover only with the 6-digit code and shows a wrong code’s answer', async () => {
    calls.get.mockResolvedValue(
      answer(anOrder({ fulfilment: 'pickup', shippingAddress: null, actions: ['hand_over', 'cancel'] })),
    );
    calls.handOver.mockRejectedValue(
      new ApiError({ status: 422, code: 'HANDOVER_CODE_INVALID', message: 'no' }),
    );
    await i18next.changeLanguage('de');
    renderOrder();
    const form = await screen.findByRole('form', { name: 'Artikel übergeben' });
    fireEvent.change(within(form).getByLabelText(/^Übergabecode des Käufers/), { target: { value: '12a' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Übergabe bestätigen' }));
    expect(await within(form).findByText('Gib die 6 Ziffern des Codes ein.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Übergabecode des Käufers/), {
      target: { value: '123 456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Übergabe bestätigen' }));
    await waitFor(() =>
      expect(calls.handOver).toHaveBeenCalledWith({ params: { orderId }, body: { code: '123456' } }),
    );
    expect(await within(form).findByText(/^Der Code stimmt nicht\./)).toBeTruthy();
  });
});
