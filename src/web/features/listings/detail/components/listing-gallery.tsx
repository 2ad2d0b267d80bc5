import type { GalleryImage } from '@shared/listings/listing-detail.schema';
import { ChevronLeft, ChevronRight, ImageOff, ZoomIn } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn';
import { GalleryZoomDialog } from './gallery-zoom-dialog';

/** A horizontal move of at least this many pixels counts as a swipe. */
const swipeThresholdPx = 40;

export function useGalleryIndex(total: number) {
  const [index, setIndex] = useState(0);
  const show = (next: number) => setIndex((next + total) % total);
  return { index, show, previous: () => show(index - 1), next: () => show(index + 1) };
}

export function ListingGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const { t } = useTranslation('listing-detail');
  const { index, show, previous, next } = useGalleryIndex(images.length);
  const [isZoomOpen, setIsZoomOpen] = useState(false);
  const swipeStartX = useRef<number | null>(null);
  const image = images[index];

  if (!image) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-card bg-surface-sunken text-muted">
        <ImageOff aria-hidden className="size-8" />
        <p>{t('gallery.noImage')}</p>
      </div>
    );
  }

  const total = images.length;
  const hasMany = total > 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!hasMany) return;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(total - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStartX.current;
    swipeStartX.current = null;
    if (start === null || !hasMany) return;
    const distance = event.clientX - start;
    if (distance <= -swipeThresholdPx) next();
    else if (distance >= swipeThresholdPx) previous();
  };

  return (
    <section aria-label={t('gallery.label')} aria-roledescription="carousel" className="space-y-3">
      <p id="listing-gallery-hint" className="sr-only">
        {t('gallery.hint')}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys reach here from the focused photo and thumbnail buttons */}
      <div
        className="relative overflow-hidden rounded-card bg-surface-sunken touch-pan-y select-none"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStartX.current = null;
        }}
      >
        <button
          type="button"
          onClick={() => setIsZoomOpen(true)}
          aria-label={t('gallery.zoom', { current: index + 1, total })}
          aria-describedby="listing-gallery-hint"
          className="group block w-full cursor-zoom-in focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand"
        >
          <img
            src={image.url}
            alt={image.altText}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            draggable={false}
            className="aspect-[4/3] w-full object-contain"
          />
          <span className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card">
            <ZoomIn aria-hidden className="size-4" />
          </span>
        </button>
        {hasMany && (
          <>
            <GalleryArrow direction="previous" label={t('gallery.previous')} onClick={previous} />
            <GalleryArrow direction="next" label={t('gallery.next')} onClick={next} />
          </>
        )}
        <p
          className="absolute bottom-3 left-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          aria-live="polite"
        >
          {t('gallery.counter', { current: index + 1, total })}
        </p>
      </div>
      {hasMany && (
        <ul
          aria-label={t('gallery.thumbnails')}
          className="flex gap-2 overflow-x-auto p-1"
          onKeyDown={onKeyDown}
        >
          {images.map((thumbnail, position) => (
            <li key={thumbnail.url}>
              <button
                type="button"
                onClick={() => show(position)}
                aria-label={t('gallery.showImage', { current: position + 1, total })}
                aria-current={position === index ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg ring-2 ring-transparent focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand',
                  position === index ? 'ring-brand' : 'opacity-75 hover:opacity-100',
                )}
              >
                <img
                  src={thumbnail.thumbnailUrl}
                  alt=""
                  width={64}
                  height={64}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <GalleryZoomDialog
        isOpen={isZoomOpen}
        onOpenChange={setIsZoomOpen}
        images={images}
        index={index}
        onShow={show}
        title={title}
      />
    </section>
  );
}

function GalleryArrow({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow-card hover:bg-surface focus-visible:outline-3 focus-visible:outline-brand',
        direction === 'previous' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
