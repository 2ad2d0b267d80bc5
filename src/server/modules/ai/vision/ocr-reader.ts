import type Tesseract from 'tesseract.js';
import { prepareTessdataFolder, requireModule } from './model-files';

export interface OcrLine {
  text: string;
  /** Tesseract's line confidence, 0..1. */
  confidence: number;
}

export interface OcrReader {
  /**
   * Reads an image prepared for OCR (greyscale PNG, ~1600 px wide). With `timeoutMs`, gives up
   * after that long and answers no lines: a photo of noise keeps tesseract busy for minutes. An
   * aborted `signal` stops it too, and rejects.
   */
  read(image: Buffer, options?: { timeoutMs?: number; signal?: AbortSignal }): Promise<OcrLine[]>;
  close(): Promise<void>;
}

/** Lines below this are mostly noise (a texture read as "DD » 4"); extractors never see them. */
const lineConfidenceMin = 0.6;
const alphanumeric = /[\p{L}\p{N}]/gu;

/**
 * Text, not texture: mostly letters and digits, with a word of two or more of them, or a single
 * short upper-case or numeric token such as the size "M" or "42" on a tag.
 */
export function isReadableLine(text: string): boolean {
  const compact = text.replace(/\s/g, '');
  const letters = compact.match(alphanumeric)?.length ?? 0;
  if (compact.length === 0 || letters / compact.length < 0.5) return false;
  const tokens = text.split(' ');
  const hasWord = tokens.some((token) => (token.match(alphanumeric)?.length ?? 0) >= 2);
  const isShortToken = tokens.length === 1 && /^[\p{Lu}\p{N}]{1,3}$/u.test(compact);
  return hasWord || isShortToken;
}

function readableLinesOf(page: Tesseract.Page): OcrLine[] {
  const lines: OcrLine[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const text = line.text.replace(/\s+/g, ' ').trim();
        const confidence = Math.round(line.confidence) / 100;
        if (confidence >= lineConfidenceMin && isReadableLine(text)) lines.push({ text, confidence });
      }
    }
  }
  return lines;
}

/**
 * One tesseract.js worker (its own thread) for German and English at once: the recogniser picks per
 * word, so a label mixing "Größe" and "Cotton" is read in one pass.
 */
export async function createOcrReader(): Promise<OcrReader> {
  const tesseract = requireModule('tesseract.js') as typeof Tesseract;
  const { folder, languages } = await prepareTessdataFolder();
  const startWorker = async () => {
    const started = await tesseract.createWorker(languages, tesseract.OEM.LSTM_ONLY, {
      langPath: folder,
      gzip: true,
      // 'none': never write a cache file next to the app, and never fetch a fresh copy.
      cacheMethod: 'none',
    });
    // The prepared PNGs carry no resolution; without this tesseract warns and guesses 70 dpi per image.
    await started.setParameters({ user_defined_dpi: '300' });
    return started;
  };
  let worker = startWorker();
  await worker;

  return {
    async read(image, options = {}) {
      const { timeoutMs, signal } = options;
      const current = await worker;
      signal?.throwIfAborted();
      const recognised = current.recognize(image, {}, { text: true, blocks: true });
      if (!timeoutMs && !signal) return readableLinesOf((await recognised).data);
      let timer: NodeJS.Timeout | undefined;
      let onAbort = () => {};
      const stopped = new Promise<'timed out' | 'aborted'>((resolve) => {
        if (timeoutMs) timer = setTimeout(() => resolve('timed out'), timeoutMs);
        onAbort = () => resolve('aborted');
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      const finished = await Promise.race([recognised, stopped]);
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (typeof finished !== 'string') return readableLinesOf(finished.data);
      // Tesseract cannot be interrupted: its thread ends and a fresh one reads the next photo.
      recognised.catch(() => {});
      void current.terminate();
      worker = startWorker();
      // A failed restart surfaces at the next read, which awaits it.
      worker.catch(() => {});
      if (finished === 'aborted') throw new Error('OCR stopped');
      return [];
    },
    async close() {
      const current = await worker.catch(() => null);
      await current?.terminate();
    },
  };
}
