import {
  type CropArea,
  type CropAspect,
  cropAspects,
  cropZoomMax,
  cropZoomMin,
  type MediaAsset,
} from '@shared/media/media-asset.schema';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Chip } from '../../../components/ui/chip';
import { DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client/api-error';
import { cropAspectRatios, type PercentArea, toCropArea, toPercentArea } from '../crop-area';
import { useCropSource } from '../use-crop-source';

interface CropDialogProps {
  /** The photo as it was when the dialog opened. */
  asset: MediaAsset;
  crop(id: string, request: { aspect: CropAspect; area: CropArea; zoom: number }): Promise<MediaAsset>;
  onCropped(asset: MediaAsset): void;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
}

const keyboardStepPx = 10;

/** Error shown in the dialog: the missing area (nothing sent) or what the server said. */
type CropProblem = { kind: 'missing' } | { kind: 'failed'; detail: string };

/** The dialog body (mounted per opening): ratio toggles, zoom slider, keyboard nudging, Save. */
export function CropDialog({ asset, crop, onCropped, onClose, onCloseAutoFocus }: CropDialogProps) {
  const { t } = useTranslation('media');
  const { t: tCommon } = useTranslation();
  const source = useCropSource(asset);
  const zoomId = useId();
  const hintId = useId();
  const [aspect, setAspect] = useState<CropAspect>(asset.crop?.aspect ?? '4:3');
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(asset.crop?.zoom ?? cropZoomMin);
  const [croppedArea, setCroppedArea] = useState<PercentArea | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [problem, setProblem] = useState<CropProblem | null>(null);

  const save = async () => {
    const area = source.status === 'ready' ? toCropArea(croppedArea, source.frame) : null;
    if (!area) {
      setProblem({ kind: 'missing' });
      return;
    }
    setIsSaving(true);
    setProblem(null);
    try {
      const zoomValue = Math.min(cropZoomMax, Math.max(cropZoomMin, zoom));
      onCropped(await crop(asset.id, { aspect, area, zoom: zoomValue }));
      toast({ title: t('crop.saved'), variant: 'success' });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'MISSING_CROP_AREA') {
        setProblem({ kind: 'missing' });
      } else {
        setProblem({ kind: 'failed', detail: describeApiError(failure, tCommon) });
      }
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <DialogContent
      title={t('crop.title')}
      description={t('crop.description')}
      size="lg"
      onCloseAutoFocus={onCloseAutoFocus}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="ghost">{t('crop.cancel')}</Button>
          </DialogClose>
          <Button onClick={() => void save()} isLoading={isSaving}>
            {t('crop.save')}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <div className="relative h-72 overflow-hidden rounded-xl bg-black sm:h-96">
          {source.status === 'loading' && (
            <div className="absolute inset-0 flex items-center justify-center text-white">
              <Spinner label={t('crop.loading')} />
            </div>
          )}
          {source.status === 'ready' && (
            <Cropper
              image={source.url}
              crop={position}
              zoom={zoom}
              aspect={cropAspectRatios[aspect]}
              minZoom={cropZoomMin}
              maxZoom={cropZoomMax}
              keyboardStep={keyboardStepPx}
              onCropChange={setPosition}
              onZoomChange={setZoom}
              onCropComplete={(area) => setCroppedArea(area)}
              {...(source.initialArea
                ? { initialCroppedAreaPercentages: toPercentArea(source.initialArea, source.frame) }
                : {})}
              mediaProps={{ alt: '' }}
              cropperProps={{ role: 'group', 'aria-label': t('crop.area'), 'aria-describedby': hintId }}
            />
          )}
        </div>
        <p id={hintId} className="text-sm text-muted">
          {t('crop.hint')}
        </p>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('crop.aspect')}</legend>
          <div className="flex flex-wrap gap-2">
            {cropAspects.map((option) => (
              <Chip
                key={option}
                size="sm"
                isPressed={aspect === option}
                onPressedChange={() => setAspect(option)}
              >
                {option}
              </Chip>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-2">
          <label htmlFor={zoomId} className="text-sm font-semibold text-ink">
            {t('crop.zoom')}
          </label>
          <input
            id={zoomId}
            type="range"
            min={cropZoomMin}
            max={cropZoomMax}
            step={0.05}
            value={zoom}
            aria-valuetext={`${zoom.toFixed(1)}×`}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="w-full accent-brand"
          />
        </div>
        {problem?.kind === 'missing' && <Alert variant="danger">{tCommon('errors.MISSING_CROP_AREA')}</Alert>}
        {problem?.kind === 'failed' && (
          <Alert variant="danger" title={t('crop.failed')}>
            {problem.detail}
          </Alert>
        )}
      </div>
    </DialogContent>
  );
}
