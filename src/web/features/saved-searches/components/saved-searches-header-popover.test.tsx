// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, i18nReady } from '../../../lib/i18n';

const store = vi.hoisted(() => ({ current: { savedSearches: [] as { id: string }[] } }));

// The list inside opens only on a press; the trigger needs no server and no session.
vi.mock('../use-saved-searches', () => ({ useSavedSearches: () => store.current }));
vi.mock('./saved-searches-list', () => ({ SavedSearchesList: () => null }));

const { SavedSearchesHeaderPopover } = await import('./saved-searches-header-popover');

function renderPopover() {
  render(
    <I18nextProvider i18n={i18next}>
      <SavedSearchesHeaderPopover />
    </I18nextProvider>,
  );
}

describe('<SavedSearchesHeaderPopover />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces(['saved-searches']);
  });
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('is named "Saved searches" without any', async () => {
    await i18next.changeLanguage('en');
    store.current = { savedSearches: [] };
    renderPopover();
    expect(screen.getByRole('button', { name: 'Saved searches' })).toBeTruthy();
  });

  it('names the count it shows, outside parentheses (WCAG 2.5.3 label in name)', async () => {
    await i18next.changeLanguage('en');
    store.current = { savedSearches: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] };
    renderPopover();
    const trigger = screen.getByRole('button', { name: 'Saved searches: 3' });
    expect(trigger.textContent).toBe('3');
    await i18next.changeLanguage('de');
    expect(await screen.findByRole('button', { name: 'Gespeicherte Suchen: 3' })).toBeTruthy();
  });
});
