// @vitest-environment jsdom

import ui from '@shared/i18n/locales/en/ui.json';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toast, toastFadeOutMs } from './toast-store';
import { Toaster } from './toaster';

const i18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { ui } }, react: { useSuspense: false } });

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
}

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('announces danger toasts assertively and the others politely', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Saved', variant: 'success' });
      toast({ title: 'Upload failed', description: 'Too large', variant: 'danger' });
    });
    expect(screen.getByText('Saved').closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Upload failed').closest('[aria-live]')?.getAttribute('aria-live')).toBe(
      'assertive',
    );
    expect(screen.getByText('Too large')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });

  it('removes a toast after the close button and the fade-out', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Bye' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByText('Bye')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(toastFadeOutMs);
    });
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('runs the action and dismisses the toast', () => {
    const onClick = vi.fn();
    renderToaster();
    act(() => {
      toast({
        title: 'Update ready',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(toastFadeOutMs);
    });
    expect(screen.queryByText('Update ready')).toBeNull();
  });
});
