// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../../lib/i18n';
import { draftResultFixture, mediaAssetFixture } from '../create-listing.test-helper';
import { AiDraftNotes } from './ai-draft-notes';

describe('<AiDraftNotes />', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadLanguages(['en', 'de']);
    await i18next.loadNamespaces(['create-listing', 'ui']);
  });

  afterEach(() => cleanup());

  it('says who drafted it and how fast', async () => {
    await i18next.changeLanguage('en');
    render(
      <I18nextProvider i18n={i18next}>
        <AiDraftNotes result={draftResultFixture()} assets={[]} language="en" isOutdated={false} />
      </I18nextProvider>,
    );
    expect(screen.getByText(/Drafted on this server in 1\.8 s\./)).toBeTruthy();
    expect(screen.queryByText(/held for review/)).toBeNull();
  });

  it('notes photos held for review and a draft the seller has outgrown, in German too', async () => {
    await i18next.changeLanguage('de');
    const held = mediaAssetFixture('0b9d1a0e-3333-4333-8333-333333333333', { name: 'strand.jpg' });
    render(
      <I18nextProvider i18n={i18next}>
        <AiDraftNotes
          result={{ ...draftResultFixture(), heldMediaIds: [held.id] }}
          assets={[held]}
          language="de"
          isOutdated
        />
      </I18nextProvider>,
    );
    expect(screen.getByText('1 Foto wird geprüft')).toBeTruthy();
    expect(screen.getByText(/hat strand\.jpg markiert/)).toBeTruthy();
    expect(screen.getByText(/seit diesem Entwurf Fotos oder die Beschreibung geändert/)).toBeTruthy();
  });
});
