// @vitest-environment jsdom

import type { ChatThread } from '@shared/chat/chat.schema';
import type { AssistantSuggestionsResponse } from '@shared/chat/chat-assistant.schema';
import chatAssistant from '@shared/i18n/locales/en/chat-assistant.json';
import ui from '@shared/i18n/locales/en/ui.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssistantSuggestions } from './assistant-suggestions';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ apiClient: { call } }));

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { ui, 'chat-assistant': chatAssistant } },
  react: { useSuspense: false },
});

const thread = (role: 'buyer' | 'seller') =>
  ({ id: 'c0b5e4a2-6f0c-4d8e-9a51-0d3f1f0a7b11', role }) as ChatThread;
const messageId = '5b0c1a9e-3c2d-4f7a-8e61-2a9d0c4b7e55';

function answer(data: Partial<AssistantSuggestionsResponse['data']>) {
  return {
    data: { suggestions: [], isEscalated: false, escalationReason: null, provider: 'local', ...data },
  };
}

function renderSuggestions(role: 'buyer' | 'seller', onUse = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { container } = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AssistantSuggestions thread={thread(role)} messageId={messageId} onUse={onUse} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onUse, container };
}

afterEach(() => {
  cleanup();
  call.mockReset();
});

describe('<AssistantSuggestions />', () => {
  it('shows each suggestion with its confidence; Use hands the text to the composer', async () => {
    call.mockResolvedValue(
      answer({
        suggestions: [
          { id: 'availability', topic: 'availability', text: 'Yes, still available.', confidence: 0.95 },
        ],
      }),
    );
    const { onUse, container } = renderSuggestions('seller');
    expect(await screen.findByText('Yes, still available.')).toBeTruthy();
    // axe without the checks jsdom cannot do (layout, colours).
    const audit = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    expect(screen.getByText('High confidence (95%)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Suggested replies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    expect(onUse).toHaveBeenCalledWith('Yes, still available.');
    expect(call.mock.calls[0]![1]).toMatchObject({
      params: { threadId: thread('seller').id },
      query: { messageId },
    });
  });

  it('says why a price offer is left to the seller', async () => {
    call.mockResolvedValue(answer({ isEscalated: true, escalationReason: 'offer' }));
    renderSuggestions('seller');
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This needs your answer: it's a price offer.",
    );
  });

  it('reports a failed load and loads again on retry', async () => {
    call.mockRejectedValueOnce(new Error('offline'));
    call.mockResolvedValueOnce(
      answer({ suggestions: [{ id: 'pickup', topic: 'pickup', text: 'Pickup in Köln.', confidence: 0.6 }] }),
    );
    renderSuggestions('seller');
    expect(await screen.findByText('Suggested replies failed to load.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Pickup in Köln.')).toBeTruthy();
    expect(screen.getByText('Medium confidence (60%)')).toBeTruthy();
  });

  it('shows the buyer nothing and asks nothing', async () => {
    renderSuggestions('buyer');
    await waitFor(() => expect(call).not.toHaveBeenCalled());
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
