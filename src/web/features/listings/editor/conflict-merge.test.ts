import type { DraftSnapshot } from '@shared/listings/listing-editor.schema';
import { describe, expect, it } from 'vitest';
import { chooseSide, conflictingFields, defaultMergeChoices, mergeSnapshots } from './conflict-merge';
import { emptyDraftFields, snapshotOf } from './draft-fields';

const base = { ...emptyDraftFields('de'), title: 'Nike Jacke Größe M', priceValue: 35, tags: ['nike'] };

function snapshot(patch: Partial<typeof base>): DraftSnapshot {
  return snapshotOf({ ...base, ...patch }, null);
}

describe('conflict merge', () => {
  it('lists only the fields that differ', () => {
    const mine = snapshot({ title: 'Nike Windbreaker M', tags: ['nike', 'jacke'] });
    const theirs = snapshot({ priceValue: 30, tags: ['nike', 'jacke'] });
    expect(conflictingFields(mine.fields, theirs.fields)).toEqual(['title', 'priceValue']);
  });

  it('preselects the side that changed a field, and mine where both did or no base is known', () => {
    const mine = snapshot({ title: 'Nike Windbreaker M', description: 'Meine Beschreibung' });
    const theirs = snapshot({ priceValue: 30, description: 'Deren Beschreibung' });
    expect(defaultMergeChoices(mine.fields, theirs.fields, base)).toEqual({
      title: 'mine',
      description: 'mine',
      priceValue: 'theirs',
    });
    expect(defaultMergeChoices(mine.fields, theirs.fields, null)).toEqual({
      title: 'mine',
      description: 'mine',
      priceValue: 'mine',
    });
  });

  it('merges field by field', () => {
    const mine = snapshot({ title: 'Nike Windbreaker M', priceValue: 40 });
    const theirs = snapshot({ title: 'Jacke', priceValue: 30, condition: 'good' });
    const merged = mergeSnapshots(mine, theirs, { title: 'mine', priceValue: 'theirs', condition: 'theirs' });
    expect(merged.fields).toMatchObject({ title: 'Nike Windbreaker M', priceValue: 30, condition: 'good' });
    expect(mergeSnapshots(mine, theirs, {}).fields).toEqual(mine.fields);
  });

  it('keeps category and path together', () => {
    const choices = { categoryId: 'mine', categoryPath: 'mine' } as const;
    expect(chooseSide(choices, 'categoryId', 'theirs')).toEqual({
      categoryId: 'theirs',
      categoryPath: 'theirs',
    });
    expect(chooseSide({ title: 'mine' }, 'title', 'theirs')).toEqual({ title: 'theirs' });
  });
});
