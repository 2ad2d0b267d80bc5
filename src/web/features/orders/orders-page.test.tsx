// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import type { Order } from '@shared/orders/order.schema';
import { ordersEndpoints } from '@shared/orders/orders.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../lib/i18n';

const calls = vi.hoisted(() => ({ list: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) =>
      endpoint === ordersEndpoints.listOrders
        ? calls.list(input)
        : Promise.reject(new Error(`unexpected ${endpoint.method} ${endpoint.path}`)),
  },
}));
vi.mock('../../lib/session/use-session', () => ({
  useSession: () => ({ status: 'authenticated', user: { id: '6f1c2a55-0000-4000-8000-000000000001' } }),
}));

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const { OrdersPage } = await import('./orders-page');

const anOrder = (id: string, title: string): Order =>
  ({
    id,
    reference: `KK-${id.slice(0, 4)}`,
    status: 'shipped',
    role: 'buyer',
    counterpart: { id: '6f1c2a55-0000-4000-8000-000000000002', name: 'Sina Seller' },
    items: [
      {
        listingId: '9b0e0ee6-0b5c-4390-8187-56920e7f619b',
        slug: 'shelf',
        title,
        thumbnail: null,
        unitPrice: 20,
        priceSource: 'listing',
        quantity: 1,
      },
    ],
    total: 24.5,
    payout: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  }) as Order;

function renderOrders(path = '/orders') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/orders" element={<OrdersPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the buyer’s orders page', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['orders', 'ui', 'common']);
  });
  beforeEach(() => calls.list.mockReset());
  afterEach(() => cleanup());

  it('lists the buyer’s orders, each linking to its view, and pages through them', async () => {
    // vitest may probe an implementation once without arguments, hence the optional input.
    calls.list.mockImplementation((input: { query: { page: number } } | undefined) => {
      const page = input?.query.page ?? 1;
      return Promise.resolve({
        data: {
          orders: [anOrder(`5a5a5a5a-1111-4111-8111-11111111111${page}`, `Shelf ${page}`)],
          total: 25,
          page,
          pageSize: 20,
        },
      });
    });
    renderOrders();
    const link = await screen.findByRole('link', { name: /Shelf 1/ });
    expect(link.getAttribute('href')).toBe('/orders/5a5a5a5a-1111-4111-8111-111111111111');
    expect(link.textContent).toContain('€24.50');
    expect(link.textContent).toContain('Shipped');
    expect(calls.list).toHaveBeenLastCalledWith({ query: { role: 'buyer', page: 1, pageSize: 20 } });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Shelf 2/ })).toBeTruthy();
    expect(calls.list).toHaveBeenLastCalledWith({ query: { role: 'buyer', page: 2, pageSize: 20 } });
  });

  it('filters by the status in the address and says when nothing has it', async () => {
    calls.list.mockResolvedValue({ data: { orders: [], total: 0, page: 1, pageSize: 20 } });
    renderOrders('/orders?status=cancelled');
    expect(await screen.findByText('No orders with this status')).toBeTruthy();
    await waitFor(() =>
      expect(calls.list).toHaveBeenCalledWith({
        query: { role: 'buyer', page: 1, pageSize: 20, status: 'cancelled' },
      }),
    );
  });
});
