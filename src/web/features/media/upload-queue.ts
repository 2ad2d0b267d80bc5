import type { MediaSource } from '@shared/media/media-asset.schema';

/** Uploads running at once: enough to keep the line busy, few enough for the server's image work. */
export const maxConcurrentUploads = 2;

/** Spec §4 "Upload items" (pending, uploading, completed) plus the failure the seller can retry. */
export type UploadStatus = 'pending' | 'uploading' | 'completed' | 'failed';

/** Why an item failed: a server or client error code, the HTTP status (0 = no answer) and its message. */
export interface UploadFailure {
  code: string | undefined;
  status: number;
  message: string;
}

export interface UploadItem {
  id: string;
  /** Kept in memory until the upload succeeds, so Retry needs nothing from the seller. */
  file: File | null;
  name: string;
  source: Extract<MediaSource, 'camera' | 'upload'>;
  capturedAt: string | null;
  status: UploadStatus;
  /** 0..1, from the request's upload progress. */
  progress: number;
  failure: UploadFailure | null;
  /** Whether Retry can help (not for files the client or server refused by their content). */
  canRetry: boolean;
  assetId: string | null;
  /** The photo was already in the gallery: a notice instead of a second entry. */
  isDuplicate: boolean;
}

export interface NewUpload {
  id: string;
  file: File;
  source: UploadItem['source'];
  capturedAt: string | null;
  /** Set when the file was refused before sending (client-side check, gallery full). */
  rejection?: UploadFailure;
}

export type UploadAction =
  | { type: 'added'; uploads: NewUpload[] }
  | { type: 'started'; id: string }
  | { type: 'progressed'; id: string; loaded: number; total: number }
  | { type: 'completed'; id: string; assetId: string; isDuplicate: boolean }
  | { type: 'failed'; id: string; failure: UploadFailure }
  | { type: 'retried'; id: string }
  | { type: 'dismissed'; id: string };

/** Refusals by content, or by a limit that lasts until tomorrow: sending again gives the same answer. */
const finalCodes = new Set([
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'CORRUPT_MEDIA',
  'LIMIT_REACHED',
  'UPLOAD_QUOTA_EXCEEDED',
]);

export function isRetryableFailure(failure: UploadFailure): boolean {
  return !(failure.code && finalCodes.has(failure.code)) && failure.status !== 413 && failure.status !== 415;
}

function update(
  items: readonly UploadItem[],
  id: string,
  change: (item: UploadItem) => UploadItem,
): UploadItem[] {
  return items.map((item) => (item.id === id ? change(item) : item));
}

export function uploadQueueReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.uploads.map(
          (upload): UploadItem => ({
            id: upload.id,
            file: upload.file,
            name: upload.file.name,
            source: upload.source,
            capturedAt: upload.capturedAt,
            status: upload.rejection ? 'failed' : 'pending',
            progress: 0,
            failure: upload.rejection ?? null,
            canRetry: false,
            assetId: null,
            isDuplicate: false,
          }),
        ),
      ];
    case 'started':
      return update(items, action.id, (item) =>
        item.status === 'pending' ? { ...item, status: 'uploading', progress: 0 } : item,
      );
    case 'progressed':
      return update(items, action.id, (item) =>
        item.status === 'uploading' && action.total > 0
          ? { ...item, progress: Math.min(1, Math.max(item.progress, action.loaded / action.total)) }
          : item,
      );
    case 'completed':
      return update(items, action.id, (item) =>
        item.status === 'uploading'
          ? {
              ...item,
              status: 'completed',
              progress: 1,
              file: null,
              assetId: action.assetId,
              isDuplicate: action.isDuplicate,
            }
          : item,
      );
    case 'failed':
      return update(items, action.id, (item) =>
        item.status === 'uploading' || item.status === 'pending'
          ? {
              ...item,
              status: 'failed',
              failure: action.failure,
              canRetry: item.file !== null && isRetryableFailure(action.failure),
            }
          : item,
      );
    case 'retried':
      return update(items, action.id, (item) =>
        item.status === 'failed' && item.canRetry
          ? { ...item, status: 'pending', progress: 0, failure: null, canRetry: false }
          : item,
      );
    case 'dismissed':
      return items.filter((item) => item.id !== action.id);
  }
}

/** Pending items to start now so that at most `limit` upload at once, oldest first. */
export function uploadsToStart(items: readonly UploadItem[], limit = maxConcurrentUploads): UploadItem[] {
  const running = items.filter((item) => item.status === 'uploading').length;
  return items.filter((item) => item.status === 'pending').slice(0, Math.max(0, limit - running));
}

/** Items that will still join the gallery: they count against the maximum. */
export function countInFlight(items: readonly UploadItem[]): number {
  return items.filter((item) => item.status === 'pending' || item.status === 'uploading').length;
}

/** What the queue shows: work in progress, failures, and duplicate notices (finished uploads are in the gallery). */
export function visibleUploads(items: readonly UploadItem[]): UploadItem[] {
  return items.filter((item) => item.status !== 'completed' || item.isDuplicate);
}
