import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heifBrandsOf, sniffImageType } from './sniff-image-type';

const fixture = (name: string) => readFileSync(path.resolve('src/server/test/fixtures/media', name));

/** An `ftyp` box with these brands, followed by filler: what the start of a HEIF/AVIF/MP4 file looks like. */
function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size + 16);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => {
    box.write(brand, 16 + index * 4, 'latin1');
  });
  return box;
}

describe('sniffImageType', () => {
  it('recognises JPEG, PNG and HEIC by their bytes', async () => {
    expect(await sniffImageType(fixture('orientation-6-gps.jpg'))).toBe('image/jpeg');
    expect(await sniffImageType(fixture('product.png'))).toBe('image/png');
    expect(await sniffImageType(fixture('product.heic'))).toBe('image/heic');
    // A truncated JPEG still starts like one; decoding catches it later (422, not 415).
    expect(await sniffImageType(fixture('truncated.jpg'))).toBe('image/jpeg');
  });

  it('ignores the name: text named .jpg, a GIF and empty input are no accepted image', async () => {
    expect(await sniffImageType(fixture('text-renamed.jpg'))).toBeNull();
    expect(await sniffImageType(fixture('animation.gif'))).toBeNull();
    expect(await sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(await sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
  });

  it('accepts the HEIF brands phones write and refuses AVIF and video', async () => {
    for (const [major, compatible] of [
      ['heic', ['mif1', 'heic']],
      ['heix', ['mif1', 'heix']],
      ['mif1', ['mif1', 'heic', 'miaf']],
      ['msf1', ['msf1', 'hevc']],
      ['mif1', []],
    ] as const) {
      expect(await sniffImageType(ftyp(major, [...compatible])), `${major} ${compatible.join(',')}`).toBe(
        'image/heic',
      );
    }
    expect(await sniffImageType(ftyp('avif', ['mif1', 'avif']))).toBeNull();
    expect(await sniffImageType(ftyp('mif1', ['mif1', 'avif', 'miaf']))).toBeNull();
    expect(await sniffImageType(ftyp('isom', ['isom', 'mp41']))).toBeNull();
    expect(await sniffImageType(ftyp('qt  ', []))).toBeNull();
  });

  it('reads major and compatible brands of the ftyp box', () => {
    expect(heifBrandsOf(fixture('product.heic'))).toEqual(['heic', 'mif1', 'heic', 'miaf']);
    expect(heifBrandsOf(fixture('product.png'))).toEqual([]);
  });
});
