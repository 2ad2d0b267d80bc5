import { describe, expect, it } from 'vitest';
import {
  blobToBase64,
  bytesToBase64,
  containerMimeType,
  meterLevel,
  pickRecorderMimeType,
  rootMeanSquare,
} from './audio-encoding';

describe('audio helpers', () => {
  it('encodes bytes as base64 the same way Node does, also past one chunk', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => (index * 31) % 256);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('encodes a blob without a data: prefix', async () => {
    const blob = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'audio/webm' });
    expect(await blobToBase64(blob)).toBe('GkXfow==');
  });

  it('picks the first container the browser records', () => {
    expect(pickRecorderMimeType((type) => type.startsWith('audio/webm'))).toBe('audio/webm;codecs=opus');
    expect(pickRecorderMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecorderMimeType(() => false)).toBeUndefined();
    expect(
      pickRecorderMimeType(() => {
        throw new Error('isTypeSupported is not available');
      }),
    ).toBeUndefined();
  });

  it('names the container without codec parameters', () => {
    expect(containerMimeType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(containerMimeType('Audio/MP4')).toBe('audio/mp4');
    expect(containerMimeType('')).toBeUndefined();
    expect(containerMimeType(undefined)).toBeUndefined();
  });

  it('measures loudness as RMS and maps it to a 0..1 meter', () => {
    expect(rootMeanSquare([])).toBe(0);
    expect(rootMeanSquare([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(meterLevel(0)).toBe(0);
    expect(meterLevel(0.001)).toBe(0);
    expect(meterLevel(1)).toBe(1);
    expect(meterLevel(0.03)).toBeGreaterThan(0.3);
    expect(meterLevel(0.03)).toBeLessThan(0.6);
  });
});
