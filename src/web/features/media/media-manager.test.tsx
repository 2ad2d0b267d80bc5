// @vitest-environment jsdom

import common from '@shared/i18n/locales/en/common.json';
import media from '@shared/i18n/locales/en/media.json';
import ui from '@shared/i18n/locales/en/ui.json';
import type { MediaAsset, MediaUploadResponse } from '@shared/media/media-asset.schema';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../../components/toast/toast-store';
import type { MediaUploadInput } from './api/upload-media';
import { buildAsset } from './media-asset.test-helper';

type PendingUpload = {
  input: MediaUploadInput;
  resolve(value: MediaUploadResponse['data']): void;
  reject(error: unknown): void;
};

const server = vi.hoisted(() => ({
  uploads: [] as PendingUpload[],
  saveArrangement: vi.fn(async (_request: { ids: string[]; primaryId: string }) => {}),
  deleteAsset: vi.fn(async (_id: string) => {}),
  getAsset: vi.fn(async (_id: string): Promise<MediaAsset> => {
    throw new Error('not scripted');
  }),
}));

// The real session client restores a session on import; these tests talk to no server at all.
vi.mock('./api/media-session', () => ({
  mediaSession: { getAccessToken: async () => 'token', refresh: async () => false, language: () => 'en' },
}));
vi.mock('./api/upload-media', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/upload-media')>()),
  createMediaUploader: () => (input: MediaUploadInput) =>
    new Promise((resolve, reject) => server.uploads.push({ input, resolve, reject })),
}));
vi.mock('./api/save-media-arrangement', () => ({ saveMediaArrangement: server.saveArrangement }));
vi.mock('./api/delete-media-asset', () => ({ deleteMediaAsset: server.deleteAsset }));
vi.mock('./api/get-media-asset', () => ({ getMediaAsset: server.getAsset }));

const { MediaManager } = await import('./media-manager');

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  defaultNS: 'common',
  resources: { en: { common, media, ui } },
  react: { useSuspense: false },
});

let latest: MediaAsset[] = [];

function Page({ initial }: { initial: MediaAsset[] }) {
  const [assets, setAssets] = useState(initial);
  latest = assets;
  return <MediaManager assets={assets} onAssetsChange={setAssets} language="en" />;
}

function renderManager(initial: MediaAsset[] = []) {
  latest = initial;
  return render(
    <I18nextProvider i18n={i18n}>
      <Page initial={initial} />
    </I18nextProvider>,
  );
}

function pick(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

const jpeg = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/jpeg' });
const photos = () => within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');

beforeEach(() => {
  server.uploads.length = 0;
  server.saveArrangement.mockClear();
  server.deleteAsset.mockClear();
  server.getAsset.mockReset();
});

afterEach(() => {
  cleanup();
  clearToasts();
});

describe('<MediaManager />', () => {
  it('uploads two at a time, shows progress, and adds each finished photo to the gallery', async () => {
    renderManager();
    expect(
      screen.getByRole('button', { name: 'Drop photos here or select this area to choose files' }),
    ).toBeTruthy();
    pick(jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'));

    await waitFor(() => expect(server.uploads).toHaveLength(2));
    expect(server.uploads[0]?.input).toMatchObject({ fileName: 'a.jpg', source: 'upload', language: 'en' });
    act(() => server.uploads[0]?.input.onProgress?.(512, 1024));
    expect(screen.getByRole('progressbar', { name: 'Upload of a.jpg' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );

    const first = buildAsset({ name: 'a.jpg' });
    await act(async () => server.uploads[0]?.resolve({ asset: first, duplicate: false }));
    await waitFor(() => expect(server.uploads).toHaveLength(3));
    expect(photos()).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Photo 1 of 1' })).toBeTruthy();
    expect(screen.getByText('Cover photo')).toBeTruthy();
    expect(latest.map((asset) => [asset.id, asset.primary])).toEqual([[first.id, true]]);
  });

  it('refuses a GIF and an oversized file at once, without sending them', async () => {
    renderManager();
    pick(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await screen.findByText(/This file type is not supported\./)).toBeTruthy();
    expect(server.uploads).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a network failure offers Retry, which sends the same file again', async () => {
    renderManager();
    const file = jpeg('lamp.jpg');
    pick(file);
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    const { ApiError } = await import('../../lib/api-client/api-error');
    await act(async () =>
      server.uploads[0]?.reject(new ApiError({ status: 0, message: 'offline', isRetryable: true })),
    );
    expect(await screen.findByText(/Network request failed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(server.uploads).toHaveLength(2));
    expect(server.uploads[1]?.input.file).toBe(file);
  });

  it('a duplicate of a photo in the gallery gives a notice and no second entry', async () => {
    const existing = buildAsset({ primary: true });
    renderManager([existing]);
    pick(jpeg('again.jpg'));
    await waitFor(() => expect(server.uploads).toHaveLength(1));
    await act(async () => server.uploads[0]?.resolve({ asset: existing, duplicate: true }));
    expect(await screen.findByText('You already added this photo')).toBeTruthy();
    expect(photos()).toHaveLength(1);
  });

  it('Make cover photo moves the cover and saves the arrangement after a short pause', async () => {
    const assets = [buildAsset({ primary: true }), buildAsset()];
    renderManager(assets);
    const second = screen.getByRole('listitem', { name: 'Photo 2 of 2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Make cover photo' }));
    expect(latest.map((asset) => asset.primary)).toEqual([false, true]);
    expect(server.saveArrangement).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(server.saveArrangement).toHaveBeenCalledWith({
        ids: assets.map((asset) => asset.id),
        primaryId: assets[1]?.id,
      }),
    );
    expect(within(second).getByText('Cover photo')).toBeTruthy();
  });

  it('a failed arrangement save keeps the local order and says so', async () => {
    server.saveArrangement.mockRejectedValueOnce(new Error('down'));
    const assets = [buildAsset({ primary: true }), buildAsset()];
    renderManager(assets);
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Photo 2 of 2' })).getByRole('button', {
        name: 'Make cover photo',
      }),
    );
    await waitFor(() => expect(getToasts()[0]?.variant).toBe('danger'));
    expect(latest.map((asset) => asset.primary)).toEqual([false, true]);
  });

  it('Remove takes the photo out at once and Undo brings it back as the cover, without deleting it', async () => {
    const assets = [buildAsset({ primary: true }), buildAsset()];
    renderManager(assets);
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Photo 1 of 2' })).getByRole('button', { name: 'Remove' }),
    );
    expect(latest.map((asset) => asset.id)).toEqual([assets[1]?.id]);
    expect(latest[0]?.primary).toBe(true);
    const undo = getToasts()[0]?.action;
    expect(undo?.label).toBe('Undo');
    act(() => undo?.onClick());
    expect(latest.map((asset) => [asset.id, asset.primary])).toEqual([
      [assets[0]?.id, true],
      [assets[1]?.id, false],
    ]);
    cleanup();
    expect(server.deleteAsset).not.toHaveBeenCalled();
  });

  it('a removal still waiting for Undo is deleted on the server when the gallery goes away', () => {
    const assets = [buildAsset({ primary: true }), buildAsset()];
    renderManager(assets);
    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Photo 2 of 2' })).getByRole('button', { name: 'Remove' }),
    );
    cleanup();
    expect(server.deleteAsset).toHaveBeenCalledWith(assets[1]?.id);
  });

  it('polls a generating alt text until the AI is done, then shows the suggestion', async () => {
    const asset = buildAsset({ primary: true, altTextStatus: 'generating' });
    server.getAsset.mockResolvedValueOnce(asset).mockResolvedValue({
      ...asset,
      altTextStatus: 'edited',
      altText: 'A green ceramic vase',
    });
    renderManager([asset]);
    expect(screen.getByText('Writing a description…')).toBeTruthy();
    expect(await screen.findByText('AI suggestion', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.getAsset).toHaveBeenCalledWith(asset.id, expect.any(AbortSignal));
    expect(screen.getByRole('img', { name: 'A green ceramic vase' })).toBeTruthy();
  }, 10_000);

  it('no camera: says so and points to upload', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { enumerateDevices: async () => [], getUserMedia: vi.fn() },
    });
    renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(await screen.findByText('No camera detected. Use upload instead.')).toBeTruthy();
  });
});
