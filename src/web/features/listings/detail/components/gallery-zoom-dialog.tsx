import type { GalleryImage } from '@shared/listings/listing-detail.schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';

export interface GalleryZoomDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  images: GalleryImage[];
  index: number;
  onShow(index: number): void;
  title: string;
}

/** The large 'zoom' variant; arrow keys switch photos, Escape closes (Radix). */
export function GalleryZoomDialog({
  isOpen,
  onOpenChange,
  images,
  index,
  onShow,
  title,
}: GalleryZoomDialogProps) {
  const { t } = useTranslation('listing-detail');
  const image = images[index];
  const total = images.length;
  if (!image) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onShow(index + 1);
    else if (event.key === 'ArrowLeft') onShow(index - 1);
  };
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('gallery.zoomTitle', { current: index + 1, total, title })}
        size="lg"
        className="max-w-5xl"
        onKeyDown={total > 1 ? onKeyDown : undefined}
        footer={
          total > 1 ? (
            <>
              <p className="mr-auto text-sm font-semibold tabular-nums">
                {t('gallery.counter', { current: index + 1, total })}
              </p>
              <Button
                variant="outline"
                leadingIcon={<ChevronLeft aria-hidden />}
                onClick={() => onShow(index - 1)}
              >
                {t('gallery.previous')}
              </Button>
              <Button
                variant="outline"
                trailingIcon={<ChevronRight aria-hidden />}
                onClick={() => onShow(index + 1)}
              >
                {t('gallery.next')}
              </Button>
            </>
          ) : undefined
        }
      >
        <img
          src={image.zoomUrl}
          // The photo is the dialog's content: without the seller's alt text it is named by the listing.
          alt={image.altText || t('gallery.photoAlt', { current: index + 1, total, title })}
          width={image.width}
          height={image.height}
          className="mx-auto max-h-[70dvh] w-auto object-contain"
        />
      </DialogContent>
    </Dialog>
  );
}
