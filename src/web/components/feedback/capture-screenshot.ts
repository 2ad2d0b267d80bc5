import { feedbackScreenshotQuality } from '@shared/support/feedback-constants';

/**
 * The visible part of the page behind the dialog as a PNG data URL (spec §9: quality 0.8). The
 * dialog portals outside #root, so it is not in the picture. modern-screenshot draws the DOM
 * through an SVG foreignObject, which the CSP allows (img-src data: blob:).
 */
/**
 * Pictures not drawn yet (lazy, below the fold) or outside the window are left out: the library
 * would wait for each to load, which on a long result list took a minute.
 */
function isWorthDrawing(node: Node): boolean {
  if (!(node instanceof HTMLImageElement)) return true;
  if (!node.complete || node.naturalWidth === 0) return false;
  const box = node.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

export async function capturePageScreenshot(): Promise<string> {
  const root = document.getElementById('root') ?? document.body;
  const { domToPng } = await import('modern-screenshot');
  const width = Math.min(root.scrollWidth, window.innerWidth);
  const height = Math.min(root.scrollHeight, window.innerHeight);
  return domToPng(root, {
    quality: feedbackScreenshotQuality,
    scale: 1,
    width,
    height,
    backgroundColor: getComputedStyle(document.body).backgroundColor,
    style: { transform: `translate(${-window.scrollX}px, ${-window.scrollY}px)` },
    filter: isWorthDrawing,
    timeout: 5_000,
  });
}

/** Decoded bytes of a base64 data URL, for the size shown beside the preview. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4);
}
