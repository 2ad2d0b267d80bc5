import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { EvalPhoto } from './cases/eval-case';

/** Rendered images are cached here between runs; they are derived from the cases, never committed. */
export const imageCacheFolder = path.join(tmpdir(), 'kleinkram-eval-images');

const looks: Record<
  EvalPhoto['kind'],
  { width: number; height: number; background: string; ink: string; size: number }
> = {
  tag: { width: 640, height: 800, background: '#f4f1ea', ink: '#1d1d1f', size: 54 },
  label: { width: 900, height: 560, background: '#ffffff', ink: '#111111', size: 52 },
  cover: { width: 700, height: 1000, background: '#23395b', ink: '#f7f3e9', size: 64 },
  box: { width: 1000, height: 700, background: '#e9e4da', ink: '#202020', size: 60 },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A photo of printed text as a phone would take it: the label on a darker surface, slightly
 * rotated and softened, saved as JPEG. The first line is bold, as brand names on tags are.
 */
export async function renderEvalPhoto(photo: EvalPhoto): Promise<Buffer> {
  const look = looks[photo.kind];
  const lineHeight = look.size * 1.45;
  const top = (look.height - lineHeight * photo.lines.length) / 2 + look.size;
  const text = photo.lines
    .map(
      (line, index) =>
        `<text x="50%" y="${top + index * lineHeight}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${index === 0 ? look.size * 1.15 : look.size}" font-weight="${index === 0 ? 700 : 400}" fill="${look.ink}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${look.width}" height="${look.height}"><rect width="100%" height="100%" rx="24" fill="${look.background}"/>${text}</svg>`;
  const label = await sharp(Buffer.from(svg))
    .rotate(-3, { background: '#6b6f76' })
    .blur(0.6)
    .png()
    .toBuffer();
  const { width = look.width, height = look.height } = await sharp(label).metadata();
  return sharp({ create: { width: width + 160, height: height + 160, channels: 3, background: '#6b6f76' } })
    .composite([{ input: label, top: 80, left: 80 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The rendered photo from the cache, or rendered now and cached. */
export async function evalPhotoImage(photo: EvalPhoto): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(photo)).digest('hex').slice(0, 16);
  const file = path.join(imageCacheFolder, `${photo.kind}-${key}.jpg`);
  try {
    return await readFile(file);
  } catch {
    const image = await renderEvalPhoto(photo);
    await mkdir(imageCacheFolder, { recursive: true });
    await writeFile(file, image);
    return image;
  }
}
