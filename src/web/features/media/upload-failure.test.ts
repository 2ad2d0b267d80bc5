import commonDe from '@shared/i18n/locales/de/common.json';
import mediaDe from '@shared/i18n/locales/de/media.json';
import common from '@shared/i18n/locales/en/common.json';
import media from '@shared/i18n/locales/en/media.json';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import type { Language } from '../../lib/i18n';
import { describeUploadFailure, failureFromError, galleryFullCode } from './upload-failure';
import { isRetryableFailure } from './upload-queue';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { common, media }, de: { common: commonDe, media: mediaDe } },
  defaultNS: 'common',
});

function describeIn(language: Language, error: unknown) {
  const t = i18n.getFixedT(language, 'common');
  const tMedia = i18n.getFixedT(language, 'media');
  return describeUploadFailure(failureFromError(error), t, tMedia);
}

describe('failureFromError and describeUploadFailure', () => {
  it('translates the server codes of spec §8', () => {
    const corrupt = new ApiError({ status: 422, code: 'CORRUPT_MEDIA', message: 'corrupt' });
    expect(describeIn('en', corrupt)).toBe(common.errors.CORRUPT_MEDIA);
    expect(describeIn('de', corrupt)).toBe(commonDe.errors.CORRUPT_MEDIA);
  });

  it('says a full server disk in the seller’s language and lets them try again later (ADR 085)', () => {
    const full = new ApiError({
      status: 507,
      code: 'STORAGE_FULL',
      message: 'There is no storage space left',
    });
    expect(describeIn('en', full)).toBe(common.errors.STORAGE_FULL);
    expect(describeIn('de', full)).toBe(commonDe.errors.STORAGE_FULL);
    expect(isRetryableFailure(failureFromError(full))).toBe(true);
  });

  it('names 413 and 415 without an error body by their status', () => {
    expect(describeIn('en', new ApiError({ status: 413, message: 'Request failed with status 413' }))).toBe(
      common.errors.PAYLOAD_TOO_LARGE,
    );
    expect(describeIn('de', new ApiError({ status: 415, message: 'Request failed with status 415' }))).toBe(
      commonDe.errors.UNSUPPORTED_MEDIA_TYPE,
    );
  });

  it('a network failure and an unknown failure are said in the seller’s language', () => {
    expect(describeIn('de', new ApiError({ status: 0, message: 'Network request failed.' }))).toBe(
      commonDe.errors.network,
    );
    expect(describeIn('de', new ApiError({ status: 502, message: 'Request failed with status 502' }))).toBe(
      commonDe.errors.requestFailed.replace('{{status}}', '502'),
    );
  });

  it('names the daily upload limit with its figures from src/shared, in both languages', () => {
    const quota = new ApiError({
      status: 429,
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: 'You can upload up to 250 photos a day; please try again tomorrow.',
    });
    expect(describeIn('en', quota)).toBe(
      'You can upload up to 250 photos or 2 GB a day, and today’s are used up. You can upload more tomorrow.',
    );
    expect(describeIn('de', quota)).toBe(
      'Du kannst pro Tag bis zu 250 Fotos oder 2 GB hochladen, und für heute ist das erreicht. Morgen kannst du wieder hochladen.',
    );
  });

  it('the full gallery is the media namespace’s own message', () => {
    const failure = { code: galleryFullCode, status: 409, message: '' };
    expect(
      describeUploadFailure(failure, i18n.getFixedT('en', 'common'), i18n.getFixedT('en', 'media')),
    ).toBe('You can add up to 20 photos. Remove one to add another.');
  });
});
