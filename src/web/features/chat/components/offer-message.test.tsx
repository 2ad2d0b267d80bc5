// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import { chatEndpoints } from '@shared/chat/chat.endpoints';
import type { ChatMessage, ChatThread } from '@shared/chat/chat.schema';
import type { Offer, OfferStatus } from '@shared/chat/offer.schema';
import { offersEndpoints } from '@shared/chat/offers.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { i18next, i18nReady } from '../../../lib/i18n';
import { offerActionsFor } from './offer-actions';

const calls = vi.hoisted(() => ({ respond: vi.fn(), withdraw: vi.fn(), consent: vi.fn(), grant: vi.fn() }));
vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      if (endpoint === offersEndpoints.respondToOffer) return calls.respond(input);
      if (endpoint === offersEndpoints.withdrawOffer) return calls.withdraw(input);
      if (endpoint === chatEndpoints.getCommunicationConsent) return calls.consent(input);
      if (endpoint === chatEndpoints.grantCommunicationConsent) return calls.grant(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  },
}));

// Consent is the analytics client's concern; here only which event an answer sends.
const track = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/analytics/analytics-client', () => ({ track }));

const { OfferMessage, formatExpiry } = await import('./offer-message');

const threadId = '3c1d8a44-2222-4222-8222-222222222222';
const offerId = '4d2e9b55-3333-4333-8333-333333333333';
const listingId = '9b0e0ee6-0b5c-4390-8187-56920e7f619b';
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 60_000).toISOString();

function offerOf(overrides: Partial<Offer> = {}): Offer {
  return {
    id: offerId,
    threadId,
    listingId,
    amount: 120.5,
    currency: 'EUR',
    message: 'Could I pick it up on Saturday?',
    status: 'open',
    madeBy: 'buyer',
    proposerId: '6f1c2a55-0000-4000-8000-000000000001',
    parentOfferId: null,
    createdAt: new Date().toISOString(),
    expiresAt: inHours(47),
    respondedAt: null,
    ...overrides,
  };
}

function threadOf(role: 'buyer' | 'seller', overrides: Partial<ChatThread> = {}): ChatThread {
  return {
    id: threadId,
    listingId,
    listing: {
      id: listingId,
      slug: 'walnut-bookshelf',
      title: 'Walnut bookshelf',
      price: 150,
      currency: 'EUR',
      thumbnailUrl: null,
      availability: 'available',
      isLive: true,
    },
    counterpart: {
      id: '7e2f3b66-0000-4000-8000-000000000002',
      name: role === 'buyer' ? 'Sam Seller' : 'Bea Buyer',
    },
    role,
    subject: 'Walnut bookshelf',
    status: 'active',
    updatedAt: new Date().toISOString(),
    unreadCount: 0,
    actionTo: `/chat?thread=${threadId}`,
    lastMessage: null,
    isBlocked: false,
    hasBlockedCounterpart: false,
    agreedPrice: null,
    openOffer: null,
    ...overrides,
  };
}

function messageOf(offer: Offer, thread: ChatThread): ChatMessage {
  return {
    id: '5e3f0c66-4444-4444-8444-444444444444',
    threadId,
    clientId: '8a4b1d77-5555-4555-8555-555555555555',
    senderId: offer.proposerId,
    isOwn: offer.madeBy === thread.role,
    kind: 'offer',
    body: '',
    createdAt: offer.createdAt,
    status: 'delivered',
    readAt: null,
    isAutoSent: false,
    warnings: [],
    offer,
    systemEvent: null,
  };
}

let queryClient: QueryClient;
function renderOffer(offer: Offer, thread: ChatThread) {
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <OfferMessage message={messageOf(offer, thread)} thread={thread} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('who may do what with an offer', () => {
  const now = new Date('2026-11-26T03:00:00.000Z');
  const open = { status: 'open' as OfferStatus, expiresAt: '2026-11-28T03:00:00.000Z' };
  const notBlocked = { isBlocked: false };

  it.each([
    ['buyer', 'buyer', 'withdraw'],
    ['buyer', 'seller', 'answer'],
    ['seller', 'seller', 'withdraw'],
    ['seller', 'buyer', 'answer'],
  ] as const)('an open offer by the %s, seen by the %s: %s', (madeBy, role, expected) => {
    expect(offerActionsFor({ ...open, madeBy }, { role, ...notBlocked }, now)).toBe(expected);
  });

  it.each(['accepted', 'declined', 'countered', 'expired', 'withdrawn'] as const)(
    'nobody acts on a %s offer',
    (status) => {
      for (const role of ['buyer', 'seller'] as const) {
        expect(offerActionsFor({ ...open, status, madeBy: 'buyer' }, { role, ...notBlocked }, now)).toBe(
          'none',
        );
      }
    },
  );

  it('nobody acts on an open offer past its expiry or in a blocked thread', () => {
    const past = { ...open, expiresAt: '2026-11-26T02:59:00.000Z', madeBy: 'buyer' as const };
    expect(offerActionsFor(past, { role: 'seller', ...notBlocked }, now)).toBe('none');
    expect(offerActionsFor({ ...open, madeBy: 'buyer' }, { role: 'seller', isBlocked: true }, now)).toBe(
      'none',
    );
  });
});

describe('<OfferMessage />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['offers', 'ui', 'common']);
  });
  beforeEach(() => {
    calls.respond.mockReset();
    calls.withdraw.mockReset();
    calls.grant.mockReset();
    calls.consent.mockReset();
    track.mockReset();
    calls.consent.mockResolvedValue({ data: { isGranted: true, grantedAt: new Date().toISOString() } });
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('shows the seller a buyer’s open offer with its expiry and the three answers', () => {
    renderOffer(offerOf(), threadOf('seller'));
    expect(screen.getByText('Offer from Bea Buyer')).toBeTruthy();
    expect(screen.getByText('€120.50')).toBeTruthy();
    expect(screen.getByText('Could I pick it up on Saturday?')).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText('expires in 47 hours')).toBeTruthy();
    expect(buttonNames()).toEqual(['Accept', 'Decline', 'Counter']);
  });

  it('lets the buyer only withdraw their own open offer', async () => {
    calls.withdraw.mockResolvedValue({
      data: { offer: offerOf({ status: 'withdrawn' }), counterOffer: null, threadId },
    });
    renderOffer(offerOf(), threadOf('buyer'));
    expect(screen.getByText('Your offer')).toBeTruthy();
    expect(buttonNames()).toEqual(['Withdraw offer']);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw offer' }));
    await waitFor(() => expect(calls.withdraw).toHaveBeenCalledWith({ params: { offerId } }));
    // The thread, its messages and the lists (all under ['chat']) and the reserved listing reload.
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['chat'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['listings'] });
  });

  it.each(['declined', 'countered', 'expired', 'withdrawn'] as const)(
    'shows a %s offer without actions',
    (status) => {
      renderOffer(offerOf({ status }), threadOf('seller'));
      expect(buttonNames()).toEqual([]);
      expect(screen.queryByText(/expires/)).toBeNull();
    },
  );

  it('states the agreed price and for whom the listing is reserved', async () => {
    renderOffer(offerOf({ status: 'accepted', amount: 120 }), threadOf('seller', { agreedPrice: 120 }));
    expect(screen.getByText('Agreed price: €120. The listing is reserved for Bea Buyer.')).toBeTruthy();
    cleanup();
    await i18next.changeLanguage('de');
    renderOffer(offerOf({ status: 'accepted', amount: 120 }), threadOf('buyer', { agreedPrice: 120 }));
    expect(
      screen.getByText(/^Vereinbarter Preis: 120\s€\. Die Anzeige ist für dich reserviert\.$/),
    ).toBeTruthy();
    expect(screen.getByText('Angenommen')).toBeTruthy();
  });

  it('checks a counter-offer like the offer form, shows a refusal and retries with the same client id', async () => {
    await i18next.changeLanguage('de');
    calls.respond
      .mockRejectedValueOnce(new ApiError({ status: 409, code: 'OFFER_NOT_OPEN', message: 'not open' }))
      .mockResolvedValueOnce({
        data: { offer: offerOf({ status: 'countered' }), counterOffer: null, threadId },
      });
    // The seller's counter-offer to the buyer's open offer, answered by the buyer: counter back.
    renderOffer(offerOf({ madeBy: 'seller', parentOfferId: offerId }), threadOf('buyer'));
    expect(screen.getByText('Gegenangebot von Sam Seller')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Gegenangebot' }));
    const form = screen.getByRole('form', { name: 'Dein Gegenangebot' });
    const amount = within(form).getByLabelText(/Betrag/);
    const send = within(form).getByRole('button', { name: 'Gegenangebot senden' });
    fireEvent.click(send);
    expect(await within(form).findByText('Gib einen Betrag ein.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '151' } });
    fireEvent.click(send);
    expect(await within(form).findByText(/über dem Preis von 150\s€/)).toBeTruthy();
    expect(calls.respond).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '135' } });
    fireEvent.click(send);
    expect(await screen.findByText(/schon beantwortet, zurückgezogen oder ist abgelaufen/)).toBeTruthy();
    fireEvent.click(send);
    await waitFor(() => expect(calls.respond).toHaveBeenCalledTimes(2));
    const [first, second] = calls.respond.mock.calls.map(
      ([input]) => input as { body: { clientId: string } },
    );
    expect(first).toEqual({
      params: { offerId },
      body: { action: 'counter', amount: 135, clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect(second?.body.clientId).toBe(first?.body.clientId);
    // The refused try sent nothing; the counter that went through is one answer.
    expect(track.mock.calls).toEqual([['offer_answered', { listingId, answer: 'countered' }]]);
  });

  it('accepts with one press', async () => {
    calls.respond.mockResolvedValue({
      data: { offer: offerOf({ status: 'accepted' }), counterOffer: null, threadId },
    });
    renderOffer(offerOf(), threadOf('seller'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.respond).toHaveBeenCalledWith({ params: { offerId }, body: { action: 'accept' } }),
    );
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('offer_answered', { listingId, answer: 'accepted' }),
    );
  });

  it('declines with one press and reports the answer', async () => {
    calls.respond.mockResolvedValue({
      data: { offer: offerOf({ status: 'declined' }), counterOffer: null, threadId },
    });
    renderOffer(offerOf(), threadOf('seller'));
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(track).toHaveBeenCalledWith('offer_answered', { listingId, answer: 'declined' }),
    );
    expect(calls.respond).toHaveBeenCalledWith({ params: { offerId }, body: { action: 'decline' } });
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('asks a seller who never agreed to talk to other users first, then sends the answer', async () => {
    calls.consent.mockResolvedValue({ data: { isGranted: false, grantedAt: null } });
    calls.grant.mockResolvedValue({ data: { isGranted: true, grantedAt: new Date().toISOString() } });
    calls.respond.mockResolvedValue({
      data: { offer: offerOf({ status: 'accepted' }), counterOffer: null, threadId },
    });
    renderOffer(offerOf(), threadOf('seller'));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.respond).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: i18next.t('offers:consent.agree') }));
    await waitFor(() =>
      expect(calls.respond).toHaveBeenCalledWith({ params: { offerId }, body: { action: 'accept' } }),
    );
    expect(calls.grant).toHaveBeenCalledTimes(1);
  });

  it('writes the expiry in hours, then minutes', () => {
    const now = new Date('2026-11-26T03:00:00.000Z');
    expect(formatExpiry('2026-11-28T02:00:00.000Z', 'en', now)).toBe('in 47 hours');
    expect(formatExpiry('2026-11-28T02:00:00.000Z', 'de', now)).toBe('in 47 Stunden');
    expect(formatExpiry('2026-11-26T03:30:00.000Z', 'en', now)).toBe('in 30 minutes');
  });
});
