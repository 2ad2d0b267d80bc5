import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner';

/** While the AI drafts: what it works from, and the seconds so far (not announced every second). */
export function DraftProgress({ photoCount, hasText }: { photoCount: number; hasText: boolean }) {
  const { t } = useTranslation('create-listing');
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const startedAt = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  const basis =
    photoCount > 0 && hasText
      ? t('progress.photosAndText', { count: photoCount })
      : photoCount > 0
        ? t('progress.photos', { count: photoCount })
        : t('progress.text');
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-sunken p-4">
      <Spinner size="md" isDecorative />
      <div className="grid gap-0.5">
        <p role="status" className="font-semibold">
          {basis}
        </p>
        <p className="text-sm text-muted" aria-hidden="true">
          {t('progress.elapsed', { seconds })}
        </p>
      </div>
    </div>
  );
}
