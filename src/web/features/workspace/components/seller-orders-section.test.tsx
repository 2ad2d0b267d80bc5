// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import type { Order } from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../lib/i18n';

const calls = vi.hoisted(() => ({ list: vi.fn() }));
vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) =>
      endpoint === ordersEndpoints.listOrders
        ? calls.list(input)
        : Promise.reject(new Error(`unexpected ${endpoint.method} ${endpoint.path}`)),
  },
}));
vi.mock('../../../lib/session/use-session', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: '6f1c2a55-0000-4000-8000-000000000002' } }),
}));

const { SellerOrdersSection } = await import('./seller-orders-section');

const sale = (id: string, status: Order['status'], actions: Order['actions']): Order =>
  ({
    id,
    reference: `KK-${id.slice(-4)}`,
    status,
    role: 'seller',
    counterpart: { id: '6f1c2a55-0000-4000-8000-000000000001', name: 'Ben Buyer' },
    items: [
      {
        listingId: '9b0e0ee6-0b5c-4390-8187-56920e7f619b',
        slug: 'lamp',
        title: `Lamp ${id.slice(-1)}`,
        thumbnail: null,
        unitPrice: 45,
        priceSource: 'listing',
        quantity: 1,
      },
    ],
    total: 50.49,
    payout: 42.1,
    actions,
    createdAt: '2026-11-20T10:00:00.000Z',
  }) as Order;

describe('the seller’s orders in the workspace', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['orders', 'ui', 'common']);
  });
  afterEach(() => cleanup());

  it('counts what waits to be shipped or handed over and links each sale to its order view', async () => {
    calls.list.mockResolvedValue({
      data: {
        orders: [
          sale('5a5a5a5a-1111-4111-8111-111111111111', 'paid', ['ship', 'cancel']),
          sale('5a5a5a5a-1111-4111-8111-111111111112', 'paid', ['hand_over', 'cancel']),
          sale('5a5a5a5a-1111-4111-8111-111111111113', 'completed', []),
        ],
        total: 3,
        page: 1,
        pageSize: 50,
      },
    });
    render(
      <I18nextProvider i18n={i18next}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <SellerOrdersSection />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const counts = await screen.findByTestId('seller-order-counts');
    expect(within(counts).getByText('1 to ship')).toBeTruthy();
    expect(within(counts).getByText('1 to hand over')).toBeTruthy();
    const sale3 = screen.getByRole('link', { name: /Lamp 3/ });
    expect(sale3.getAttribute('href')).toBe('/orders/5a5a5a5a-1111-4111-8111-111111111113');
    expect(sale3.textContent).toContain('to Ben Buyer');
    expect(sale3.textContent).toContain('Payout €42.10');
    expect(calls.list).toHaveBeenCalledWith({ query: { role: 'seller', page: 1, pageSize: 50 } });
  });
});
