import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import commonDe from '../../../../shared/i18n/locales/de/common.json';
import marketplacesDe from '../../../../shared/i18n/locales/de/marketplaces.json';
import workspaceDe from '../../../../shared/i18n/locales/de/workspace.json';
import commonEn from '../../../../shared/i18n/locales/en/common.json';
import marketplacesEn from '../../../../shared/i18n/locales/en/marketplaces.json';
import workspaceEn from '../../../../shared/i18n/locales/en/workspace.json';
import { summariseBulkOutcome, summarisePublishOutcome } from './bulk-outcome';

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({
    lng: 'en',
    resources: {
      en: { workspace: workspaceEn, common: commonEn, marketplaces: marketplacesEn },
      de: { workspace: workspaceDe, common: commonDe, marketplaces: marketplacesDe },
    },
  });
});

const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] as const;
const titles = new Map([
  [ids[0], 'Brass lamp'],
  [ids[1], 'Oak chair'],
]);

describe('summariseBulkOutcome', () => {
  it('counts the changed listings and the refused ones with their translated reason', async () => {
    await instance.changeLanguage('en');
    const summary = summariseBulkOutcome(
      {
        action: 'archive',
        succeeded: 1,
        failed: 1,
        results: [
          { listingId: ids[0], outcome: 'ok', status: 'ARCHIVED', error: null },
          {
            listingId: ids[1],
            outcome: 'refused',
            status: 'DRAFT',
            error: { code: 'NOT_FOUND', message: 'Listing not found' },
          },
        ],
      },
      titles,
      instance.getFixedT('en', 'workspace'),
      instance.getFixedT('en', 'common'),
    );
    expect(summary.headline).toBe('1 archived, 1 not changed');
    expect(summary.failures).toEqual([
      {
        listingId: ids[1],
        title: 'Oak chair',
        reason: instance.getFixedT('en', 'common')('errors.NOT_FOUND'),
      },
    ]);
  });

  it('says only the count when all changed, in German too', async () => {
    const summary = summariseBulkOutcome(
      {
        action: 'restore',
        succeeded: 2,
        failed: 0,
        results: ids.map((listingId) => ({
          listingId,
          outcome: 'ok' as const,
          status: 'PUBLISHED' as const,
          error: null,
        })),
      },
      titles,
      instance.getFixedT('de', 'workspace'),
      instance.getFixedT('de', 'common'),
    );
    expect(summary.headline).toBe('2 wiederhergestellt');
    expect(summary.failures).toEqual([]);
  });

  it('falls back to the server words for an unknown code', () => {
    const summary = summariseBulkOutcome(
      {
        action: 'archive',
        succeeded: 0,
        failed: 1,
        results: [
          {
            listingId: ids[0],
            outcome: 'refused',
            status: null,
            error: { code: 'SOMETHING_NEW', message: 'Nope.' },
          },
        ],
      },
      titles,
      instance.getFixedT('en', 'workspace'),
      instance.getFixedT('en', 'common'),
    );
    expect(summary.headline).toBe('0 archived, 1 not changed');
    expect(summary.failures[0]?.reason).toBe('Nope.');
  });
});

describe('summarisePublishOutcome', () => {
  const answer = {
    queued: 1,
    refused: 1,
    results: [
      {
        listingId: ids[0],
        outcome: 'queued' as const,
        jobId: '00000000-0000-4000-8000-0000000000aa',
        error: null,
      },
      {
        listingId: ids[1],
        outcome: 'refused' as const,
        jobId: null,
        error: { code: 'LISTING_NOT_LIVE', message: 'Only live listings can be published.' },
      },
    ],
  };

  it('counts the listings handed to eBay and names the refused one with the marketplace reason', async () => {
    await instance.changeLanguage('en');
    const summary = summarisePublishOutcome(
      answer,
      titles,
      instance.getFixedT('en', 'workspace'),
      instance.getFixedT('en', 'marketplaces'),
    );
    expect(summary.headline).toBe('1 sent to eBay, 1 not changed');
    expect(summary.failures).toEqual([
      { listingId: ids[1], title: 'Oak chair', reason: 'Only live listings can be published on eBay.' },
    ]);
  });

  it('speaks German', async () => {
    const summary = summarisePublishOutcome(
      answer,
      titles,
      instance.getFixedT('de', 'workspace'),
      instance.getFixedT('de', 'marketplaces'),
    );
    expect(summary.headline).toBe('1 an eBay übergeben, 1 nicht geändert');
    expect(summary.failures[0]?.reason).not.toBe('Only live listings can be published.');
  });
});
