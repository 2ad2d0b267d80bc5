// @vitest-environment jsdom

import chat from '@shared/i18n/locales/en/chat.json';
import common from '@shared/i18n/locales/en/common.json';
import ui from '@shared/i18n/locales/en/ui.json';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageComposer, type MessageComposerProps } from './message-composer';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common, chat, ui } },
  react: { useSuspense: false },
});

function renderComposer(props: Partial<MessageComposerProps> = {}) {
  const onSend = vi.fn();
  const onTyping = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MessageComposer
        disabledReason={null}
        isOffline={false}
        fill={null}
        onSend={onSend}
        onTyping={onTyping}
        {...props}
      />
    </I18nextProvider>,
  );
  return { onSend, onTyping, field: screen.queryByLabelText('Your message') as HTMLTextAreaElement };
}

afterEach(cleanup);

describe('message composer', () => {
  it('sends the trimmed text on Enter, keeps Shift+Enter for a new line, and tells when typing', () => {
    const { onSend, onTyping, field } = renderComposer();
    fireEvent.change(field, { target: { value: '  Is it still available?  ' } });
    expect(onTyping).toHaveBeenCalledWith(true);
    fireEvent.keyDown(field, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Is it still available?');
    expect(field.value).toBe('');
    expect(onTyping).toHaveBeenLastCalledWith(false);
  });

  it('counts near the limit and refuses more than 2000 characters', () => {
    const { onSend, field } = renderComposer();
    fireEvent.change(field, { target: { value: 'a'.repeat(1900) } });
    expect(screen.getByText('1900 of 2000 characters')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('Messages can be at most 2000 characters long.')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains instead of offering a field when writing is blocked, and notes being offline', () => {
    renderComposer({ disabledReason: 'You blocked Ben. Unblock them to write again.' });
    expect(screen.getByRole('status').textContent).toContain('You blocked Ben');
    expect(screen.queryByLabelText('Your message')).toBeNull();
    cleanup();
    renderComposer({ isOffline: true });
    expect(screen.getByRole('status').textContent).toContain('You’re offline');
  });
});
