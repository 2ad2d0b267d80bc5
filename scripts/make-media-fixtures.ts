/**
 * Writes the media test fixtures in src/server/test/fixtures/media/ (committed; run again only to
 * change them): `npx tsx scripts/make-media-fixtures.ts`. The HEIC is encoded from a PNG with
 * `heif-enc` (Debian package libheif-examples), because no npm package here encodes HEVC.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const folder = path.resolve('src/server/test/fixtures/media');
mkdirSync(folder, { recursive: true });
const fixture = (name: string) => path.join(folder, name);

/**
 * A mug on a table: a plain product photo. The mug sits left of centre and a dark stripe runs along
 * the top, so a test can tell whether a picture was turned or cropped.
 */
function productSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#e9e4da"/>
  <rect width="100%" height="${Math.round(height * 0.08)}" fill="#2b2b2b"/>
  <rect y="${Math.round(height * 0.7)}" width="100%" height="${Math.round(height * 0.3)}" fill="#b08a5a"/>
  <rect x="${width * 0.25}" y="${height * 0.35}" width="${width * 0.25}" height="${height * 0.4}" rx="12" fill="#c0392b"/>
  <circle cx="${width * 0.53}" cy="${height * 0.52}" r="${height * 0.09}" fill="none" stroke="#c0392b" stroke-width="${height * 0.04}"/>
</svg>`;
}

async function writeFixtures() {
  // Stored landscape (400×300) with EXIF orientation 6: upright it is portrait (300×400).
  // GPS of Berlin's Alexanderplatz, so a test can prove it never reaches a variant.
  await sharp(Buffer.from(productSvg(400, 300)))
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: 'Kleinkram', Model: 'Fixture Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 4567/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toFile(fixture('orientation-6-gps.jpg'));

  await sharp(Buffer.from(productSvg(640, 480)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(fixture('product.png'));

  const heicSource = fixture('heic-source.tmp.png');
  await sharp(Buffer.from(productSvg(512, 384)))
    .png()
    .toFile(heicSource);
  execFileSync('heif-enc', ['-q', '60', '-o', fixture('product.heic'), heicSource]);
  rmSync(heicSource);

  // A real JPEG cut off after its first few hundred bytes: the header parses, the pixels don't.
  const whole = await sharp(Buffer.from(productSvg(400, 300)))
    .jpeg({ quality: 80 })
    .toBuffer();
  writeFileSync(fixture('truncated.jpg'), whole.subarray(0, Math.floor(whole.length / 3)));

  writeFileSync(fixture('text-renamed.jpg'), 'This is a plain text file that only pretends to be a photo.\n');

  await sharp(Buffer.from(productSvg(120, 90)))
    .gif()
    .toFile(fixture('animation.gif'));

  for (const name of [
    'orientation-6-gps.jpg',
    'product.png',
    'product.heic',
    'truncated.jpg',
    'text-renamed.jpg',
    'animation.gif',
  ]) {
    process.stdout.write(`${name}: ${readFileSync(fixture(name)).length} bytes\n`);
  }
}

await writeFixtures();
