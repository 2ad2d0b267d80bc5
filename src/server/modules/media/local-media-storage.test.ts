import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStorage } from './local-media-storage';
import { readStream } from './media-storage';

describe('local media storage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'kleinkram-media-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('writes through a temp file and leaves only the object behind', async () => {
    const storage = createLocalMediaStorage(root);
    await storage.put('uploads/a-1/detail.webp', Buffer.from('first'), 'image/webp');
    await storage.put('uploads/a-1/detail.webp', Buffer.from('second'), 'image/webp');
    expect(readdirSync(path.join(root, 'uploads', 'a-1'))).toEqual(['detail.webp']);
    expect((await storage.read('uploads/a-1/detail.webp'))?.toString()).toBe('second');
    const stored = await storage.get('uploads/a-1/detail.webp');
    expect(stored).toMatchObject({ contentType: 'image/webp', contentLength: 6 });
    expect((await readStream(stored!.body)).toString()).toBe('second');
  });

  it('remembers the type of an extensionless original', async () => {
    const storage = createLocalMediaStorage(root);
    await storage.put('originals/owner/asset', Buffer.from([1, 2, 3]), 'image/heic');
    expect((await storage.get('originals/owner/asset'))?.contentType).toBe('image/heic');
    expect(await storage.exists('originals/owner/asset')).toBe(true);
  });

  it('answers null for missing objects, deletes idempotently and removes an emptied folder', async () => {
    const storage = createLocalMediaStorage(root);
    expect(await storage.get('uploads/none/card.webp')).toBeNull();
    expect(await storage.read('uploads/none/card.webp')).toBeNull();
    await storage.put('uploads/b-1/card.webp', Buffer.from('x'), 'image/webp');
    await storage.put('uploads/b-1/zoom.webp', Buffer.from('y'), 'image/webp');
    await storage.delete('uploads/b-1/card.webp');
    expect(existsSync(path.join(root, 'uploads', 'b-1'))).toBe(true);
    await storage.delete('uploads/b-1/zoom.webp');
    expect(existsSync(path.join(root, 'uploads', 'b-1'))).toBe(false);
    await expect(storage.delete('uploads/b-1/zoom.webp')).resolves.toBeUndefined();
    expect(await storage.exists('uploads/b-1/zoom.webp')).toBe(false);
  });

  it('refuses keys that would leave the media folder', async () => {
    const storage = createLocalMediaStorage(root);
    for (const key of ['../secret', 'uploads/../../secret', '/etc/passwd', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        /invalid media key/,
      );
    }
  });
});
