// @vitest-environment jsdom

import chatAssistant from '@shared/i18n/locales/en/chat-assistant.json';
import ui from '@shared/i18n/locales/en/ui.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatAssistantCard } from './chat-assistant-card';

const call = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ user: { roles: ['seller'] } as { roles: string[] } | null }));
vi.mock('../../../lib/api', () => ({ apiClient: { call } }));
vi.mock('../../../lib/session/use-session', () => ({ useSession: () => session }));

// Radix measures its controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { ui, 'chat-assistant': chatAssistant } },
  react: { useSuspense: false },
});

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ChatAssistantCard />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  call.mockReset();
  session.user = { roles: ['seller'] };
});

describe('<ChatAssistantCard />', () => {
  it('saves suggestions on with the chosen automatic topics', async () => {
    call.mockImplementation(async (endpoint: { method: string }, input?: { body?: unknown }) =>
      endpoint.method === 'GET' ? { data: { isEnabled: true, autoSendTopics: [] } } : { data: input?.body },
    );
    const { container } = renderCard();
    expect(await screen.findByRole('region', { name: 'Chat assistant' })).toBeTruthy();
    const availability = await screen.findByRole('checkbox', { name: 'Is it still available?' });
    const audit = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    fireEvent.click(availability);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]![1]).toEqual({ body: { isEnabled: true, autoSendTopics: ['availability'] } });
  });

  it('turns the automatic topics off with the suggestions, and says when saving failed', async () => {
    call.mockImplementation(async (endpoint: { method: string }) => {
      if (endpoint.method === 'GET') return { data: { isEnabled: true, autoSendTopics: ['shipping'] } };
      throw new Error('offline');
    });
    renderCard();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Reply suggestions' }));
    expect(screen.getByRole('checkbox', { name: 'Shipping' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your chat assistant settings could not be saved.',
    );
  });

  // Buyers sell too (ADR 072); an account that only moderates does not.
  it('is not shown to an account that cannot sell', async () => {
    session.user = { roles: ['moderator'] };
    renderCard();
    await waitFor(() => expect(call).not.toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
