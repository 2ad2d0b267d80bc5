// @vitest-environment jsdom

import payments from '@shared/i18n/locales/en/payments.json';
import ui from '@shared/i18n/locales/en/ui.json';
import type { SellerPaymentStatus } from '@shared/payments/payments.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayoutsCard } from './payouts-card';

const call = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ user: { roles: ['seller'] } as { roles: string[] } | null }));
vi.mock('../../../lib/api', () => ({ apiClient: { call }, describeApiError: () => 'failed' }));
vi.mock('../../../lib/session/use-session', () => ({ useSession: () => session }));

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { ui, payments } },
  react: { useSuspense: false },
});

const baseStatus: SellerPaymentStatus = {
  isOnlinePaymentAvailable: true,
  payoutAccount: { status: 'none', enabledAt: null },
  year: 2026,
  completedSales: 3,
  revenue: 45,
  thresholds: { sales: 30, revenue: 2000 },
  isTaxProfileRequired: false,
  hasTaxProfile: false,
  payoutHold: 'payout_account',
};

function renderCard(status: SellerPaymentStatus, url = '/settings') {
  call.mockResolvedValue({ data: status });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <PayoutsCard />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  call.mockReset();
  session.user = { roles: ['seller'] };
});

describe('<PayoutsCard />', () => {
  it('says plainly that online payment is not set up, with nothing to connect', async () => {
    renderCard({ ...baseStatus, isOnlinePaymentAvailable: false });
    expect(await screen.findByText(/Online payment is not set up on this marketplace yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect payout account' })).toBeNull();
  });

  it('offers to connect an account and says why payouts wait', async () => {
    renderCard(baseStatus);
    expect(await screen.findByRole('button', { name: 'Connect payout account' })).toBeTruthy();
    expect(screen.getByText('No payout account connected yet.')).toBeTruthy();
    expect(screen.getByText(/wait until your payout account is set up/)).toBeTruthy();
  });

  it('shows enabled payouts and the held reason when the tax details are missing', async () => {
    renderCard(
      {
        ...baseStatus,
        payoutAccount: { status: 'enabled', enabledAt: '2026-03-02T10:00:00.000Z' },
        isTaxProfileRequired: true,
        payoutHold: 'tax_details',
      },
      '/settings?payouts=returned',
    );
    expect(await screen.findByText(/Payouts are enabled since/)).toBeTruthy();
    expect(screen.getByText(/Payouts are on hold until you add your tax details/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect|Finish/ })).toBeNull();
  });

  // Buyers sell too (ADR 072); an account that only moderates does not.
  it('is not shown to an account that cannot sell', () => {
    session.user = { roles: ['moderator'] };
    const { container } = renderCard(baseStatus);
    expect(container.textContent).toBe('');
    expect(call).not.toHaveBeenCalled();
  });
});
