import { mediaPerListingMax } from '@shared/media/media-asset.schema';
import { describe, expect, it } from 'vitest';
import { galleryFullCode } from './upload-failure';
import {
  countInFlight,
  isRetryableFailure,
  type UploadAction,
  type UploadItem,
  uploadQueueReducer,
  uploadsToStart,
  visibleUploads,
} from './upload-queue';
import { planUploads } from './use-upload-queue';

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

function run(actions: UploadAction[], start: UploadItem[] = []): UploadItem[] {
  return actions.reduce(uploadQueueReducer, start);
}

function added(...names: string[]): UploadAction {
  return {
    type: 'added',
    uploads: names.map((name) => ({
      id: name,
      file: jpeg(`${name}.jpg`),
      source: 'upload',
      capturedAt: null,
    })),
  };
}

const networkFailure = { code: undefined, status: 0, message: 'Network request failed.' };
const status = (items: UploadItem[]) => items.map((item) => `${item.id}:${item.status}`);

describe('uploadQueueReducer', () => {
  it('goes pending → uploading → completed with progress, dropping the file once stored', () => {
    let items = run([added('a')]);
    expect(items[0]).toMatchObject({ status: 'pending', progress: 0, name: 'a.jpg', source: 'upload' });
    items = run(
      [
        { type: 'started', id: 'a' },
        { type: 'progressed', id: 'a', loaded: 250, total: 1000 },
      ],
      items,
    );
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 0.25 });
    items = run([{ type: 'completed', id: 'a', assetId: 'asset-1', isDuplicate: false }], items);
    expect(items[0]).toMatchObject({ status: 'completed', progress: 1, assetId: 'asset-1', file: null });
  });

  it('never moves progress backwards and ignores progress of items that are not uploading', () => {
    const items = run([
      added('a', 'b'),
      { type: 'started', id: 'a' },
      { type: 'progressed', id: 'a', loaded: 600, total: 1000 },
      { type: 'progressed', id: 'a', loaded: 300, total: 1000 },
      { type: 'progressed', id: 'b', loaded: 500, total: 1000 },
      { type: 'progressed', id: 'a', loaded: 5, total: 0 },
    ]);
    expect(items.map((item) => item.progress)).toEqual([0.6, 0]);
  });

  it('a network failure keeps the file and offers Retry, which queues the same file again', () => {
    let items = run([
      added('a'),
      { type: 'started', id: 'a' },
      { type: 'failed', id: 'a', failure: networkFailure },
    ]);
    const file = items[0]?.file;
    expect(items[0]).toMatchObject({ status: 'failed', canRetry: true, failure: networkFailure });
    expect(file).toBeInstanceOf(File);
    items = run([{ type: 'retried', id: 'a' }], items);
    expect(items[0]).toMatchObject({ status: 'pending', progress: 0, failure: null });
    expect(items[0]?.file).toBe(file);
  });

  it.each([
    { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
    { code: 'PAYLOAD_TOO_LARGE', status: 413 },
    { code: 'CORRUPT_MEDIA', status: 422 },
    { code: undefined, status: 413 },
  ])('a refusal by content ($code $status) offers no Retry', (refusal) => {
    const failure = { ...refusal, message: 'refused' };
    const items = run([
      added('a'),
      { type: 'started', id: 'a' },
      { type: 'failed', id: 'a', failure },
      { type: 'retried', id: 'a' },
    ]);
    expect(items[0]).toMatchObject({ status: 'failed', canRetry: false });
  });

  it('server errors that may pass are retryable', () => {
    expect(isRetryableFailure({ code: 'INTERNAL', status: 500, message: '' })).toBe(true);
    expect(isRetryableFailure({ code: 'RATE_LIMITED', status: 429, message: '' })).toBe(true);
    expect(isRetryableFailure({ code: undefined, status: 0, message: '' })).toBe(true);
  });

  it('the daily upload limit is not retried today, though it answers 429 like a rate limit', () => {
    expect(isRetryableFailure({ code: 'UPLOAD_QUOTA_EXCEEDED', status: 429, message: '' })).toBe(false);
  });

  it('a file refused before sending fails at once and never starts', () => {
    const items = run([
      {
        type: 'added',
        uploads: [
          {
            id: 'gif',
            file: new File(['GIF89a'], 'a.gif', { type: 'image/gif' }),
            source: 'upload',
            capturedAt: null,
            rejection: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: '' },
          },
        ],
      },
    ]);
    expect(items[0]).toMatchObject({ status: 'failed', canRetry: false });
    expect(uploadsToStart(items)).toEqual([]);
    expect(countInFlight(items)).toBe(0);
  });

  it('marks a duplicate and keeps it visible as a notice, while ordinary finished uploads leave the queue', () => {
    const items = run([
      added('a', 'b'),
      { type: 'started', id: 'a' },
      { type: 'started', id: 'b' },
      { type: 'completed', id: 'a', assetId: 'asset-1', isDuplicate: false },
      { type: 'completed', id: 'b', assetId: 'asset-1', isDuplicate: true },
    ]);
    expect(items[1]).toMatchObject({ status: 'completed', isDuplicate: true });
    expect(visibleUploads(items).map((item) => item.id)).toEqual(['b']);
  });

  it('dismiss removes an item; completing or failing an unknown or finished item changes nothing', () => {
    let items = run([added('a', 'b'), { type: 'dismissed', id: 'a' }]);
    expect(status(items)).toEqual(['b:pending']);
    items = run([{ type: 'completed', id: 'b', assetId: 'x', isDuplicate: false }], items);
    expect(status(items)).toEqual(['b:pending']);
    items = run(
      [
        { type: 'started', id: 'b' },
        { type: 'completed', id: 'b', assetId: 'x', isDuplicate: false },
        { type: 'failed', id: 'b', failure: networkFailure },
      ],
      items,
    );
    expect(status(items)).toEqual(['b:completed']);
  });
});

describe('uploadsToStart', () => {
  it('starts at most two at once, oldest first, and the next when one finishes', () => {
    let items = run([added('a', 'b', 'c', 'd')]);
    expect(uploadsToStart(items).map((item) => item.id)).toEqual(['a', 'b']);
    items = run(
      [
        { type: 'started', id: 'a' },
        { type: 'started', id: 'b' },
      ],
      items,
    );
    expect(uploadsToStart(items)).toEqual([]);
    items = run([{ type: 'failed', id: 'a', failure: networkFailure }], items);
    expect(uploadsToStart(items).map((item) => item.id)).toEqual(['c']);
    expect(countInFlight(items)).toBe(3);
  });
});

describe('planUploads', () => {
  let next = 0;
  const createId = () => `id-${++next}`;

  it('refuses wrong types and sizes at once and counts only sendable files against the room', () => {
    const plan = planUploads(
      [
        new File(['x'], 'a.gif', { type: 'image/gif' }),
        jpeg('one.jpg'),
        jpeg('empty.jpg', 0),
        jpeg('two.jpg'),
        jpeg('three.jpg'),
      ],
      2,
      { source: 'upload' },
      createId,
    );
    expect(plan.map((upload) => upload.rejection?.code ?? 'ok')).toEqual([
      'UNSUPPORTED_MEDIA_TYPE',
      'ok',
      'CORRUPT_MEDIA',
      'ok',
      galleryFullCode,
    ]);
  });

  it('carries the camera source and capture time', () => {
    const [upload] = planUploads([jpeg('camera.jpg')], mediaPerListingMax, {
      source: 'camera',
      capturedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(upload).toMatchObject({ source: 'camera', capturedAt: '2026-11-22T10:00:00.000Z' });
    expect(upload?.rejection).toBeUndefined();
  });
});
