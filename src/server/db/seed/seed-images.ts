import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo, type Sharp, type WebpOptions } from 'sharp';
import { type MediaVariant, mediaVariants } from '../../modules/media/media-url';
import type { DemoImage } from './demo-listing-generator';
import { illustrationSvg } from './illustration-scene';

/** Pixel size stored in listing_media: the largest variant, 4:3. */
export const seedImageSize = { width: mediaVariants.zoom, height: (mediaVariants.zoom * 3) / 4 } as const;

// Encoding dominates the seed's run time: the large variants get the fastest settings, the small ones
// (shown most often) a little more effort.
const webpOptions: Record<MediaVariant, WebpOptions> = {
  thumbnail: { quality: 78, effort: 4 },
  card: { quality: 78, effort: 2 },
  detail: { quality: 74, effort: 0 },
  zoom: { quality: 70, effort: 0 },
};

const variantFile = (mediaRoot: string, storageKey: string, variant: MediaVariant) =>
  path.join(mediaRoot, storageKey, `${variant}.webp`);

type Raw = { data: Buffer; info: OutputInfo };

const toRaw = (pipeline: Sharp): Promise<Raw> => pipeline.raw().toBuffer({ resolveWithObject: true });
const fromRaw = ({ data, info }: Raw) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

async function writeVariant(raw: Raw, mediaRoot: string, storageKey: string, variant: MediaVariant) {
  const file = variantFile(mediaRoot, storageKey, variant);
  // Write then rename, so an interrupted run never leaves a half-written file that looks done.
  await fromRaw(raw).webp(webpOptions[variant]).toFile(`${file}.tmp`);
  await rename(`${file}.tmp`, file);
}

async function renderImage(image: DemoImage, mediaRoot: string): Promise<void> {
  await mkdir(path.join(mediaRoot, image.storageKey), { recursive: true });
  // Render the SVG once at full size; each smaller variant is resized from the next larger one.
  const zoom = await toRaw(sharp(Buffer.from(illustrationSvg(image, seedImageSize.width))).removeAlpha());
  const detail = await toRaw(fromRaw(zoom).resize({ width: mediaVariants.detail }));
  const card = await toRaw(fromRaw(detail).resize({ width: mediaVariants.card }));
  const thumbnail = await toRaw(fromRaw(card).resize({ width: mediaVariants.thumbnail }));
  const raws: Record<MediaVariant, Raw> = { zoom, detail, card, thumbnail };
  await Promise.all(
    (Object.keys(raws) as MediaVariant[]).map((variant) =>
      writeVariant(raws[variant], mediaRoot, image.storageKey, variant),
    ),
  );
}

/** Renders the images whose files are missing, a few at a time; returns how many were rendered. */
export async function writeSeedImages(
  images: DemoImage[],
  mediaRoot: string,
  concurrency = 4,
): Promise<{ rendered: number; skipped: number }> {
  const missing = images.filter((image) =>
    (Object.keys(mediaVariants) as MediaVariant[]).some(
      (variant) => !existsSync(variantFile(mediaRoot, image.storageKey, variant)),
    ),
  );
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const image = missing[next++]!;
      await renderImage(image, mediaRoot);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, missing.length) }, worker));
  return { rendered: missing.length, skipped: images.length - missing.length };
}
