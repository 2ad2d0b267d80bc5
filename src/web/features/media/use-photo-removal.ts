import type { MediaAsset } from '@shared/media/media-asset.schema';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, toast } from '../../components/toast/toast-store';
import { removeAsset, restoreAsset } from './gallery-arrangement';

/** How long Undo is offered; the photo is deleted on the server only after that. */
export const removalUndoMs = 6000;

interface PhotoRemovalOptions {
  updateAssets(change: (assets: readonly MediaAsset[]) => MediaAsset[]): void;
  deleteAsset(id: string): Promise<void>;
}

/**
 * "Remove" takes the photo out of the gallery at once and offers Undo; the server copy is deleted
 * when the offer runs out, or at once when the gallery goes away.
 */
export function usePhotoRemoval({ updateAssets, deleteAsset }: PhotoRemovalOptions) {
  const { t } = useTranslation('media');
  const pending = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; toastId: string }>());
  const isMounted = useRef(true);
  const deleteRef = useRef(deleteAsset);
  deleteRef.current = deleteAsset;

  const deleteNow = useCallback(
    (id: string) => {
      pending.current.delete(id);
      deleteRef.current(id).catch(() => {
        if (isMounted.current) toast({ title: t('gallery.removeFailed'), variant: 'danger' });
      });
    },
    [t],
  );

  const remove = useCallback(
    (asset: MediaAsset, index: number) => {
      updateAssets((assets) => removeAsset(assets, asset.id));
      const timer = setTimeout(() => deleteNow(asset.id), removalUndoMs);
      const toastId = toast({
        title: t('gallery.removed'),
        duration: removalUndoMs,
        action: {
          label: t('gallery.undo'),
          onClick: () => {
            const entry = pending.current.get(asset.id);
            if (!entry || !isMounted.current) return;
            clearTimeout(entry.timer);
            pending.current.delete(asset.id);
            updateAssets((assets) => restoreAsset(assets, asset, index));
          },
        },
      });
      pending.current.set(asset.id, { timer, toastId });
    },
    [deleteNow, t, updateAssets],
  );

  /** The same photo uploaded again while its removal waits: keep it on the server. */
  const cancelRemoval = useCallback((id: string) => {
    const entry = pending.current.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    dismissToast(entry.toastId);
    pending.current.delete(id);
  }, []);

  useEffect(() => {
    isMounted.current = true;
    const entries = pending.current;
    return () => {
      isMounted.current = false;
      for (const [id, entry] of entries) {
        clearTimeout(entry.timer);
        dismissToast(entry.toastId);
        deleteRef.current(id).catch(() => {});
      }
      entries.clear();
    };
  }, []);

  return { remove, cancelRemoval };
}
