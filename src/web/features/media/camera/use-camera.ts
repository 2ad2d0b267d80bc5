import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4 "Camera preview". */
export type CameraStatus = 'standby' | 'starting' | 'running';
/** Spec §8 camera/media errors, plus a camera that exists but will not start (in use elsewhere). */
export type CameraError = 'no_camera' | 'permission_denied' | 'start_failed' | 'capture_failed';

export interface CapturedPhoto {
  file: File;
  capturedAt: string;
}

const jpegQuality = 0.9;

/** Maps getUserMedia's DOMException names to what the seller is told. */
export function cameraErrorFor(error: unknown): CameraError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') {
    return 'no_camera';
  }
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') {
    return 'permission_denied';
  }
  return 'start_failed';
}

async function hasVideoInput(devices: MediaDevices): Promise<boolean> {
  if (typeof devices.enumerateDevices !== 'function') return true;
  try {
    const list = await devices.enumerateDevices();
    return list.some((device) => device.kind === 'videoinput');
  } catch {
    // Listing is only a shortcut; getUserMedia still tells for sure.
    return true;
  }
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality));
}

/**
 * The camera for "Take photo": rear camera preferred, a live stream for the preview <video>, and
 * capture to JPEG through a canvas. The stream stops on stop() and when the component goes away.
 */
export function useCamera() {
  const [status, setStatus] = useState<CameraStatus>('standby');
  const [error, setError] = useState<CameraError | null>(null);
  // Capture needs a decoded frame: a running stream alone can still give a 0 x 0 video.
  const [hasFrame, setHasFrame] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // A stop() while getUserMedia is still asking must win over its late answer.
  const attemptRef = useRef(0);

  const stop = useCallback(() => {
    attemptRef.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setHasFrame(false);
    setStatus('standby');
  }, []);

  const start = useCallback(async () => {
    const attempt = attemptRef.current + 1;
    attemptRef.current = attempt;
    setError(null);
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.getUserMedia || !(await hasVideoInput(devices))) {
      setError('no_camera');
      return;
    }
    setStatus('starting');
    try {
      const stream = await devices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1440 } },
        audio: false,
      });
      if (attemptRef.current !== attempt) {
        stopStream(stream);
        return;
      }
      streamRef.current = stream;
      setStatus('running');
    } catch (failure) {
      if (attemptRef.current !== attempt) return;
      setError(cameraErrorFor(failure));
      setStatus('standby');
    }
  }, []);

  // The <video> mounts with the running preview: give it the stream then.
  const attachVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    if (video && streamRef.current && video.srcObject !== streamRef.current) {
      setHasFrame(false);
      video.addEventListener('loadeddata', () => setHasFrame(true), { once: true });
      video.srcObject = streamRef.current;
      void video.play().catch(() => {});
    }
  }, []);

  useEffect(() => {
    if (status === 'running') attachVideo(videoRef.current);
  }, [status, attachVideo]);

  const capture = useCallback(async (): Promise<CapturedPhoto | null> => {
    const video = videoRef.current;
    setError(null);
    if (!video || !streamRef.current || video.videoWidth === 0 || video.videoHeight === 0) {
      setError('capture_failed');
      return null;
    }
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) {
      setError('capture_failed');
      return null;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await canvasToJpeg(canvas);
    if (!blob || blob.size === 0) {
      setError('capture_failed');
      return null;
    }
    const capturedAt = new Date().toISOString();
    const stamp = capturedAt.replace(/[:.]/g, '-');
    return { file: new File([blob], `camera-${stamp}.jpg`, { type: 'image/jpeg' }), capturedAt };
  }, []);

  useEffect(
    () => () => {
      attemptRef.current += 1;
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  const canCapture = status === 'running' && hasFrame;
  return { status, error, canCapture, start, stop, capture, attachVideo, clearError: () => setError(null) };
}
