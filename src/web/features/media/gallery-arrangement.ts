import { type MediaAsset, mediaPerListingMax } from '@shared/media/media-asset.schema';

/**
 * The gallery rules in one place: `order` follows the list position and exactly one photo is the
 * cover (the first one when none is marked; the first marked one when several are).
 */
export function normalizeArrangement(assets: readonly MediaAsset[]): MediaAsset[] {
  const primaryIndex = Math.max(
    0,
    assets.findIndex((asset) => asset.primary),
  );
  return assets.map((asset, index) => {
    const isPrimary = index === primaryIndex;
    return asset.order === index && asset.primary === isPrimary
      ? asset
      : { ...asset, order: index, primary: isPrimary };
  });
}

export function moveAsset(assets: readonly MediaAsset[], fromIndex: number, toIndex: number): MediaAsset[] {
  if (fromIndex === toIndex || !assets[fromIndex] || toIndex < 0 || toIndex >= assets.length) {
    return normalizeArrangement(assets);
  }
  const next = [...assets];
  const [moved] = next.splice(fromIndex, 1);
  if (moved) next.splice(toIndex, 0, moved);
  return normalizeArrangement(next);
}

export function makePrimary(assets: readonly MediaAsset[], id: string): MediaAsset[] {
  if (!assets.some((asset) => asset.id === id)) return normalizeArrangement(assets);
  return normalizeArrangement(assets.map((asset) => ({ ...asset, primary: asset.id === id })));
}

/** Removing the cover makes the (new) first photo the cover. */
export function removeAsset(assets: readonly MediaAsset[], id: string): MediaAsset[] {
  return normalizeArrangement(assets.filter((asset) => asset.id !== id));
}

/** Puts a removed photo back where it was (Undo); it becomes the cover again if it was. */
export function restoreAsset(assets: readonly MediaAsset[], asset: MediaAsset, index: number): MediaAsset[] {
  if (assets.some((item) => item.id === asset.id)) return normalizeArrangement(assets);
  const next = asset.primary ? assets.map((item) => ({ ...item, primary: false })) : [...assets];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, asset);
  return normalizeArrangement(next);
}

/** Adds an uploaded photo at the end; a photo already in the gallery or beyond the maximum is not added. */
export function appendAsset(assets: readonly MediaAsset[], asset: MediaAsset): MediaAsset[] {
  if (assets.some((item) => item.id === asset.id) || assets.length >= mediaPerListingMax) {
    return normalizeArrangement(assets);
  }
  // The server's flag describes its own list; here the cover stays the seller's choice.
  return normalizeArrangement([...assets, { ...asset, primary: assets.length === 0 }]);
}

/** A newer copy from the server (alt text, crop), keeping the local position and cover flag. */
export function replaceAsset(assets: readonly MediaAsset[], updated: MediaAsset): MediaAsset[] {
  return assets.map((asset) =>
    asset.id === updated.id ? { ...updated, order: asset.order, primary: asset.primary } : asset,
  );
}

/** Body of PUT /api/media/arrangement, or null for an empty gallery (nothing to arrange). */
export function arrangementRequest(
  assets: readonly MediaAsset[],
): { ids: string[]; primaryId: string } | null {
  const normalized = normalizeArrangement(assets);
  const primary = normalized.find((asset) => asset.primary);
  if (!primary) return null;
  return { ids: normalized.map((asset) => asset.id), primaryId: primary.id };
}

/** Identifies an arrangement, to tell whether it changed since it was last saved. */
export function arrangementKey(assets: readonly MediaAsset[]): string {
  const request = arrangementRequest(assets);
  return request ? `${request.ids.join(',')}|${request.primaryId}` : '';
}
