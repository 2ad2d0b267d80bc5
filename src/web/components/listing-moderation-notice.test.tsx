// @vitest-environment jsdom
import type { ListingModeration } from '@shared/moderation/listing-moderation.schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '../lib/i18n';
import { renderWithProviders, setUpComponentTests } from '../test/component-test.test-helper';
import { ListingModerationLink, ListingModerationNotice } from './listing-moderation-notice';

const decisionId = '1a1b2c3d-4444-4444-8444-444444444444';
const restricted: ListingModeration = {
  decisionId,
  kind: 'restricted',
  decidedAt: '2026-05-02T10:00:00.000Z',
};
const removed: ListingModeration = { ...restricted, kind: 'removed' };
const statementPath = `/moderation/decisions/${decisionId}`;

describe("the owner's moderation notice on a listing", () => {
  setUpComponentTests({ namespaces: ['moderation'] });

  it('says the listing is restricted, when, and links to the statement of reasons', () => {
    renderWithProviders(<ListingModerationNotice moderation={restricted} />);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Moderation restricted this listing');
    expect(notice.textContent).toContain('Only you can see it');
    expect(notice.textContent).toContain('Decided on');
    const link = screen.getByRole('link', { name: 'Why? Read the statement of reasons' });
    expect(link.getAttribute('href')).toBe(statementPath);
  });

  it('says so in German for a removal', async () => {
    await i18next.changeLanguage('de');
    renderWithProviders(<ListingModerationNotice moderation={removed} />);
    expect(screen.getByRole('status').textContent).toContain('Die Moderation hat diese Anzeige entfernt');
    expect(screen.getByRole('link', { name: 'Warum? Begründung lesen' }).getAttribute('href')).toBe(
      statementPath,
    );
  });

  it('names the listing in the short "Why?" link of the overview, in both languages', async () => {
    renderWithProviders(<ListingModerationLink moderation={restricted} listingTitle="Brass lamp" />);
    const link = screen.getByRole('link', {
      name: 'Why was “Brass lamp” restricted? Read the statement of reasons',
    });
    expect(link.textContent).toBe('Why?');
    expect(link.getAttribute('href')).toBe(statementPath);

    await i18next.changeLanguage('de');
    const german = await screen.findByRole('link', {
      name: 'Warum wurde „Brass lamp“ eingeschränkt? Begründung lesen',
    });
    expect(german.textContent).toBe('Warum?');
  });
});
