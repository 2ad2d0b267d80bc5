// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultFeatureFlags } from '../../../lib/feature-flags/feature-flags';
import { i18next, i18nReady } from '../../../lib/i18n';

// The real session client restores a session on import; this test talks to no server.
vi.mock('../../../lib/session/use-session', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: { id: 'user-1', displayName: 'Erika Mustermann', email: 'erika@example.com', roles: [] },
    persona: 'buyer',
    signOut: async () => {},
  }),
}));
vi.mock('../../../lib/feature-flags/api/get-my-feature-flags', () => ({
  useFeatureFlags: () => ({ flags: { ...defaultFeatureFlags, sellerWorkspacePro: true }, isLoading: false }),
}));

const { AccountMenu } = await import('./account-menu');

function renderMenu() {
  render(
    <I18nextProvider i18n={i18next}>
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('<AccountMenu />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['account', 'common']);
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('names the trigger by the name it shows, not by an aria-label (WCAG 2.5.3 label in name)', async () => {
    await i18next.changeLanguage('en');
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Erika Mustermann, account menu' });
    // An aria-label would have to hold the avatar's initials too, which are part of its visible text.
    expect(trigger.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByRole('link', { name: 'Seller workspace Pro' }).textContent).toBe('Pro');
  });

  it('says the same in German', async () => {
    await i18next.changeLanguage('de');
    renderMenu();
    expect(screen.getByRole('button', { name: 'Erika Mustermann, Kontomenü' })).toBeTruthy();
  });
});
