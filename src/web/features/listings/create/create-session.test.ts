import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import { draftResultFixture, mediaAssetFixture } from './create-listing.test-helper';
import {
  type CreateSession,
  clearCreateSession,
  emptyCreateSession,
  hasInputChangedSinceDraft,
  parseCreateSession,
  readCreateSession,
  type TextStorage,
  writeCreateSession,
} from './create-session';

const ownerId = '6f1c2a55-0000-4000-8000-000000000001';
const photoA = mediaAssetFixture('0b9d1a0e-1111-4111-8111-111111111111');
const photoB = mediaAssetFixture('0b9d1a0e-2222-4222-8222-222222222222', { order: 1, primary: false });

function memoryStorage(): TextStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function fullSession(): CreateSession {
  return {
    ...emptyCreateSession(ownerId, 'de'),
    assets: [photoA, photoB],
    transcript: 'iPhone 13, 128 GB, guter Zustand',
    draft: draftResultFixture(),
    draftBasis: { mediaIds: [photoA.id, photoB.id], transcript: 'iPhone 13, 128 GB, guter Zustand' },
    editorLocalId: 'local-1',
  };
}

describe('create session storage', () => {
  it('stores version 1 under its own key and reads back the same session', () => {
    const storage = memoryStorage();
    writeCreateSession(storage, fullSession());
    const raw = storage.values.get(storageKeys.createSession);
    expect(storageKeys.createSession).toBe('kleinkram.createSession');
    expect(JSON.parse(raw ?? '{}')).toMatchObject({ version: 1, ownerId, transcriptLanguage: 'de' });
    expect(readCreateSession(storage, ownerId, 'en')).toEqual(fullSession());
  });

  it('ignores corrupt data, other versions and other users', () => {
    expect(parseCreateSession(null, ownerId, 'de')).toBeNull();
    expect(parseCreateSession('{not json', ownerId, 'de')).toBeNull();
    expect(parseCreateSession('[]', ownerId, 'de')).toBeNull();
    expect(parseCreateSession(JSON.stringify({ ...fullSession(), version: 2 }), ownerId, 'de')).toBeNull();
    expect(
      parseCreateSession(JSON.stringify({ version: 1, ...fullSession() }), 'someone-else', 'de'),
    ).toBeNull();
  });

  it('keeps the good parts when one part does not fit', () => {
    const stored = {
      version: 1,
      ...fullSession(),
      assets: [photoA, { id: 'not-a-uuid' }, 42],
      transcriptLanguage: 'it',
      draft: { draft: { title: 'x' } },
      analysis: 'broken',
    };
    const session = parseCreateSession(JSON.stringify(stored), ownerId, 'en');
    expect(session).toMatchObject({
      assets: [photoA],
      transcript: 'iPhone 13, 128 GB, guter Zustand',
      transcriptLanguage: 'en',
      analysis: null,
      draft: null,
      draftBasis: null,
      editorLocalId: 'local-1',
    });
  });

  it('keeps a session that only links to the listing being edited, and reads old sessions without it', () => {
    const storage = memoryStorage();
    writeCreateSession(storage, { ...emptyCreateSession(ownerId, 'de'), editorLocalId: 'local-2' });
    expect(readCreateSession(storage, ownerId, 'de')?.editorLocalId).toBe('local-2');
    const { editorLocalId: _dropped, ...older } = fullSession();
    expect(
      parseCreateSession(JSON.stringify({ version: 1, ...older }), ownerId, 'de')?.editorLocalId,
    ).toBeNull();
  });

  it('removes the key when nothing is left and when cleared', () => {
    const storage = memoryStorage();
    writeCreateSession(storage, fullSession());
    writeCreateSession(storage, emptyCreateSession(ownerId, 'de'));
    expect(storage.values.has(storageKeys.createSession)).toBe(false);
    writeCreateSession(storage, fullSession());
    clearCreateSession(storage);
    expect(storage.values.has(storageKeys.createSession)).toBe(false);
  });

  it('survives a storage that throws (private mode, full quota)', () => {
    const broken: TextStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCreateSession(broken, ownerId, 'de')).toBeNull();
    expect(() => writeCreateSession(broken, fullSession())).not.toThrow();
    expect(() => clearCreateSession(broken)).not.toThrow();
  });

  it('tells when photos, their order or the text changed since the draft', () => {
    const session = fullSession();
    expect(hasInputChangedSinceDraft(session)).toBe(false);
    expect(hasInputChangedSinceDraft({ ...session, transcript: `${session.transcript} ` })).toBe(false);
    expect(hasInputChangedSinceDraft({ ...session, transcript: 'iPhone 13 mini' })).toBe(true);
    expect(hasInputChangedSinceDraft({ ...session, assets: [photoB, photoA] })).toBe(true);
    expect(hasInputChangedSinceDraft({ ...session, assets: [photoA] })).toBe(true);
    expect(hasInputChangedSinceDraft({ ...session, draft: null })).toBe(false);
  });
});
