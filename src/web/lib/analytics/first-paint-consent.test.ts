// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '../storage-keys';
import { createAnalyticsConsentStore } from './analytics-consent-store';

/**
 * /theme-init.js runs before the app's bundle, so it cannot import the storage keys or the consent
 * store; this holds its copy of both to the app's (ADR 091).
 */
const themeInit = readFileSync(path.resolve(import.meta.dirname, '../../../../public/theme-init.js'), 'utf8');
// The script as the page runs it: its globals are the test environment's window.
const runThemeInit = new Function(themeInit) as () => void;

function guestConsentStore() {
  return createAnalyticsConsentStore({
    storage: localStorage,
    storageKey: storageKeys.analyticsConsent,
    session: {
      getSnapshot: () => ({
        status: 'unauthenticated',
        user: null,
        accessTokenExpiresAt: null,
        refreshTokenExpiresAt: null,
        isRemembered: false,
        endReason: null,
      }),
      subscribe: () => () => {},
    },
    getAccount: () => Promise.reject(new Error('a guest has no account')),
    putAccount: () => Promise.reject(new Error('a guest has no account')),
  });
}

describe('the first-paint consent banner of /theme-init.js', () => {
  beforeEach(() => {
    // jsdom has no media queries; the theme part of the script asks for the system preference.
    window.matchMedia = (() => ({ matches: false })) as unknown as typeof window.matchMedia;
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.className = '';
    document.body.innerHTML =
      '<section id="first-screen-consent"><button type="button" data-first-screen-consent="denied">Decline</button></section>';
  });

  it("shows for an undecided guest, and a tap records the choice the app's consent store reads", () => {
    runThemeInit();
    expect(document.documentElement.classList.contains('consent-pending')).toBe(true);
    document.querySelector<HTMLButtonElement>('[data-first-screen-consent]')?.click();
    expect(document.documentElement.classList.contains('consent-pending')).toBe(false);
    expect(guestConsentStore().getSnapshot()).toMatchObject({
      state: 'denied',
      scope: 'device',
      status: 'ready',
    });
  });

  it('stays hidden once the device has chosen, and for a stored session (the account decides)', () => {
    localStorage.setItem(
      storageKeys.analyticsConsent,
      JSON.stringify({ version: 1, state: 'granted', updatedAt: new Date().toISOString() }),
    );
    runThemeInit();
    expect(document.documentElement.classList.contains('consent-pending')).toBe(false);

    localStorage.clear();
    sessionStorage.setItem(storageKeys.session, '{"version":1}');
    runThemeInit();
    expect(document.documentElement.classList.contains('consent-pending')).toBe(false);
  });
});
