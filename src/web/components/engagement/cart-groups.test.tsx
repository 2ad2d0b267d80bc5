// @vitest-environment jsdom
import type { Cart } from '@shared/engagement/watchlist-cart.schema';
import { deletedUserDisplayName } from '@shared/privacy/privacy-constants';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../lib/i18n';
import { CartGroups } from './cart-groups';

const cartOf = (sellerName: string): Cart => ({
  groups: [
    {
      seller: { id: '3a1b2c3d-4444-4444-8444-444444444444', name: sellerName },
      items: [],
      subtotal: 0,
      currency: 'EUR',
    },
  ],
  itemCount: 0,
  total: 0,
  currency: 'EUR',
});

function renderCart(sellerName: string) {
  render(
    <I18nextProvider i18n={i18next}>
      <MemoryRouter>
        <CartGroups cart={cartOf(sellerName)} onRemove={() => undefined} isGuest={false} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** ADR 070: a deleted seller's tombstone name is shown in the reader's language. */
describe('CartGroups', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['engagement', 'common']);
  });
  afterEach(cleanup);

  it('names a deleted seller in German', async () => {
    await i18next.changeLanguage('de');
    renderCart(deletedUserDisplayName);
    expect(screen.getByRole('heading', { name: 'Von Gelöschter Nutzer' })).toBeTruthy();
  });

  it('keeps a real name as it is', async () => {
    await i18next.changeLanguage('en');
    renderCart('Sina Seller');
    expect(screen.getByRole('heading', { name: 'From Sina Seller' })).toBeTruthy();
  });
});
