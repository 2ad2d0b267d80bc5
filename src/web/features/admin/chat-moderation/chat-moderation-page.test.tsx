// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import { chatModerationEndpoints } from '@shared/chat/chat-moderation.endpoints';
import type { ChatFlag } from '@shared/chat/chat-moderation.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { i18next, i18nReady } from '../../../lib/i18n';

const listFlags = vi.hoisted(() => vi.fn());
const decideFlag = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ roles: ['moderator'] as string[] }));
vi.mock('../../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      if (endpoint === chatModerationEndpoints.listChatFlags) return listFlags(input);
      if (endpoint === chatModerationEndpoints.decideChatFlag) return decideFlag(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  },
}));
vi.mock('../../../lib/session/use-session', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'moderator-1', displayName: 'Mo', email: 'mo@example.com', roles: session.roles },
    persona: 'buyer',
  }),
}));

const { ChatModerationPage } = await import('./chat-moderation-page');

const flag: ChatFlag = {
  id: '0b5a3a52-7c1b-4a8e-9d55-2d6f1c0b7a11',
  status: 'open',
  severity: 'critical',
  source: 'filter',
  flaggedAt: '2026-11-20T10:00:00.000Z',
  sender: {
    id: '1b5a3a52-7c1b-4a8e-9d55-2d6f1c0b7a11',
    name: 'Sam Scammer',
    warnings: 2,
    priorViolations: 1,
    isChatBlocked: false,
  },
  message: {
    id: '2b5a3a52-7c1b-4a8e-9d55-2d6f1c0b7a11',
    body: 'Schreib mir auf WhatsApp unter 0176 1234 5678',
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'held',
  },
  findings: [
    { kind: 'messenger', severity: 'high', match: 'whatsapp' },
    { kind: 'phone', severity: 'critical', match: '017612345678' },
  ],
  thread: {
    id: '3b5a3a52-7c1b-4a8e-9d55-2d6f1c0b7a11',
    listingTitle: 'Kinderfahrrad 20 Zoll',
    listingSlug: 'kinderfahrrad',
  },
  context: [
    {
      senderName: 'Sina Seller',
      body: 'Ja, noch da.',
      createdAt: '2026-11-20T09:58:00.000Z',
      isSender: false,
    },
    {
      senderName: 'Sam Scammer',
      body: 'Ist es noch da?',
      createdAt: '2026-11-20T09:57:00.000Z',
      isSender: true,
    },
  ],
  report: null,
  moderatorNotes: null,
  history: [{ action: 'flagged', actor: null, note: null, at: '2026-11-20T10:00:00.000Z' }],
};

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/admin/chat-moderation']}>
          <ChatModerationPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('<ChatModerationPage />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['admin', 'common', 'ui']);
  });
  beforeEach(async () => {
    session.roles = ['moderator'];
    listFlags.mockReset();
    decideFlag.mockReset();
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows a flag with what was found, its context, and the sender’s record', async () => {
    listFlags.mockResolvedValue({ data: { flags: [flag], total: 1, page: 1, pageSize: 10 } });
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Flag on “Kinderfahrrad 20 Zoll”' });
    expect(within(card).getByText('Severity: Critical')).toBeTruthy();
    expect(within(card).getByText('Messenger')).toBeTruthy();
    expect(within(card).getByText('Phone number')).toBeTruthy();
    expect(within(card).getByText('2 warnings')).toBeTruthy();
    expect(within(card).getByText('1 prior violation')).toBeTruthy();
    expect(within(card).getByText('Schreib mir auf WhatsApp unter 0176 1234 5678')).toBeTruthy();
    expect(within(card).getByText('Flagged message')).toBeTruthy();
    expect(within(card).getByText('Ist es noch da?')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 flag');
    expect(listFlags).toHaveBeenCalledWith(expect.objectContaining({ query: { page: 1, pageSize: 10 } }));
  });

  it('asks before rejecting and blocking, then sends the decision', async () => {
    listFlags.mockResolvedValue({ data: { flags: [flag], total: 1, page: 1, pageSize: 10 } });
    decideFlag.mockResolvedValue({ data: { flag: { ...flag, status: 'resolved' } } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject and block sender' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Sam Scammer from chatting?' });
    expect(decideFlag).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and block' }));
    await waitFor(() =>
      expect(decideFlag).toHaveBeenCalledWith(
        expect.objectContaining({ params: { flagId: flag.id }, body: { action: 'reject-and-block' } }),
      ),
    );
  });

  it('says the queue is empty, and why loading failed, in German', async () => {
    await i18next.changeLanguage('de');
    listFlags.mockResolvedValueOnce({ data: { flags: [], total: 0, page: 1, pageSize: 10 } });
    renderPage();
    expect(await screen.findByText('Die Warteschlange ist leer')).toBeTruthy();
    cleanup();

    listFlags.mockRejectedValueOnce(new ApiError({ status: 500, code: 'INTERNAL', message: 'boom' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `Meldungen konnten nicht geladen werden: ${i18next.t('common:errors.INTERNAL')}`,
    );
  });

  it('shows the 403 notice to a buyer and asks the server nothing', async () => {
    session.roles = ['buyer'];
    renderPage();
    expect(screen.getByText('403')).toBeTruthy();
    expect(screen.getByText(/for moderators and administrators only/)).toBeTruthy();
    expect(listFlags).not.toHaveBeenCalled();
  });
});
