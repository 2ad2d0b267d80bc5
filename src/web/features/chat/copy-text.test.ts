import { describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

describe('copyText', () => {
  it('copies, and tells an unsupported browser from a refused copy', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await copyText('Hallo', { writeText } as unknown as Clipboard)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Hallo');
    expect(await copyText('Hallo', undefined)).toBe('unsupported');
    const refused = { writeText: vi.fn().mockRejectedValue(new Error('denied')) } as unknown as Clipboard;
    expect(await copyText('Hallo', refused)).toBe('failed');
  });
});
