/**
 * Tax identification numbers for DAC7 (ADR 058). A German Steuerliche Identifikationsnummer has
 * 11 digits: the first is not 0, among the first ten exactly one digit repeats (twice, or three
 * times but not three in a row), and the last is an ISO 7064 MOD 11,10 check digit. Other countries'
 * numbers vary too much to check here: 6 to 20 letters and digits.
 */

/** What the seller typed, without spaces, dots, slashes and dashes, in capitals. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

function checkDigitOf(firstTen: string): number {
  let product = 10;
  for (const character of firstTen) {
    let sum = (Number(character) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

function hasValidDigitRepetition(firstTen: string): boolean {
  const counts = new Map<string, number>();
  for (const digit of firstTen) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.entries()].filter(([, count]) => count > 1);
  if (repeated.length !== 1) return false;
  const [digit, count] = repeated[0] as [string, number];
  if (count === 2) return true;
  return count === 3 && !firstTen.includes(digit.repeat(3));
}

export function isValidGermanTaxId(value: string): boolean {
  const id = normalizeTaxId(value);
  if (!/^[1-9]\d{10}$/.test(id)) return false;
  const firstTen = id.slice(0, 10);
  return hasValidDigitRepetition(firstTen) && checkDigitOf(firstTen) === Number(id[10]);
}

export function isValidForeignTaxId(value: string): boolean {
  return /^[A-Z0-9]{6,20}$/.test(normalizeTaxId(value));
}

export function isValidTaxId(country: string, value: string): boolean {
  return country === 'DE' ? isValidGermanTaxId(value) : isValidForeignTaxId(value);
}

/** The last three characters, shown instead of the number once it is stored. */
export function taxIdHintOf(value: string): string {
  return normalizeTaxId(value).slice(-3);
}
