import type { Page } from '@playwright/test';

/** Replaces the browser's share sheet and clipboard, so the test decides how sharing goes. */
export async function stubSharing(page: Page, share: 'absent' | 'failing') {
  await page.addInitScript((mode) => {
    const record = window as unknown as { copiedLink?: string };
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value:
        mode === 'absent'
          ? undefined
          : () => Promise.reject(new DOMException('Sharing is not allowed', 'NotAllowedError')),
    });
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: async (text: string) => {
          record.copiedLink = text;
        },
      },
    });
  }, share);
}

/** The link the stubbed clipboard received last. */
export function copiedLink(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { copiedLink?: string }).copiedLink);
}
