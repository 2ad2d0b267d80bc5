import { Camera, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { capturePageScreenshot, dataUrlBytes } from './capture-screenshot';

interface ScreenshotFieldProps {
  screenshot: string | null;
  onChange: (screenshot: string | null) => void;
}

/** "Attach screenshot": the user sees the picture before sending and can remove it (ADR 069). */
export function ScreenshotField({ screenshot, onChange }: ScreenshotFieldProps) {
  const { t, i18n } = useTranslation('feedback');
  const [isCapturing, setIsCapturing] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const capture = async () => {
    setIsCapturing(true);
    setHasFailed(false);
    try {
      onChange(await capturePageScreenshot());
    } catch (error) {
      console.warn('feedback screenshot capture failed', error);
      setHasFailed(true);
    } finally {
      setIsCapturing(false);
    }
  };

  const sizeText = screenshot
    ? new Intl.NumberFormat(i18n.language, {
        style: 'unit',
        unit: 'kilobyte',
        maximumFractionDigits: 0,
      }).format(dataUrlBytes(screenshot) / 1024)
    : '';

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-ink">{t('screenshot.legend')}</legend>
      <p className="text-sm text-muted">{t('screenshot.hint')}</p>
      {screenshot ? (
        <figure className="grid gap-2">
          <img
            src={screenshot}
            alt={t('screenshot.previewAlt')}
            className="max-h-56 w-full rounded-lg border border-line object-contain object-top bg-surface-sunken"
          />
          <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
            <span>{t('screenshot.size', { size: sizeText })}</span>
            <Button size="sm" variant="outline" leadingIcon={<Trash2 />} onClick={() => onChange(null)}>
              {t('screenshot.remove')}
            </Button>
          </figcaption>
        </figure>
      ) : (
        <div>
          <Button
            size="sm"
            variant="outline"
            leadingIcon={<Camera />}
            isLoading={isCapturing}
            onClick={() => void capture()}
          >
            {isCapturing ? t('screenshot.capturing') : t('screenshot.attach')}
          </Button>
        </div>
      )}
      {hasFailed && <Alert variant="warning">{t('screenshot.failed')}</Alert>}
    </fieldset>
  );
}
