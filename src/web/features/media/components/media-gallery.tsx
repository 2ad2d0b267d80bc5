import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n';
import type { AltTextActions } from './alt-text-editor';
import { MediaGalleryItem } from './media-gallery-item';

interface MediaGalleryProps {
  assets: readonly MediaAsset[];
  language: Language;
  altTextActions: AltTextActions;
  onMove(fromIndex: number, toIndex: number): void;
  onMakePrimary(id: string): void;
  onCrop(asset: MediaAsset): void;
  onRemove(asset: MediaAsset): void;
  onAssetUpdated(asset: MediaAsset): void;
}

/** The photos in order; reordered by mouse, touch (after a short press) or keyboard (dnd-kit). */
export function MediaGallery({
  assets,
  language,
  altTextActions,
  onMove,
  onMakePrimary,
  onCrop,
  onRemove,
  onAssetUpdated,
}: MediaGalleryProps) {
  const { t } = useTranslation('media');
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A short press starts a drag, so a swipe still scrolls the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = assets.map((asset) => asset.id);
  const count = assets.length;
  const positionOf = (id: UniqueIdentifier | undefined) => ids.indexOf(String(id)) + 1;

  // The drag starts over its own place: announcing that would cut off "Picked up …" at once.
  const lastOverId = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOverId.current = active.id;
      return t('gallery.pickedUp', { position: positionOf(active.id), count });
    },
    onDragOver: ({ over }) => {
      if (!over || over.id === lastOverId.current) return undefined;
      lastOverId.current = over.id;
      return t('gallery.movedTo', { position: positionOf(over.id), count });
    },
    onDragEnd: ({ active, over }) =>
      t('gallery.droppedAt', { position: positionOf(over?.id ?? active.id), count }),
    onDragCancel: ({ active }) => t('gallery.cancelled', { position: positionOf(active.id), count }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('gallery.instructions') } }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <ul aria-label={t('gallery.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {assets.map((asset, index) => (
            <MediaGalleryItem
              key={asset.id}
              asset={asset}
              position={index + 1}
              count={count}
              language={language}
              altTextActions={altTextActions}
              onMakePrimary={onMakePrimary}
              onCrop={onCrop}
              onRemove={onRemove}
              onAssetUpdated={onAssetUpdated}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
