// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../lib/i18n';
import type { RefreshOutcome } from '../../../lib/session/session-store';

const session = vi.hoisted(() => ({
  refresh: vi.fn<() => Promise<RefreshOutcome>>(),
  end: vi.fn(async (_reason: string) => {}),
}));

// The real session client restores a session on import; this test talks to no server.
vi.mock('../../../lib/session/session-client', () => ({
  sessionStore: {
    refresh: session.refresh,
    end: session.end,
    getSnapshot: () => ({ isRemembered: false }),
  },
}));
vi.mock('../../../lib/session/use-session', () => ({
  useSessionSnapshot: () => ({ status: 'authenticated' }),
}));

const { IdleTimeoutGuard } = await import('./idle-timeout-guard');
// Loaded before the warning is due, as the guard does itself on mount.
await import('./idle-warning-dialog');

/** Only the clock the idle timer reads is faked: Testing Library keeps its real timeouts. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function renderGuard() {
  render(
    <I18nextProvider i18n={i18next}>
      <MemoryRouter initialEntries={['/sell']}>
        <IdleTimeoutGuard />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const warningDialog = () =>
  screen.findByRole('dialog', { name: 'Are you still there?' }, { timeout: 10_000 });

describe('<IdleTimeoutGuard />', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.changeLanguage('en');
    await i18next.loadNamespaces(['auth', 'ui']);
  });

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    window.__KLEINKRAM_IDLE__ = { timeoutMs: 8000, warningMs: 5000 };
    session.refresh.mockReset();
    session.end.mockClear();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    delete window.__KLEINKRAM_IDLE__;
  });

  it('counts down in the same dialog: the focused "Stay signed in" button is not replaced each second', async () => {
    renderGuard();
    advance(3000);
    const dialog = await warningDialog();
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(document.activeElement).toBe(stay), { timeout: 5000 });
    expect(screen.getByRole('timer').textContent).toBe('0:05');

    advance(2000);
    expect(screen.getByRole('timer').textContent).toBe('0:03');
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBe(dialog);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toBe(stay);
    expect(document.activeElement).toBe(stay);
  });

  it('keeps a "Stay signed in" given before zero even when the refresh outlasts the countdown', async () => {
    let answer: (outcome: RefreshOutcome) => void = () => {};
    session.refresh.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderGuard();
    advance(3000);
    await warningDialog();
    advance(4000);
    expect(screen.getByRole('timer').textContent).toBe('0:01');

    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(session.refresh).toHaveBeenCalledTimes(1);
    // The server is slow to answer: zero passes while the refresh is under way.
    advance(3000);
    expect(session.end).not.toHaveBeenCalled();

    await act(async () => answer('ok'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    advance(2000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.end).not.toHaveBeenCalled();
  });

  it('signs out at once when the refresh failed and the time is up meanwhile', async () => {
    let answer: (outcome: RefreshOutcome) => void = () => {};
    session.refresh.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderGuard();
    advance(3000);
    await warningDialog();
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    advance(3000);
    expect(session.end).not.toHaveBeenCalled();

    await act(async () => answer('failed'));
    await waitFor(() => expect(session.end).toHaveBeenCalledWith('timeout'), { timeout: 5000 });
  });
});
