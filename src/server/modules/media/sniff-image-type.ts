import type { AcceptedImageType } from '@shared/media/media-asset.schema';
import { fileTypeFromBuffer } from 'file-type';

/** HEIF brands whose pictures are HEVC-coded (what phones write), which heic-decode can read. */
const hevcBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
/** Generic HEIF brands: the coding is named by the compatible brands (HEVC, or AV1 for AVIF). */
const genericHeifBrands = new Set(['mif1', 'msf1', 'mif2', 'miaf']);

/** Major and compatible brands of an ISO-BMFF `ftyp` box at the start of the file; [] when there is none. */
export function heifBrandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 16) return [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxSize = view.getUint32(0);
  const boxType = String.fromCharCode(...bytes.subarray(4, 8));
  if (boxType !== 'ftyp' || boxSize < 16 || boxSize > Math.min(bytes.length, 4096)) return [];
  const brand = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4)).trim();
  const brands = [brand(8)];
  // Offset 12 holds the minor version; compatible brands follow, four bytes each.
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(brand(offset));
  return brands.filter(Boolean);
}

/** True when the HEIF brands promise an HEVC-coded image (HEIC), not AVIF or a bare container. */
function isHevcHeif(brands: readonly string[]): boolean {
  if (brands.some((brand) => hevcBrands.has(brand))) return true;
  // A generic major brand without any coding brand: phones' older files; let the decoder decide.
  const [major] = brands;
  return (
    major !== undefined &&
    genericHeifBrands.has(major) &&
    !brands.some((brand) => brand === 'avif' || brand === 'avis')
  );
}

/**
 * The accepted image type the bytes really are (spec §5: JPG, PNG, HEIC, recognised by content,
 * never by name or declared type), or null for anything else.
 */
export async function sniffImageType(bytes: Uint8Array): Promise<AcceptedImageType | null> {
  const brands = heifBrandsOf(bytes);
  if (brands.length > 0) return isHevcHeif(brands) ? 'image/heic' : null;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'image/jpeg') return 'image/jpeg';
  // An animated PNG is still a PNG: its first frame is the picture.
  if (detected?.mime === 'image/png' || detected?.mime === 'image/apng') return 'image/png';
  return null;
}
