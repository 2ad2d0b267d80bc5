// @vitest-environment jsdom
import type { EndpointDefinition } from '@shared/api/endpoint';
import { moderationEndpoints } from '@shared/moderation/moderation.endpoints';
import type { StatementOfReasons } from '@shared/moderation/moderation.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { i18next, i18nReady } from '../../lib/i18n';

const calls = vi.hoisted(() => ({ statement: vi.fn(), mine: vi.fn(), object: vi.fn() }));
vi.mock('../../lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api')>()),
  apiClient: {
    call: (endpoint: EndpointDefinition, input: unknown) => {
      if (endpoint === moderationEndpoints.getStatement) return calls.statement(input);
      if (endpoint === moderationEndpoints.listMyDecisions) return calls.mine(input);
      if (endpoint === moderationEndpoints.fileObjection) return calls.object(input);
      return Promise.reject(new Error(`unexpected call of ${endpoint.method} ${endpoint.path}`));
    },
  },
}));

const { ModerationDecisionPage } = await import('./decision-page');

const decisionId = '1a1b2c3d-4444-4444-8444-444444444444';

function statement(overrides: Partial<StatementOfReasons['objection']> = {}): StatementOfReasons {
  return {
    decisionId,
    action: 'remove',
    subject: { kind: 'listing', id: '2a1b2c3d-4444-4444-8444-444444444444', label: 'Brass lamp' },
    facts: 'A copy of a protected design.',
    rule: 'counterfeits',
    ruleUrl: '/docs/terms#counterfeits',
    automatedDetection: false,
    automatedDecision: false,
    decidedAt: '2026-05-02T10:00:00.000Z',
    suspendedUntil: null,
    restoredAt: null,
    objection: { possible: true, deadline: '2026-11-02T10:00:00.000Z', filed: null, ...overrides },
  };
}

function renderPage(search = '') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/moderation/decisions/${decisionId}${search}`]}>
          <Routes>
            <Route path="/moderation/decisions/:decisionId" element={<ModerationDecisionPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ModerationDecisionPage', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['moderation', 'ui', 'common']);
  });
  beforeEach(async () => {
    calls.statement.mockReset();
    calls.object.mockReset();
    calls.mine.mockResolvedValue({ data: { statements: [] } });
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);

  it('states what, why, the rule with its link, no automated means and how to object', async () => {
    calls.statement.mockResolvedValue({ data: { statement: statement() } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of reasons' })).toBeTruthy();
    expect(screen.getByText('Listing: Brass lamp')).toBeTruthy();
    expect(screen.getByText('A copy of a protected design.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the rule in our terms' }).getAttribute('href')).toBe(
      '/docs/terms#counterfeits',
    );
    expect(screen.getByText('No – a moderator decided without automated means.')).toBeTruthy();
    expect(screen.getByText(/You can object until 2 November 2026/)).toBeTruthy();
  });

  it('checks the objection’s length before sending', async () => {
    calls.statement.mockResolvedValue({ data: { statement: statement() } });
    renderPage();
    fireEvent.change(await screen.findByRole('textbox', { name: /Your objection/ }), {
      target: { value: 'No.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send objection' }));
    expect(await screen.findByText('Write at least 10 characters.')).toBeTruthy();
    expect(calls.object).not.toHaveBeenCalled();
  });

  it('says plainly in German when the six months have passed, and keeps the text', async () => {
    calls.statement.mockResolvedValue({ data: { statement: statement() } });
    calls.object.mockRejectedValue(
      new ApiError({ status: 409, code: 'OBJECTION_WINDOW_CLOSED', message: 'Window closed' }),
    );
    await i18next.changeLanguage('de');
    renderPage();
    const field = await screen.findByRole('textbox', { name: /Dein Widerspruch/ });
    fireEvent.change(field, { target: { value: 'Die Lampe ist ein Original von 1962.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Widerspruch senden' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Die sechs Monate für einen Widerspruch gegen diese Entscheidung sind vorbei (2. November 2026).',
    );
    expect((field as HTMLTextAreaElement).value).toBe('Die Lampe ist ein Original von 1962.');
  });

  it('shows no form once the window has closed', async () => {
    calls.statement.mockResolvedValue({
      data: { statement: statement({ possible: false, deadline: '2025-01-01T00:00:00.000Z' }) },
    });
    renderPage();
    expect(
      await screen.findByText('The six months to object to this decision have passed (1 January 2025).'),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('with the objection link: reads and objects without a session, sending the token along', async () => {
    const token = '1793095200.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    calls.statement.mockResolvedValue({ data: { statement: statement() } });
    calls.object.mockResolvedValue({ data: { objection: {} } });
    renderPage(`?token=${encodeURIComponent(token)}`);
    expect(await screen.findByText(/You opened this decision with the link from our email/)).toBeTruthy();
    expect(calls.statement).toHaveBeenCalledWith(
      expect.objectContaining({ params: { decisionId }, query: { token }, auth: false }),
    );
    // The list of other decisions needs a session; the link grants this one only.
    expect(calls.mine).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Your objection/ }), {
      target: { value: 'The buyers paid on pickup, in cash.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send objection' }));
    await vi.waitFor(() =>
      expect(calls.object).toHaveBeenCalledWith(
        expect.objectContaining({
          params: { decisionId },
          body: { text: 'The buyers paid on pickup, in cash.', token },
          auth: false,
        }),
      ),
    );
  });

  it('says in German what is wrong with a refused link', async () => {
    calls.statement.mockRejectedValue(
      new ApiError({ status: 403, code: 'OBJECTION_LINK_INVALID', message: 'Invalid link' }),
    );
    await i18next.changeLanguage('de');
    renderPage('?token=broken');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dieser Link öffnet keine Entscheidung' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Dieser Widerspruchslink ist ungültig. Öffne bitte den vollständigen Link aus der E-Mail mit der Entscheidung.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /Startseite/ }).getAttribute('href')).toBe('/');
  });
});
