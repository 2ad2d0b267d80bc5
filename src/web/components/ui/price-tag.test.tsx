// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../lib/i18n';
import { PriceTag } from './price-tag';

function renderPrice(props: Parameters<typeof PriceTag>[0]) {
  return render(
    <I18nextProvider i18n={i18next}>
      <PriceTag {...props} />
    </I18nextProvider>,
  );
}

describe('<PriceTag />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces('ui');
  });

  afterEach(() => cleanup());

  it('writes the price the English way with "or best offer" and an accessible previous price', async () => {
    await i18next.changeLanguage('en');
    const { container } = renderPrice({ amount: 89, previousPrice: 120, priceKind: 'negotiable' });
    expect(container.textContent?.replace(/\s+/g, ' ')).toBe('€89or best offerpreviously €120');
    expect(container.querySelector('s')?.textContent).toBe('€120');
  });

  it('writes the price the German way with the VB abbreviation', async () => {
    await i18next.changeLanguage('de');
    const { container } = renderPrice({ amount: 1250.5, priceKind: 'negotiable' });
    expect(container.textContent?.replace(/\s+/g, ' ')).toBe('1.250,50 €VB');
    expect(container.querySelector('abbr')?.getAttribute('title')).toBe('Verhandlungsbasis');
  });

  it('shows free items as such', async () => {
    await i18next.changeLanguage('de');
    const { container } = renderPrice({ amount: 0, priceKind: 'negotiable' });
    expect(container.textContent).toBe('Zu verschenken');
  });

  it('shows a give-away as free in both languages, never with VB or an old price', async () => {
    await i18next.changeLanguage('de');
    const german = renderPrice({ amount: 0, previousPrice: 20, priceKind: 'free' });
    expect(german.container.textContent).toBe('Zu verschenken');
    expect(german.container.querySelector('s')).toBeNull();
    cleanup();
    await i18next.changeLanguage('en');
    const english = renderPrice({ amount: 0, priceKind: 'free' });
    expect(english.container.textContent).toBe('Free');
  });

  it('writes a fixed price without VB', async () => {
    await i18next.changeLanguage('de');
    const { container } = renderPrice({ amount: 45, priceKind: 'fixed' });
    expect(container.textContent?.replace(/\s+/g, ' ')).toBe('45 €');
  });
});
