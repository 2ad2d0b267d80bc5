import { mediaArrangementRequestSchema, mediaPerListingMax } from '@shared/media/media-asset.schema';
import { describe, expect, it } from 'vitest';
import {
  appendAsset,
  arrangementKey,
  arrangementRequest,
  makePrimary,
  moveAsset,
  normalizeArrangement,
  removeAsset,
  replaceAsset,
  restoreAsset,
} from './gallery-arrangement';
import { buildAsset } from './media-asset.test-helper';

function gallery(count: number, primaryIndex = 0) {
  return normalizeArrangement(
    Array.from({ length: count }, (_, index) =>
      buildAsset({ name: `p${index}`, primary: index === primaryIndex }),
    ),
  );
}

const names = (assets: { name: string }[]) => assets.map((asset) => asset.name);
const primaryName = (assets: { name: string; primary: boolean }[]) =>
  assets.filter((asset) => asset.primary).map((asset) => asset.name);
const orders = (assets: { order: number }[]) => assets.map((asset) => asset.order);

describe('normalizeArrangement', () => {
  it('numbers the order by position and makes the first photo the cover when none is', () => {
    const assets = [buildAsset({ order: 7 }), buildAsset({ order: 3 })];
    const result = normalizeArrangement(assets);
    expect(orders(result)).toEqual([0, 1]);
    expect(result.map((asset) => asset.primary)).toEqual([true, false]);
  });

  it('keeps exactly one cover: the first marked one', () => {
    const assets = [buildAsset(), buildAsset({ primary: true }), buildAsset({ primary: true })];
    expect(normalizeArrangement(assets).map((asset) => asset.primary)).toEqual([false, true, false]);
  });

  it('returns the same objects when nothing changes (no needless re-renders)', () => {
    const assets = gallery(3);
    const result = normalizeArrangement(assets);
    for (const [index, asset] of result.entries()) expect(asset).toBe(assets[index]);
  });
});

describe('moveAsset', () => {
  it('moves a photo forward and backward and renumbers', () => {
    const assets = gallery(4);
    expect(names(moveAsset(assets, 0, 2))).toEqual(['p1', 'p2', 'p0', 'p3']);
    expect(names(moveAsset(assets, 3, 1))).toEqual(['p0', 'p3', 'p1', 'p2']);
    expect(orders(moveAsset(assets, 3, 1))).toEqual([0, 1, 2, 3]);
  });

  it('keeps the cover flag with its photo, wherever it moves', () => {
    const assets = gallery(3, 1);
    const moved = moveAsset(assets, 1, 2);
    expect(names(moved)).toEqual(['p0', 'p2', 'p1']);
    expect(primaryName(moved)).toEqual(['p1']);
  });

  it('ignores moves to the same place or outside the list', () => {
    const assets = gallery(3);
    expect(names(moveAsset(assets, 1, 1))).toEqual(['p0', 'p1', 'p2']);
    expect(names(moveAsset(assets, 1, 5))).toEqual(['p0', 'p1', 'p2']);
    expect(names(moveAsset(assets, 9, 0))).toEqual(['p0', 'p1', 'p2']);
  });
});

describe('makePrimary', () => {
  it('makes the chosen photo the only cover and keeps the order', () => {
    const assets = gallery(3);
    const result = makePrimary(assets, assets[2]!.id);
    expect(primaryName(result)).toEqual(['p2']);
    expect(names(result)).toEqual(['p0', 'p1', 'p2']);
  });

  it('changes nothing for an unknown id', () => {
    expect(primaryName(makePrimary(gallery(2), 'unknown'))).toEqual(['p0']);
  });
});

describe('removeAsset and restoreAsset', () => {
  it('removing the cover makes the new first photo the cover', () => {
    const assets = gallery(3);
    const result = removeAsset(assets, assets[0]!.id);
    expect(names(result)).toEqual(['p1', 'p2']);
    expect(primaryName(result)).toEqual(['p1']);
  });

  it('removing another photo keeps the cover', () => {
    const assets = gallery(3, 2);
    const result = removeAsset(assets, assets[0]!.id);
    expect(primaryName(result)).toEqual(['p2']);
    expect(orders(result)).toEqual([0, 1]);
  });

  it('removing the last photo leaves an empty gallery', () => {
    const assets = gallery(1);
    expect(removeAsset(assets, assets[0]!.id)).toEqual([]);
  });

  it('Undo puts the photo back at its place and gives the cover back', () => {
    const assets = gallery(3, 1);
    const removed = assets[1]!;
    const restored = restoreAsset(removeAsset(assets, removed.id), removed, 1);
    expect(names(restored)).toEqual(['p0', 'p1', 'p2']);
    expect(primaryName(restored)).toEqual(['p1']);
  });

  it('Undo after other photos went away clamps the place, and never duplicates', () => {
    const assets = gallery(3);
    const removed = assets[2]!;
    const shorter = removeAsset(removeAsset(assets, removed.id), assets[1]!.id);
    const restored = restoreAsset(shorter, removed, 2);
    expect(names(restored)).toEqual(['p0', 'p2']);
    expect(names(restoreAsset(restored, removed, 0))).toEqual(['p0', 'p2']);
  });
});

describe('appendAsset', () => {
  it('adds a new photo at the end; the first photo of an empty gallery becomes the cover', () => {
    const first = appendAsset([], buildAsset({ name: 'a' }));
    expect(primaryName(first)).toEqual(['a']);
    const second = appendAsset(first, buildAsset({ name: 'b', primary: true, order: 0 }));
    expect(names(second)).toEqual(['a', 'b']);
    expect(primaryName(second)).toEqual(['a']);
    expect(orders(second)).toEqual([0, 1]);
  });

  it('does not add a photo that is already there (duplicate upload)', () => {
    const assets = gallery(2);
    expect(appendAsset(assets, { ...assets[1]! })).toHaveLength(2);
  });

  it(`stops at ${mediaPerListingMax} photos`, () => {
    const full = gallery(mediaPerListingMax);
    expect(appendAsset(full, buildAsset())).toHaveLength(mediaPerListingMax);
  });
});

describe('replaceAsset', () => {
  it('takes the server copy but keeps the local place and cover flag', () => {
    const assets = gallery(2);
    const fromServer = {
      ...assets[1]!,
      altText: 'A lamp',
      altTextStatus: 'edited' as const,
      order: 0,
      primary: true,
    };
    const result = replaceAsset(assets, fromServer);
    expect(result[1]).toMatchObject({ altText: 'A lamp', order: 1, primary: false });
    expect(result[0]).toBe(assets[0]);
  });
});

describe('arrangementRequest and arrangementKey', () => {
  it('lists the ids in order with the cover id, valid for the shared request schema', () => {
    const moved = moveAsset(gallery(3, 1), 0, 2);
    const request = arrangementRequest(moved);
    expect(request).toEqual({ ids: moved.map((asset) => asset.id), primaryId: moved[0]!.id });
    expect(mediaArrangementRequestSchema.safeParse(request).success).toBe(true);
  });

  it('is null for an empty gallery', () => {
    expect(arrangementRequest([])).toBeNull();
    expect(arrangementKey([])).toBe('');
  });

  it('the key changes with the order and with the cover, not with alt texts', () => {
    const assets = gallery(3);
    const key = arrangementKey(assets);
    expect(arrangementKey(moveAsset(assets, 0, 1))).not.toBe(key);
    expect(arrangementKey(makePrimary(assets, assets[2]!.id))).not.toBe(key);
    expect(arrangementKey(replaceAsset(assets, { ...assets[0]!, altText: 'changed' }))).toBe(key);
  });
});
