import { normalizeReferenceText } from './reference-text';

const numberWords: Record<string, number> = {
  one: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  funf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  zwoelf: 12,
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  fuenfzig: 50,
  hundert: 100,
  einhundert: 100,
  zweihundert: 200,
  dreihundert: 300,
  funfhundert: 500,
  tausend: 1000,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  paar: 2,
  pair: 2,
  dutzend: 12,
  dozen: 12,
};

/**
 * Nouns that count pieces of what a listing sells together, German and English, normalised.
 * Measures ("128 GB", "55 Zoll", "2 Jahre") are not pieces and are deliberately absent.
 */
const pieceNouns =
  'stuck|stk|karten|karte|cards|bande|band|volumes|books|bucher|romane|hefte|comics|' +
  'schallplatten|platten|lps|records|vinyls|singles|cds|dvds|blu rays|spiele|games|kassetten|tapes|' +
  'stuhle|stuhl|chairs|hocker|stools|tassen|cups|mugs|becher|teller|plates|glaser|glasses|schusseln|bowls|' +
  'munzen|coins|briefmarken|stamps|figuren|figures|minifiguren|minifigures|autos|cars|puppen|dolls|' +
  'reifen|tyres|tires|pflanzen|plants|ableger|cuttings|bodys|bodies|shirts|hosen|pullover|commons|lps|' +
  'topfe|pots|pfannen|pans|kissen|cushions|vasen|vases|lampen|lamps|booster|packs|hanteln|dumbbells';

// Longest first, so "zweihundert" is not read as "zwei" and "funfzig" not as "funf".
const numberAlternatives = Object.keys(numberWords)
  .sort((left, right) => right.length - left.length)
  .join('|');
/** "Bände 1 bis 7", "volumes one to twenty": a run of numbered pieces. */
const runPattern = new RegExp(
  `(?:bande|band|volumes|volume|teile|folgen|staffeln|seasons|filme|films)(?: [a-z]+)? (\\d{1,3}|${numberAlternatives})(?: bis | to | )(\\d{1,3}|${numberAlternatives})(?![0-9a-z])`,
);
const quantityPattern = new RegExp(
  `(?<![a-z0-9.])(\\d{1,4}|${numberAlternatives})(?:er)? ?(?:[a-z]+ ){0,2}?[a-z]*?(${pieceNouns})(?![a-z0-9])`,
);
const setOfPattern = /(?<![a-z])(?:set of|satz|set aus|set mit|(\d{1,2})er set)(?: (\d{1,3}|[a-z]+))?/;

/**
 * How many pieces a text says a listing sells together ("200 Pokémon Karten" → 200, "sieben
 * Bände" → 7, "six chairs" → 6, "6er Set" → 6); 1 when it names no count of pieces.
 */
export function quantityFromText(text: string): number {
  const normalised = normalizeReferenceText(text);
  const toNumber = (word: string | undefined) =>
    word === undefined ? Number.NaN : /^\d+$/.test(word) ? Number(word) : (numberWords[word] ?? Number.NaN);
  const run = runPattern.exec(normalised);
  if (run) {
    const count = toNumber(run[2]) - toNumber(run[1]) + 1;
    if (Number.isFinite(count) && count >= 2 && count <= 500) return count;
  }
  for (const match of normalised.matchAll(new RegExp(quantityPattern, 'g'))) {
    const counted = toNumber(match[1]);
    if (Number.isFinite(counted) && counted >= 2 && counted <= 5000) return counted;
  }
  const set = setOfPattern.exec(normalised);
  const setCount = toNumber(set?.[1] ?? set?.[2]);
  if (Number.isFinite(setCount) && setCount >= 2 && setCount <= 500) return setCount;
  return 1;
}

/**
 * A lot sells below the sum of its pieces: the price of n pieces is n × unit × n^-0.12, so six
 * pieces fetch about 81 % of six single prices, thirty about 66 %, two hundred about 53 %; never
 * below half.
 */
export function setPriceFactor(quantity: number): number {
  if (quantity <= 1) return 1;
  return quantity * Math.max(0.5, quantity ** -0.12);
}
