/**
 * Writes the photos of the create-listing journey to e2e/fixtures/media/ (committed; run again
 * only to change them): `npx tsx e2e/support/make-media-fixtures.ts`. A jacket's care label (JPEG,
 * text for the OCR) and the jacket itself (HEIC, encoded with `heif-enc` from Debian's
 * libheif-examples, since no npm package here encodes HEVC).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const folder = path.resolve('e2e/fixtures/media');
mkdirSync(folder, { recursive: true });

const labelSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="100%" height="100%" fill="#f4f1ea"/>
  <g font-family="DejaVu Sans" fill="#111" font-weight="bold">
    <text x="80" y="150" font-size="96">NIKE</text>
    <text x="80" y="280" font-size="60">Größe: M</text>
    <text x="80" y="380" font-size="52">Farbe: Schwarz</text>
    <text x="80" y="480" font-size="52">100% Baumwolle</text>
  </g>
</svg>`;

const jacketSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
  <rect width="100%" height="100%" fill="#dfe4ea"/>
  <path d="M190 120 L300 170 L410 120 L540 250 L480 320 L440 290 L440 700 L160 700 L160 290 L120 320 L60 250 Z" fill="#1b1b1b"/>
  <rect x="295" y="170" width="10" height="530" fill="#555"/>
</svg>`;

await sharp(Buffer.from(labelSvg)).jpeg({ quality: 85 }).toFile(path.join(folder, 'care-label.jpg'));
const jacketPng = path.join(folder, 'jacket.tmp.png');
await sharp(Buffer.from(jacketSvg)).png().toFile(jacketPng);
execFileSync('heif-enc', ['--quality', '60', '-o', path.join(folder, 'jacket.heic'), jacketPng]);
rmSync(jacketPng);
// The sell journey's front and back views as JPEG (quick to process, so the journey times the app).
const jacketBackSvg = jacketSvg.replace('<rect x="295" y="170" width="10" height="530" fill="#555"/>', '');
await sharp(Buffer.from(jacketSvg)).jpeg({ quality: 85 }).toFile(path.join(folder, 'jacket-front.jpg'));
await sharp(Buffer.from(jacketBackSvg)).jpeg({ quality: 85 }).toFile(path.join(folder, 'jacket-back.jpg'));
console.info(`Wrote care-label.jpg, jacket.heic, jacket-front.jpg and jacket-back.jpg to ${folder}`);
