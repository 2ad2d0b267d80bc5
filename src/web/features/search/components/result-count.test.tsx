// @vitest-environment jsdom
import { searchCountCap } from '@shared/search/search.schema';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../lib/i18n';
import type { SearchPage } from '../api/search-listings';
import { FacetCount } from './facet-count';
import { ResultCount } from './result-count';

const pageOf = (total: number, totalIsCapped: boolean) =>
  ({ total, totalIsCapped, location: null }) as unknown as SearchPage;

function renderWithI18n(node: ReactNode) {
  return render(<I18nextProvider i18n={i18next}>{node}</I18nextProvider>);
}

describe('<ResultCount /> and <FacetCount /> above the count cap (ADR 078)', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces('search');
  });

  afterEach(() => cleanup());

  it('shows a capped total as "1,000+" in English and "1.000+" in German', async () => {
    await i18next.changeLanguage('en');
    renderWithI18n(<ResultCount page={pageOf(searchCountCap, true)} isUpdating={false} />);
    expect(screen.getByRole('status').textContent).toBe('1,000+ results');
    cleanup();
    await i18next.changeLanguage('de');
    renderWithI18n(<ResultCount page={pageOf(searchCountCap, true)} isUpdating={false} />);
    expect(screen.getByRole('status').textContent).toBe('1.000+ Ergebnisse');
  });

  it('keeps an exact count below the cap, formatted per language', async () => {
    await i18next.changeLanguage('de');
    renderWithI18n(<ResultCount page={pageOf(999, false)} isUpdating={false} />);
    expect(screen.getByRole('status').textContent).toBe('999 Ergebnisse');
    cleanup();
    await i18next.changeLanguage('en');
    renderWithI18n(<ResultCount page={pageOf(1, false)} isUpdating={false} />);
    expect(screen.getByRole('status').textContent).toBe('1 result');
  });

  it('shows partial facet counts as "at least" figures and hides a partial 0', async () => {
    await i18next.changeLanguage('de');
    const partial = renderWithI18n(<FacetCount count={1234} isPartial />);
    expect(partial.container.querySelector('[aria-hidden="true"]')?.textContent).toBe('1.234+');
    expect(partial.container.querySelector('.sr-only')?.textContent).toBe('mindestens 1.234');
    cleanup();
    await i18next.changeLanguage('en');
    expect(renderWithI18n(<FacetCount count={0} isPartial />).container.textContent).toBe('');
    cleanup();
    expect(renderWithI18n(<FacetCount count={1234} isPartial={false} />).container.textContent).toBe('1,234');
  });
});
