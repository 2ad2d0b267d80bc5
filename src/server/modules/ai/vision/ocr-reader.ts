import type Tesseract from 'tesseract.js';
import { prepareTessdataFolder, requireModule } from './model-files';

export interface OcrLine {
  text: string;
  /** Tesseract's line confidence, 0..1. */
  confidence: number;
}

export interface OcrReader {
  /** Reads an image prepared for OCR (greyscale PNG, ~1600 px wide). */
  read(image: Buffer): Promise<OcrLine[]>;
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

/**
 * One tesseract.js worker (its own thread) for German and English at once: the recogniser picks per
 * word, so a label mixing "Größe" and "Cotton" is read in one pass.
 */
export async function createOcrReader(): Promise<OcrReader> {
  const tesseract = requireModule('tesseract.js') as typeof Tesseract;
  const { folder, languages } = await prepareTessdataFolder();
  const worker = await tesseract.createWorker(languages, tesseract.OEM.LSTM_ONLY, {
    langPath: folder,
    gzip: true,
    // 'none': never write a cache file next to the app, and never fetch a fresh copy.
    cacheMethod: 'none',
  });
  // The prepared PNGs carry no resolution; without this tesseract warns and guesses 70 dpi per image.
  await worker.setParameters({ user_defined_dpi: '300' });

  return {
    async read(image) {
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      const lines: OcrLine[] = [];
      for (const block of data.blocks ?? []) {
        for (const paragraph of block.paragraphs) {
          for (const line of paragraph.lines) {
            const text = line.text.replace(/\s+/g, ' ').trim();
            const confidence = Math.round(line.confidence) / 100;
            if (confidence >= lineConfidenceMin && isReadableLine(text)) lines.push({ text, confidence });
          }
        }
      }
      return lines;
    },
    async close() {
      await worker.terminate();
    },
  };
}
