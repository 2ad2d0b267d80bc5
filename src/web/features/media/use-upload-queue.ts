import { type MediaAsset, mediaPerListingMax } from '@shared/media/media-asset.schema';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Language } from '../../lib/i18n';
import { isAbortError, type UploadMedia } from './api/upload-media';
import { checkImageFile } from './media-file-check';
import { failureFromError, galleryFullCode } from './upload-failure';
import {
  countInFlight,
  type NewUpload,
  type UploadFailure,
  type UploadItem,
  uploadQueueReducer,
  uploadsToStart,
} from './upload-queue';

const statusByCheck = { PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, CORRUPT_MEDIA: 422 } as const;

export interface UploadQueueOptions {
  uploadMedia: UploadMedia;
  language: Language;
  /** Photos already in the gallery (they count against the maximum). */
  galleryCount: number;
  /** Adds the uploaded photo; answers true when it was already in the gallery (a duplicate). */
  onUploaded(asset: MediaAsset): boolean;
}

export interface EnqueueOptions {
  source: UploadItem['source'];
  capturedAt?: string | null;
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

/** Plans new queue entries: refused files fail at once; only as many as still fit are sent. */
export function planUploads(
  files: readonly File[],
  room: number,
  options: EnqueueOptions,
  createId: () => string = newId,
): NewUpload[] {
  let remaining = room;
  return files.map((file) => {
    const base = { id: createId(), file, source: options.source, capturedAt: options.capturedAt ?? null };
    const code = checkImageFile(file);
    let rejection: UploadFailure | undefined;
    if (code) {
      rejection = { code, status: statusByCheck[code], message: '' };
    } else if (remaining <= 0) {
      rejection = { code: galleryFullCode, status: 409, message: '' };
    } else {
      remaining -= 1;
    }
    return rejection ? { ...base, rejection } : base;
  });
}

/** The upload queue: at most two uploads at once, progress per item, retry with the file kept. */
export function useUploadQueue(options: UploadQueueOptions) {
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const controllers = useRef(new Map<string, AbortController>());
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(() => {
    for (const item of uploadsToStart(items)) {
      const { file } = item;
      if (!file || controllers.current.has(item.id)) continue;
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      dispatch({ type: 'started', id: item.id });
      const { uploadMedia, language } = optionsRef.current;
      uploadMedia({
        file,
        fileName: item.name,
        source: item.source,
        capturedAt: item.capturedAt,
        language,
        signal: controller.signal,
        onProgress: (loaded, total) => dispatch({ type: 'progressed', id: item.id, loaded, total }),
      })
        .then(
          ({ asset }) => {
            const wasInGallery = optionsRef.current.onUploaded(asset);
            dispatch({ type: 'completed', id: item.id, assetId: asset.id, isDuplicate: wasInGallery });
          },
          (error: unknown) => {
            if (isAbortError(error)) return;
            dispatch({ type: 'failed', id: item.id, failure: failureFromError(error) });
          },
        )
        .finally(() => controllers.current.delete(item.id));
    }
  }, [items]);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const enqueue = useCallback((files: readonly File[], enqueueOptions: EnqueueOptions) => {
    if (files.length === 0) return;
    const room = mediaPerListingMax - optionsRef.current.galleryCount - countInFlight(itemsRef.current);
    dispatch({ type: 'added', uploads: planUploads(files, room, enqueueOptions) });
  }, []);

  const retry = useCallback((id: string) => dispatch({ type: 'retried', id }), []);

  const dismiss = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    dispatch({ type: 'dismissed', id });
  }, []);

  return { items, enqueue, retry, dismiss, inFlightCount: countInFlight(items) };
}
