// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import { chatEndpoints } from '@shared/chat/chat.endpoints';
import { offersEndpoints } from '@shared/chat/offers.endpoints';
import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-client/api-error';
import { i18next, i18nReady } from '../../../../lib/i18n';

const calls = vi.hoisted(() => ({
  getConsent: vi.fn(),
  grantConsent: vi.fn(),
  openThread: vi.fn(),
  makeOffer: vi.fn(),
}));
vi.mock('../../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      if (endpoint === chatEndpoints.getCommunicationConsent) return calls.getConsent(input);
      if (endpoint === chatEndpoints.grantCommunicationConsent) return calls.grantConsent(input);
      // The thread is opened through a copy of the endpoint that reads its status (201 new, 200 known).
      if (endpoint.method === 'POST' && endpoint.path === chatEndpoints.openThread.path) {
        return calls.openThread(input);
      }
      if (endpoint === offersEndpoints.makeOffer) return calls.makeOffer(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  },
}));

const session = vi.hoisted(() => ({ status: 'authenticated' as 'authenticated' | 'unauthenticated' }));
const openAuthModal = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/session/use-session', () => ({
  useSessionSnapshot: () => ({ status: session.status, user: null }),
}));
vi.mock('../../../../lib/session/use-auth-modal', () => ({
  useAuthModal: () => ({ open: openAuthModal, close: () => {} }),
}));

const track = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/analytics/analytics-client', () => ({ track }));

const { ListingActions, BuyerMainAction } = await import('./listing-actions');

const listingId = '9b0e0ee6-0b5c-4390-8187-56920e7f619b';
const threadId = '3c1d8a44-2222-4222-8222-222222222222';
const ownCheckout: ListingDetail['externalCheckouts'][number] = {
  channel: 'kleinkram',
  target: 'checkout',
  url: `/checkout?listings=${listingId}`,
  label: 'Buy now',
  highlight: true,
  expectedHandoffLatencyMs: 2600,
};
const offerListing: Pick<
  ListingDetail,
  'id' | 'title' | 'price' | 'availability' | 'priceKind' | 'externalCheckouts'
> = {
  id: listingId,
  title: 'Walnut bookshelf',
  price: 150,
  availability: 'available',
  priceKind: 'negotiable',
  externalCheckouts: [ownCheckout],
};

function ChatPage({ testId = 'chat-page' }: { testId?: string }) {
  const location = useLocation();
  return <p data-testid={testId}>{`${location.pathname}${location.search}`}</p>;
}

function renderActions(listing = offerListing) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/listing/walnut-bookshelf']}>
          <Routes>
            <Route
              path="/listing/:slug"
              element={
                <>
                  <ListingActions listing={listing} />
                  <BuyerMainAction listing={listing} />
                </>
              }
            />
            <Route path="/chat" element={<ChatPage />} />
            <Route path="/checkout" element={<ChatPage testId="checkout-page" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const consent = (isGranted: boolean) => ({
  data: { isGranted, grantedAt: isGranted ? '2026-11-26T03:00:00.000Z' : null },
});
const apiError = (code: ConstructorParameters<typeof ApiError>[0]['code'], status = 409) =>
  new ApiError({ status, code, message: String(code) });

function offerResponse(amount: number) {
  return {
    data: {
      offer: {
        id: '4d2e9b55-3333-4333-8333-333333333333',
        threadId,
        listingId,
        amount,
        currency: 'EUR',
        message: null,
        status: 'open',
        madeBy: 'buyer',
        proposerId: '6f1c2a55-0000-4000-8000-000000000001',
        parentOfferId: null,
        createdAt: '2026-11-26T03:00:00.000Z',
        expiresAt: '2026-11-28T03:00:00.000Z',
        respondedAt: null,
      },
      counterOffer: null,
      threadId,
    },
  };
}

describe('the buyer’s actions on a listing', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['listing-detail', 'offers', 'ui', 'common']);
  });
  beforeEach(() => {
    for (const call of Object.values(calls)) call.mockReset();
    openAuthModal.mockReset();
    track.mockReset();
    session.status = 'authenticated';
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('asks a guest to sign in and the server nothing', () => {
    session.status = 'unauthenticated';
    renderActions();
    fireEvent.click(screen.getAllByRole('button', { name: 'Message seller' })[0]!);
    expect(openAuthModal).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'login', origin: 'listing-message' }),
    );
    expect(screen.getByText('Sign in to watch, make offers, message the seller or buy.')).toBeTruthy();
    expect(calls.getConsent).not.toHaveBeenCalled();
  });

  it('offers buying, watch and cart toggles beside messages and offers, with no “coming soon” note', () => {
    renderActions();
    const buy = screen.getAllByRole('button', { name: 'Buy' })[0] as HTMLButtonElement;
    expect(buy.disabled).toBe(false);
    expect(screen.queryByText(/coming soon/)).toBeNull();
    const watch = screen.getByRole('button', { name: 'Watch' }) as HTMLButtonElement;
    expect(watch.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Add to cart' }).getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByRole('button', { name: 'Make an offer' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Message seller' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('opens the checkout for the listing on Buy and notes the click for the hand-off latency', async () => {
    renderActions();
    fireEvent.click(screen.getAllByRole('button', { name: 'Buy' })[0]!);
    expect(await screen.findByTestId('checkout-page')).toHaveProperty(
      'textContent',
      `/checkout?listings=${listingId}`,
    );
    expect(Number(sessionStorage.getItem(`kleinkram.checkoutHandoff.${listingId}`))).toBeGreaterThan(0);
  });

  it('asks a guest to sign in before buying and comes back to the checkout', () => {
    session.status = 'unauthenticated';
    renderActions();
    fireEvent.click(screen.getAllByRole('button', { name: 'Buy' })[0]!);
    expect(openAuthModal).toHaveBeenCalledWith({
      mode: 'login',
      origin: 'listing-buy',
      redirectTo: `/checkout?listings=${listingId}`,
    });
  });

  it('asks for the consent once, shows the consent error with a retry, then opens the thread', async () => {
    calls.getConsent.mockResolvedValue(consent(false));
    calls.grantConsent.mockRejectedValueOnce(apiError(undefined, 503)).mockResolvedValueOnce(consent(true));
    calls.openThread.mockResolvedValue({ thread: { id: threadId }, isNew: true });
    renderActions();

    fireEvent.click(screen.getByRole('button', { name: 'Message seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to other users' });
    expect(within(dialog).getByText(/checked for scams and contact details/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/legal/privacy',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Agree and continue' }));
    expect(
      await within(dialog).findByText('We could not record your consent. Please try again.'),
    ).toBeTruthy();
    expect(calls.openThread).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('chat-page')).toHaveProperty('textContent', `/chat?thread=${threadId}`);
    expect(calls.grantConsent).toHaveBeenLastCalledWith({ body: { accepted: true } });
    expect(calls.openThread).toHaveBeenCalledWith({ body: { listingId } });
    expect(track).toHaveBeenCalledWith('chat_started', { listingId });
    expect(calls.getConsent).toHaveBeenCalledTimes(1);
  });

  it('drops the action when the consent dialog is closed', async () => {
    calls.getConsent.mockResolvedValue(consent(false));
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Message seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to other users' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.grantConsent).not.toHaveBeenCalled();
    expect(calls.openThread).not.toHaveBeenCalled();
  });

  it('checks the typed amount, shows the server’s refusal in the form, keeps the amount and retries with the same client id', async () => {
    await i18next.changeLanguage('de');
    calls.getConsent.mockResolvedValue(consent(true));
    calls.makeOffer
      .mockRejectedValueOnce(apiError('OFFER_TOO_LOW', 422))
      .mockRejectedValueOnce(apiError(undefined, 0))
      .mockResolvedValueOnce(offerResponse(120.5));
    renderActions();

    fireEvent.click(screen.getByRole('button', { name: 'Angebot machen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot machen' });
    expect(within(dialog).getByText(/^150\s€$/)).toBeTruthy();
    const amount = within(dialog).getByLabelText(/Dein Angebot/) as HTMLInputElement;
    const send = within(dialog).getByRole('button', { name: 'Angebot senden' });

    fireEvent.click(send);
    expect(await within(dialog).findByText('Gib einen Betrag ein.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(amount, { target: { value: '160' } });
    fireEvent.click(send);
    expect(
      await within(dialog).findByText(/^Dein Angebot darf nicht über dem Preis von 150\s€ liegen\.$/),
    ).toBeTruthy();
    expect(calls.makeOffer).not.toHaveBeenCalled();

    fireEvent.change(amount, { target: { value: '120,5' } });
    fireEvent.change(within(dialog).getByLabelText(/Nachricht an den Verkäufer/), {
      target: { value: '  Abholung am Samstag?  ' },
    });
    fireEvent.click(send);
    expect(await within(dialog).findByText(/unter dem niedrigsten Angebot/)).toBeTruthy();
    expect(amount.value).toBe('120,50');

    fireEvent.click(send);
    await waitFor(() => expect(calls.makeOffer).toHaveBeenCalledTimes(2));
    fireEvent.click(send);
    expect(await screen.findByTestId('chat-page')).toHaveProperty('textContent', `/chat?thread=${threadId}`);

    const bodies = calls.makeOffer.mock.calls.map(
      ([input]) => (input as { body: Record<string, unknown> }).body,
    );
    expect(bodies[0]).toEqual({
      listingId,
      amount: 120.5,
      message: 'Abholung am Samstag?',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(new Set(bodies.map((body) => body.clientId)).size).toBe(1);
  });

  it('says beside the note when the server refuses it for contact details, and keeps it', async () => {
    calls.getConsent.mockResolvedValue(consent(true));
    calls.makeOffer.mockRejectedValueOnce(
      new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Remove contact or payment details from the note.',
        details: { issues: [{ path: 'body.message', message: 'Remove contact details', code: 'custom' }] },
      }),
    );
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    fireEvent.change(within(dialog).getByLabelText(/^Your offer/), { target: { value: '100' } });
    const note = within(dialog).getByLabelText(/^Message to the seller/) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'Call me on 0176 1234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText(
        'Remove contact or payment details from the message; agree on them through Kleinkram.',
      ),
    ).toBeTruthy();
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(note.value).toBe('Call me on 0176 1234567');
    expect(within(dialog).queryByText('Your offer was not sent')).toBeNull();
  });

  it('offers no offer on a fixed price or a reserved listing, and still the message', () => {
    renderActions({ ...offerListing, priceKind: 'fixed' });
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    cleanup();
    renderActions({ ...offerListing, availability: 'reserved' });
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Message seller' })).toHaveLength(2);
  });

  it('links the eBay item in a new tab while the listing is live there too, in English and German', async () => {
    renderActions();
    expect(screen.queryByRole('link', { name: /eBay/ })).toBeNull();
    cleanup();
    const ebayUrl = 'https://www.ebay.de/itm/110012345678';
    const onEbay = {
      ...offerListing,
      externalCheckouts: [
        ownCheckout,
        {
          channel: 'ebay',
          target: 'external' as const,
          url: ebayUrl,
          label: 'View on eBay',
          highlight: false,
          expectedHandoffLatencyMs: 2600,
        },
      ],
    };
    renderActions(onEbay);
    const link = screen.getByRole('link', { name: 'Also on eBay (opens eBay in a new tab)' });
    expect(link.getAttribute('href')).toBe(ebayUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // Our checkout stays the main action.
    expect(screen.getAllByRole('button', { name: 'Buy' }).length).toBeGreaterThan(0);
    cleanup();
    await i18next.changeLanguage('de');
    renderActions(onEbay);
    expect(screen.getByRole('link', { name: 'Auch auf eBay (öffnet eBay in einem neuen Tab)' })).toBeTruthy();
  });
});
