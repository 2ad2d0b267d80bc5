import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'Bike', url: 'https://example.test/listing/bike' };

describe('shareLink', () => {
  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('treats closing the share sheet as cancelled, not failed', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    await expect(shareLink(data, { share })).resolves.toBe('cancelled');
  });

  it('rejects when sharing fails', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(shareLink(data, { share })).rejects.toThrow('denied');
  });

  it('copies the link without a share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const clipboard = { writeText } as unknown as Clipboard;
    await expect(shareLink(data, { clipboard })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('rejects with neither share sheet nor clipboard', async () => {
    await expect(shareLink(data, {})).rejects.toThrow();
  });
});
