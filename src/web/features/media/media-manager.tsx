import { type MediaAsset, mediaPerListingMax } from '@shared/media/media-asset.schema';
import { type JSX, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast/toast-store';
import { Dialog } from '../../components/ui/dialog';
import type { Language } from '../../lib/i18n';
import { cropMediaAsset } from './api/crop-media-asset';
import { deleteMediaAsset } from './api/delete-media-asset';
import { generateAltText } from './api/generate-alt-text';
import { getMediaAsset } from './api/get-media-asset';
import { mediaSession } from './api/media-session';
import { saveMediaArrangement } from './api/save-media-arrangement';
import { updateAltText } from './api/update-alt-text';
import { createMediaUploader } from './api/upload-media';
import type { CapturedPhoto } from './camera/use-camera';
import { CameraPanel } from './components/camera-panel';
import { CropDialog } from './components/crop-dialog';
import { MediaGallery } from './components/media-gallery';
import { UploadDropZone } from './components/upload-drop-zone';
import { UploadQueueList } from './components/upload-queue-list';
import { appendAsset, makePrimary, moveAsset, replaceAsset } from './gallery-arrangement';
import { useAltTextPolling } from './use-alt-text-polling';
import { useArrangementSync } from './use-arrangement-sync';
import { usePhotoRemoval } from './use-photo-removal';
import { useUploadQueue } from './use-upload-queue';

export interface MediaManagerProps {
  /** The gallery in order, controlled by the page; `primary` marks the cover photo. */
  assets: MediaAsset[];
  onAssetsChange(next: MediaAsset[]): void;
  /** Listing language: alt texts are written in it. */
  language: Language;
}

const uploadMedia = createMediaUploader({ session: mediaSession });
const altTextActions = { update: updateAltText, generate: generateAltText };

/**
 * The photo step of a listing (spec §4, §5, §8): camera, upload queue, the ordered gallery with
 * cover photo, crop and alt text. The page owns the list; every change goes through `onAssetsChange`
 * and the order is saved on the server.
 */
export function MediaManager({ assets, onAssetsChange, language }: MediaManagerProps): JSX.Element {
  const { t } = useTranslation('media');
  // Several answers can arrive before the page re-renders: each change builds on the latest list.
  const assetsRef = useRef(assets);
  assetsRef.current = assets;
  const onChangeRef = useRef(onAssetsChange);
  onChangeRef.current = onAssetsChange;
  const [cropTarget, setCropTarget] = useState<MediaAsset | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const updateAssets = useCallback((change: (current: readonly MediaAsset[]) => MediaAsset[]) => {
    const next = change(assetsRef.current);
    assetsRef.current = next;
    onChangeRef.current(next);
  }, []);

  const { remove, cancelRemoval } = usePhotoRemoval({ updateAssets, deleteAsset: deleteMediaAsset });

  const onUploaded = useCallback(
    (asset: MediaAsset) => {
      const isInGallery = assetsRef.current.some((item) => item.id === asset.id);
      cancelRemoval(asset.id);
      if (!isInGallery) updateAssets((current) => appendAsset(current, asset));
      return isInGallery;
    },
    [cancelRemoval, updateAssets],
  );

  const queue = useUploadQueue({ uploadMedia, language, galleryCount: assets.length, onUploaded });
  const replace = useCallback(
    (asset: MediaAsset) => updateAssets((current) => replaceAsset(current, asset)),
    [updateAssets],
  );

  useArrangementSync(assets, saveMediaArrangement, () =>
    toast({ title: t('gallery.orderFailed'), variant: 'danger', duration: 8000 }),
  );
  useAltTextPolling(assets, getMediaAsset, replace);

  const isFull = assets.length + queue.inFlightCount >= mediaPerListingMax;
  const { enqueue } = queue;
  const addFiles = useCallback((files: File[]) => enqueue(files, { source: 'upload' }), [enqueue]);
  const addCapture = useCallback(
    (photo: CapturedPhoto) => enqueue([photo.file], { source: 'camera', capturedAt: photo.capturedAt }),
    [enqueue],
  );

  const openCrop = (asset: MediaAsset) => {
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setCropTarget(asset);
  };

  const galleryHandlers = useMemo(
    () => ({
      onMove: (from: number, to: number) => updateAssets((current) => moveAsset(current, from, to)),
      onMakePrimary: (id: string) => updateAssets((current) => makePrimary(current, id)),
      onRemove: (asset: MediaAsset) =>
        remove(
          asset,
          assetsRef.current.findIndex((item) => item.id === asset.id),
        ),
    }),
    [remove, updateAssets],
  );

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-muted">{t('hint', { max: mediaPerListingMax })}</p>
        <p className="text-sm font-medium text-ink tabular-nums" aria-live="polite">
          {t('count', { count: assets.length, max: mediaPerListingMax })}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <CameraPanel onCaptured={addCapture} isDisabled={isFull} />
        <UploadDropZone onFiles={addFiles} isDisabled={isFull} />
      </div>
      {isFull && <p className="text-sm text-muted">{t('upload.full', { max: mediaPerListingMax })}</p>}
      <UploadQueueList items={queue.items} onRetry={queue.retry} onDismiss={queue.dismiss} />
      {assets.length === 0 ? (
        <p className="rounded-card border border-dashed border-line p-6 text-center text-sm text-muted">
          {t('gallery.empty')}
        </p>
      ) : (
        <MediaGallery
          assets={assets}
          language={language}
          altTextActions={altTextActions}
          onMove={galleryHandlers.onMove}
          onMakePrimary={galleryHandlers.onMakePrimary}
          onCrop={openCrop}
          onRemove={galleryHandlers.onRemove}
          onAssetUpdated={replace}
        />
      )}
      <Dialog open={cropTarget !== null} onOpenChange={(isOpen) => !isOpen && setCropTarget(null)}>
        {cropTarget && (
          <CropDialog
            asset={cropTarget}
            crop={cropMediaAsset}
            onCropped={replace}
            onClose={() => setCropTarget(null)}
            // Opened without a Radix trigger: send focus back to the "Crop" button by hand.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusRef.current?.focus();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
