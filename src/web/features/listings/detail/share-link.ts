export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

type ShareNavigator = Pick<Navigator, 'share' | 'clipboard'>;

/**
 * Spec §8 share: the system share sheet where there is one, else the link goes to the clipboard.
 * Closing the share sheet is not a failure; anything else rejects ("Share failed").
 */
export async function shareLink(
  data: { title: string; url: string },
  target: Partial<ShareNavigator> = navigator,
): Promise<ShareOutcome> {
  if (typeof target.share === 'function') {
    try {
      await target.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  if (!target.clipboard?.writeText) throw new Error('Neither sharing nor the clipboard is available');
  await target.clipboard.writeText(data.url);
  return 'copied';
}
