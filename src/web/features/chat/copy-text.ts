export type CopyResult = 'copied' | 'unsupported' | 'failed';

/**
 * Copies text to the clipboard. Browsers without the async clipboard (or pages that are not a
 * secure context) cannot; a denied permission fails. Each ends in its own message (spec §8).
 */
export async function copyText(
  text: string,
  clipboard: Clipboard | undefined = globalThis.navigator?.clipboard,
) {
  if (!clipboard?.writeText) return 'unsupported' satisfies CopyResult;
  try {
    await clipboard.writeText(text);
    return 'copied' satisfies CopyResult;
  } catch {
    return 'failed' satisfies CopyResult;
  }
}
