import {
  type AcceptedImageType,
  type CropArea,
  type MediaVariantName,
  mediaVariantNames,
} from '@shared/media/media-asset.schema';
import sharp, { type WebpOptions } from 'sharp';
import { AppError } from '../../core/app-error';
import { decodeHeic } from './decode-heic';
import { mediaVariants } from './media-url';
import { createProcessingLimit } from './processing-limit';

/** 50 megapixels: every phone camera fits; a bigger decompression bomb is refused before decoding. */
const maxInputPixels = 50_000_000;

/** Two decodes at once on a 2-core machine; a HEIC counts double because libheif needs ~430 MB for 12 MP. */
const imageProcessing = createProcessingLimit(2);
const weightOf = (mimeType: AcceptedImageType) => (mimeType === 'image/heic' ? 2 : 1);

const webpOptions: Record<MediaVariantName, WebpOptions> = {
  thumbnail: { quality: 78, effort: 4 },
  card: { quality: 80, effort: 3 },
  detail: { quality: 80, effort: 2 },
  zoom: { quality: 80, effort: 2 },
};

export type VariantSizes = Record<MediaVariantName, { width: number; height: number }>;
export interface RenderedVariants {
  files: Record<MediaVariantName, Buffer>;
  sizes: VariantSizes;
}

interface UprightImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

const corrupt = (message = 'The image could not be read; it may be damaged or incomplete.') =>
  new AppError('CORRUPT_MEDIA', message);

/**
 * Pixels of the picture the right way up (EXIF orientation applied), in sRGB. Decoding everything
 * here is also the corruption check: a truncated or damaged file fails now, before anything is stored.
 */
async function decodeUpright(bytes: Buffer, mimeType: AcceptedImageType): Promise<UprightImage> {
  if (mimeType === 'image/heic') {
    const image = await decodeHeic(bytes).catch(() => {
      throw corrupt();
    });
    if (image.width * image.height > maxInputPixels) throw tooManyPixels();
    return {
      data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
      width: image.width,
      height: image.height,
      channels: 4,
    };
  }
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels })
      .rotate()
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels === 4 ? 4 : 3 };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels();
    throw corrupt();
  }
}

const tooManyPixels = () =>
  new AppError('PAYLOAD_TOO_LARGE', `Images may have at most ${maxInputPixels / 1_000_000} megapixels.`);

const pipelineOf = (image: UprightImage) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });

/** The four WebP variants, each at most its width and never upscaled; WebP output carries no metadata. */
async function renderVariants(image: UprightImage): Promise<RenderedVariants> {
  const rendered = await Promise.all(
    mediaVariantNames.map(async (name) => {
      const { data, info } = await pipelineOf(image)
        .resize({ width: mediaVariants[name], withoutEnlargement: true })
        .webp(webpOptions[name])
        .toBuffer({ resolveWithObject: true });
      return [name, data, { width: info.width, height: info.height }] as const;
    }),
  );
  const files = {} as Record<MediaVariantName, Buffer>;
  const sizes = {} as VariantSizes;
  for (const [name, data, size] of rendered) {
    files[name] = data;
    sizes[name] = size;
  }
  return { files, sizes };
}

export interface ProcessedUpload {
  /** Of the upright original. */
  width: number;
  height: number;
  variants: RenderedVariants;
}

/** Decodes an upload and renders its variants; throws CORRUPT_MEDIA when the bytes are no readable image. */
export function processUpload(bytes: Buffer, mimeType: AcceptedImageType): Promise<ProcessedUpload> {
  return imageProcessing.run(async () => {
    const image = await decodeUpright(bytes, mimeType);
    return { width: image.width, height: image.height, variants: await renderVariants(image) };
  }, weightOf(mimeType));
}

export interface PixelRectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The crop area (fractions of the upright picture) in whole pixels, at least 1×1 and inside the picture. */
export function cropRectangleOf(area: CropArea, width: number, height: number): PixelRectangle {
  const left = Math.min(width - 1, Math.max(0, Math.round(area.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(area.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(area.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(area.height * height))),
  };
}

/** Variants of the cropped picture, cut from the upright original; the original itself stays as it is. */
export function renderCroppedVariants(
  original: Buffer,
  mimeType: AcceptedImageType,
  area: CropArea,
): Promise<RenderedVariants> {
  return imageProcessing.run(async () => {
    const image = await decodeUpright(original, mimeType);
    const rectangle = cropRectangleOf(area, image.width, image.height);
    const { data, info } = await pipelineOf(image)
      .extract(rectangle)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return renderVariants({ data, width: info.width, height: info.height, channels: image.channels });
  }, weightOf(mimeType));
}
