import {
  mediaPerListingMax,
  mediaUploadBytesPerDay,
  mediaUploadsPerDay,
} from '@shared/media/media-asset.schema';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client/api-error';
import type { UploadFailure } from './upload-queue';

/** The client's own refusal when the gallery has no room left (not a server code). */
export const galleryFullCode = 'GALLERY_FULL';

/** A proxy or the body limit may answer 413/415 without our error body: name the code anyway. */
const codeByStatus: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export function failureFromError(error: unknown): UploadFailure {
  if (error instanceof ApiError) {
    return { code: error.code ?? codeByStatus[error.status], status: error.status, message: error.message };
  }
  return { code: 'INTERNAL', status: 500, message: error instanceof Error ? error.message : '' };
}

/** Translated text for a failed upload: by error code, with the spec §8 fallbacks. */
export function describeUploadFailure(failure: UploadFailure, t: TFunction, tMedia: TFunction): string {
  if (failure.code === galleryFullCode) return tMedia('upload.limit', { max: mediaPerListingMax });
  if (failure.code === 'UPLOAD_QUOTA_EXCEEDED') {
    return tMedia('upload.dailyLimit', {
      count: mediaUploadsPerDay,
      gigabytes: mediaUploadBytesPerDay / 1024 ** 3,
    });
  }
  if (failure.status === 0) return t('errors.network');
  if (failure.code && t(`errors.${failure.code}`, { defaultValue: '' })) return t(`errors.${failure.code}`);
  // Without a known code the client's message is the English fallback: say it in the seller's language.
  return failure.code ? failure.message : t('errors.requestFailed', { status: failure.status });
}
