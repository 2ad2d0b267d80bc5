import { mediaGuidanceFor, meetsMediaGuidance } from '@shared/listings/media-guidance';
import { Camera, CircleCheck, Info } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn';

export interface MediaGuidanceProps {
  categoryId: string;
  photoCount: number;
  /** The heading's level where the editor places this; default 3. */
  headingLevel?: 2 | 3 | 4;
}

/** Spec §5 "Media": which photos sell this kind of item. Advice only; it never blocks publishing. */
export function MediaGuidance({ categoryId, photoCount, headingLevel = 3 }: MediaGuidanceProps) {
  const { t } = useTranslation('listing-fields');
  const headingId = useId();
  const guidance = mediaGuidanceFor(categoryId);
  const isMet = meetsMediaGuidance(guidance, photoCount);
  const Heading = `h${headingLevel}` as const;
  const shownCount = Math.min(photoCount, guidance.minimumPhotos);

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-line bg-surface p-4">
      <Heading id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
        <Camera aria-hidden="true" className="size-5 text-muted" />
        {t(`media.heading.${guidance.group}`)}
      </Heading>
      <ul className="grid gap-1.5 text-sm text-ink">
        {guidance.shots.map((shot) => (
          <li key={shot} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-muted" />
            {t(`media.shots.${shot}`)}
          </li>
        ))}
      </ul>
      <div className="grid gap-1.5">
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-sunken">
          <div
            className={cn('h-full rounded-full', isMet ? 'bg-success' : 'bg-brand')}
            style={{ width: `${(shownCount / guidance.minimumPhotos) * 100}%` }}
          />
        </div>
        <p role="status" className="flex items-start gap-1.5 text-sm text-muted">
          {isMet ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-info" />
          )}
          {isMet
            ? t('media.met', { count: photoCount })
            : t('media.missing', {
                count: guidance.minimumPhotos - photoCount,
                total: guidance.minimumPhotos,
              })}
        </p>
      </div>
    </section>
  );
}
