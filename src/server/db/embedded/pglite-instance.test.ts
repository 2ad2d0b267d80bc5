import { describe, expect, it } from 'vitest';
import { startErrorText } from './pglite-instance';

describe('startErrorText', () => {
  it('names the file system error PGlite throws as a plain object, with the data dir', () => {
    expect(startErrorText({ name: 'ErrnoError', errno: 44 }, '/srv/kleinkram/db')).toBe(
      'file system error 44 (ENOENT, no such file or directory) in /srv/kleinkram/db',
    );
    expect(startErrorText({ name: 'ErrnoError', errno: 51 })).toBe(
      'file system error 51 (ENOSPC, no space left on the disk)',
    );
    expect(startErrorText({ errno: 7 })).toBe('file system error 7 (unknown)');
  });

  it('keeps an Error’s message and turns anything else into text', () => {
    expect(startErrorText(new Error('database files are incompatible'))).toBe(
      'database files are incompatible',
    );
    expect(startErrorText('aborted')).toBe('aborted');
    expect(startErrorText(null)).toBe('null');
  });
});
