import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { MediaAsset } from '@shared/media/media-asset.schema';
import { Crop, GripVertical, ShieldAlert, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import type { Language } from '../../../lib/i18n';
import { type AltTextActions, AltTextEditor } from './alt-text-editor';

interface MediaGalleryItemProps {
  asset: MediaAsset;
  position: number;
  count: number;
  language: Language;
  altTextActions: AltTextActions;
  onMakePrimary(id: string): void;
  onCrop(asset: MediaAsset): void;
  onRemove(asset: MediaAsset): void;
  onAssetUpdated(asset: MediaAsset): void;
}

/** One photo: the thumbnail is the drag handle; cover badge, actions and the alt text below. */
export function MediaGalleryItem({
  asset,
  position,
  count,
  language,
  altTextActions,
  onMakePrimary,
  onCrop,
  onRemove,
  onAssetUpdated,
}: MediaGalleryItemProps) {
  const { t } = useTranslation('media');
  const labels = { position, count };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: asset.id, attributes: { roleDescription: t('gallery.roleDescription') } });
  // The seller's accepted words describe the photo best; the position is the fallback.
  const imageAlt = asset.altText.trim() || t('gallery.item', labels);

  return (
    <li
      ref={setNodeRef}
      aria-label={t('gallery.item', labels)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'grid content-start gap-3 rounded-card border bg-surface p-3',
        asset.primary ? 'border-brand' : 'border-line',
        isDragging && 'relative z-10 shadow-pop',
      )}
    >
      <div className="relative">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('gallery.move', labels)}
          className="block w-full cursor-grab touch-manipulation overflow-hidden rounded-xl bg-surface-sunken active:cursor-grabbing"
        >
          <img
            src={asset.variants.card.url}
            srcSet={`${asset.variants.thumbnail.url} ${asset.variants.thumbnail.width}w, ${asset.variants.card.url} ${asset.variants.card.width}w`}
            sizes="(min-width: 1024px) 20rem, (min-width: 640px) 45vw, 90vw"
            width={asset.variants.card.width}
            height={asset.variants.card.height}
            alt={imageAlt}
            draggable={false}
            className="aspect-square w-full object-cover"
          />
        </button>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-2 right-2 rounded-full bg-surface/90 p-1 text-muted"
        >
          <GripVertical className="size-4" />
        </span>
        <div className="pointer-events-none absolute bottom-2 left-2 flex flex-wrap gap-1">
          <Badge variant="neutral" size="sm" className="bg-surface/90">
            {position}/{count}
          </Badge>
          {asset.primary && (
            <Badge variant="brand" size="sm" icon={<Star />}>
              {t('gallery.cover')}
            </Badge>
          )}
          {asset.moderation === 'held' && (
            <Badge variant="warning" size="sm" icon={<ShieldAlert />}>
              {t('gallery.held')}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {!asset.primary && (
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<Star aria-hidden="true" />}
            onClick={() => onMakePrimary(asset.id)}
          >
            {t('gallery.makeCover')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          leadingIcon={<Crop aria-hidden="true" />}
          onClick={() => onCrop(asset)}
        >
          {t('gallery.crop')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          leadingIcon={<Trash2 aria-hidden="true" />}
          onClick={() => onRemove(asset)}
        >
          {t('gallery.remove')}
        </Button>
      </div>
      <AltTextEditor
        asset={asset}
        position={position}
        count={count}
        language={language}
        actions={altTextActions}
        onUpdated={onAssetUpdated}
      />
    </li>
  );
}
