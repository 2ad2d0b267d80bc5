import { Camera, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type CameraError, type CapturedPhoto, useCamera } from '../camera/use-camera';

const errorKeys: Record<CameraError, string> = {
  no_camera: 'camera.noCamera',
  permission_denied: 'camera.permissionDenied',
  start_failed: 'camera.startFailed',
  capture_failed: 'camera.captureFailed',
};

interface CameraPanelProps {
  onCaptured(photo: CapturedPhoto): void;
  isDisabled: boolean;
}

/** "Take photo": live preview of the (rear) camera and "Capture"; the stream ends with "Close camera". */
export function CameraPanel({ onCaptured, isDisabled }: CameraPanelProps) {
  const { t } = useTranslation('media');
  const camera = useCamera();
  const isOpen = camera.status !== 'standby';
  const { stop } = camera;
  const [captureCount, setCaptureCount] = useState(0);

  // Leaving the page (tab closed, navigation away) must switch the camera light off.
  useEffect(() => {
    window.addEventListener('pagehide', stop);
    return () => window.removeEventListener('pagehide', stop);
  }, [stop]);

  const capture = async () => {
    const photo = await camera.capture();
    if (!photo) return;
    setCaptureCount((count) => count + 1);
    onCaptured(photo);
  };

  return (
    <div className="grid gap-3">
      {!isOpen && (
        <Button
          variant="outline"
          leadingIcon={<Camera aria-hidden="true" />}
          onClick={() => void camera.start()}
          disabled={isDisabled}
          className="justify-self-start"
        >
          {t('camera.take')}
        </Button>
      )}
      {isOpen && (
        <section
          aria-label={t('camera.preview')}
          className="grid gap-3 rounded-card border border-line bg-surface-sunken p-3"
        >
          <div className="relative overflow-hidden rounded-xl bg-black">
            {/* The preview shows what the camera sees; it has no audio and nothing to caption. */}
            <video
              ref={camera.attachVideo}
              className="aspect-[4/3] w-full object-contain"
              playsInline
              muted
              autoPlay
              aria-label={t('camera.preview')}
            />
            {camera.status === 'starting' && (
              <div className="absolute inset-0 flex items-center justify-center gap-2 text-white">
                <Spinner size="md" label={t('camera.starting')} />
                <span aria-hidden="true">{t('camera.starting')}</span>
              </div>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              leadingIcon={<Camera aria-hidden="true" />}
              onClick={() => void capture()}
              disabled={!camera.canCapture || isDisabled}
            >
              {t('camera.capture')}
            </Button>
            <Button variant="ghost" leadingIcon={<X aria-hidden="true" />} onClick={camera.stop}>
              {t('camera.close')}
            </Button>
          </div>
        </section>
      )}
      {/* Screen readers hear that the shutter worked; sighted sellers see the upload appear. */}
      <p role="status" className="sr-only">
        {captureCount > 0 ? t('camera.captured') : ''}
      </p>
      {camera.error && (
        <Alert variant={camera.error === 'no_camera' ? 'info' : 'danger'} onDismiss={camera.clearError}>
          {t(errorKeys[camera.error])}
        </Alert>
      )}
    </div>
  );
}
