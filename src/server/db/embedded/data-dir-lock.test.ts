import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, claimDataDirWhenFree, DataDirInUseError } from './data-dir-lock';

describe('one owner per embedded data dir', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kleinkram-lock-'));
  const dataDir = path.join(root, 'db');
  const lockFile = `${dataDir}.owner.pid`;
  afterEach(() => rmSync(lockFile, { force: true }));

  it('claims a free dir beside it, and releases only its own claim', () => {
    const release = claimDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    // The data dir itself stays untouched: initdb wants it empty.
    expect(existsSync(dataDir)).toBe(false);
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('keeps others out while the owner lives, naming it and the file to delete', () => {
    writeFileSync(lockFile, String(process.ppid));
    expect(() => claimDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => claimDataDir(dataDir)).toThrow(new RegExp(`process ${process.ppid}[^]*${lockFile}`));
  });

  it('takes over the claim of a process that died (SIGKILL) without a manual step', () => {
    writeFileSync(lockFile, '2147483646');
    const release = claimDataDir(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('treats a symbolic link to the data dir and the dir itself as one', () => {
    const target = path.join(root, 'disk', 'db');
    mkdirSync(target, { recursive: true });
    const link = path.join(root, 'db-link');
    symlinkSync(target, link);
    writeFileSync(`${target}.owner.pid`, String(process.ppid));
    expect(() => claimDataDir(link)).toThrow(DataDirInUseError);
    rmSync(`${target}.owner.pid`);
    const release = claimDataDir(link);
    expect(readFileSync(`${target}.owner.pid`, 'utf8')).toBe(String(process.pid));
    expect(() => release()).not.toThrow();
    expect(existsSync(`${target}.owner.pid`)).toBe(false);
  });

  it('waits for a live owner only as long as it is told to', async () => {
    writeFileSync(lockFile, String(process.ppid));
    await expect(claimDataDirWhenFree(dataDir, 300)).rejects.toThrow(DataDirInUseError);
    setTimeout(() => rmSync(lockFile, { force: true }), 200);
    const release = await claimDataDirWhenFree(dataDir, 5_000);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
  });
});
