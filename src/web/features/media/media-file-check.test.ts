import { mediaUploadMaxBytes } from '@shared/media/media-asset.schema';
import { describe, expect, it } from 'vitest';
import { checkImageFile } from './media-file-check';

const file = (name: string, type: string, size = 2_000_000) => ({ name, type, size });

describe('checkImageFile (spec §5 Upload: JPG, PNG, HEIC up to 15 MB)', () => {
  it.each([
    file('lamp.jpg', 'image/jpeg'),
    file('lamp.JPEG', 'image/jpeg'),
    file('label.png', 'image/png'),
    file('IMG_0001.HEIC', ''),
    file('IMG_0002.heif', 'application/octet-stream'),
    file('camera-capture', 'image/jpeg'),
    file('photo.heic', 'image/heic'),
  ])('accepts $name ($type)', (candidate) => {
    expect(checkImageFile(candidate)).toBeNull();
  });

  it.each([
    file('animation.gif', 'image/gif'),
    file('notes.txt', 'text/plain'),
    file('scan.pdf', 'application/pdf'),
    file('picture.webp', 'image/webp'),
    file('no-extension', ''),
  ])('refuses $name ($type) as UNSUPPORTED_MEDIA_TYPE', (candidate) => {
    expect(checkImageFile(candidate)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts exactly 15 MB and refuses one byte more as PAYLOAD_TOO_LARGE', () => {
    expect(checkImageFile(file('big.jpg', 'image/jpeg', mediaUploadMaxBytes))).toBeNull();
    expect(checkImageFile(file('big.jpg', 'image/jpeg', mediaUploadMaxBytes + 1))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the size first for a file that is both too large and of the wrong type', () => {
    expect(checkImageFile(file('huge.gif', 'image/gif', mediaUploadMaxBytes * 2))).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an empty file as CORRUPT_MEDIA', () => {
    expect(checkImageFile(file('empty.jpg', 'image/jpeg', 0))).toBe('CORRUPT_MEDIA');
  });
});
