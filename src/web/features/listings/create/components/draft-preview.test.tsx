// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { draftResultFixture, mediaAssetFixture } from '../create-listing.test-helper';
import { DraftPreview, type DraftPreviewProps } from './draft-preview';

function renderPreview(props: Partial<DraftPreviewProps> = {}) {
  return render(
    <I18nextProvider i18n={i18next}>
      <DraftPreview
        result={draftResultFixture()}
        assets={[]}
        categories={undefined}
        language="en"
        isOutdated={false}
        {...props}
      />
    </I18nextProvider>,
  );
}

describe('<DraftPreview />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['create-listing', 'ui']);
  });

  afterEach(() => cleanup());

  it('shows every field with its confidence and sources, the price in EUR and the category path', async () => {
    await i18next.changeLanguage('en');
    renderPreview();
    const region = screen.getByRole('region', { name: 'Suggested listing' });
    expect(within(region).getByText('Apple iPhone 13, 128 GB, Mitternacht')).toBeTruthy();
    expect(region.textContent).toContain('ElectronicsPhones & wearablesSmartphones');
    expect(within(region).getByText('€389.50')).toBeTruthy();
    expect(within(region).getByText('Similar phones sold for 360–420 €.')).toBeTruthy();
    expect(within(region).getByText('Good')).toBeTruthy();
    expect(within(region).getByText('Confident · 90%')).toBeTruthy();
    expect(within(region).getByText('Fairly sure · 55%')).toBeTruthy();
    expect(within(region).getByText('Unsure · 30%')).toBeTruthy();
    expect(within(region).getAllByText('from the photo text')).toHaveLength(2);
    expect(within(region).getByText('from your description')).toBeTruthy();
    expect(within(region).getByText('5G, Wi-Fi')).toBeTruthy();
    expect(within(region).getByText('Also possible: Electronics › Phones & wearables')).toBeTruthy();
    expect(region.textContent).toContain('Drafted on this server in 1.8 s.');
  });

  it('notes photos held for review and a draft the seller has outgrown, in German too', async () => {
    await i18next.changeLanguage('de');
    const held = mediaAssetFixture('0b9d1a0e-3333-4333-8333-333333333333', { name: 'strand.jpg' });
    renderPreview({
      result: { ...draftResultFixture(), heldMediaIds: [held.id] },
      assets: [held],
      language: 'de',
      isOutdated: true,
    });
    expect(screen.getByText('1 Foto wird geprüft')).toBeTruthy();
    expect(screen.getByText(/hat strand\.jpg markiert/)).toBeTruthy();
    expect(screen.getByText(/seit diesem Entwurf Fotos oder die Beschreibung geändert/)).toBeTruthy();
    expect(screen.getByText('389,50 €')).toBeTruthy();
    expect(screen.getByText('WLAN', { exact: false })).toBeTruthy();
  });
});
