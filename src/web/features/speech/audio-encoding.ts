/**
 * Small helpers around the recording: which container the browser records, how the bytes travel to
 * `POST /api/ai/speech/transcribe` (base64 in JSON, no data: prefix), and how loud the microphone is.
 */

/** Containers the transcription endpoint accepts, best first (opus in webm is Chromium's and Firefox's). */
export const recorderMimeTypes = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4',
  'audio/mpeg',
] as const;

/** The first container this browser can record, or undefined to let MediaRecorder choose. */
export function pickRecorderMimeType(isTypeSupported: (mimeType: string) => boolean): string | undefined {
  return recorderMimeTypes.find((mimeType) => {
    try {
      return isTypeSupported(mimeType);
    } catch {
      return false;
    }
  });
}

/** `audio/webm;codecs=opus` → `audio/webm`: the server names formats by container only. */
export function containerMimeType(mimeType: string | undefined): string | undefined {
  const base = mimeType?.split(';')[0]?.trim().toLowerCase();
  return base ? base : undefined;
}

const chunkSize = 0x8000;

/** Base64 of raw bytes, in chunks so long recordings do not overflow the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkSize));
  }
  return btoa(binary);
}

export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
}

/** Root mean square of a time-domain frame from AnalyserNode.getFloatTimeDomainData (-1..1). */
export function rootMeanSquare(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index] ?? 0;
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * RMS to a 0..1 meter level. Speech sits around 0.02–0.2 RMS, so the scale is logarithmic from
 * -60 dB (silent) to -10 dB (loud).
 */
export function meterLevel(rms: number): number {
  if (rms <= 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels + 60) / 50));
}
