// @vitest-environment jsdom

import common from '@shared/i18n/locales/en/common.json';
import feedback from '@shared/i18n/locales/en/feedback.json';
import ui from '@shared/i18n/locales/en/ui.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { canSubmitFeedback, initialFeedbackForm } from './feedback-form-state';

// Radix measures its controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common, feedback, ui } },
  react: { useSuspense: false },
});

const { FeedbackDialog } = await import('./feedback-dialog');

function renderDialog() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <FeedbackDialog isOpen onClose={() => {}} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('feedback dialog rules (spec §5)', () => {
  afterEach(cleanup);

  it('counts trimmed characters: 10 to 2,000', () => {
    expect(canSubmitFeedback('         ')).toBe(false);
    expect(canSubmitFeedback('  123456789  ')).toBe(false);
    expect(canSubmitFeedback('  1234567890  ')).toBe(true);
    expect(canSubmitFeedback('x'.repeat(2000))).toBe(true);
    expect(canSubmitFeedback('x'.repeat(2001))).toBe(false);
    expect(initialFeedbackForm).toMatchObject({ category: 'bug', impact: 'disruptive', includeLogs: true });
  });

  it('opens with the defaults and keeps submit disabled under 10 trimmed characters', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Send feedback' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Category' }).textContent).toContain('Something is broken');
    expect(screen.getByRole('radio', { name: 'It gets in my way' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('checkbox', { name: 'Include recent logs' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const submit = screen.getByRole('button', { name: 'Send feedback' }) as HTMLButtonElement;
    const message = screen.getByRole('textbox', { name: /Your message/ });
    expect(submit.disabled).toBe(true);
    fireEvent.change(message, { target: { value: '   123456789       ' } });
    expect(submit.disabled).toBe(true);
    expect(screen.getByText('9 of 2000 characters – at least 10 needed')).toBeTruthy();
    fireEvent.change(message, { target: { value: ' 1234567890 ' } });
    expect(submit.disabled).toBe(false);
    expect(screen.getByText('10 of 2000 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attach screenshot' })).toBeTruthy();
  });
});
