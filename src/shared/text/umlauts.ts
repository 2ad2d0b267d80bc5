/**
 * The one table of German umlauts and ß, written the two ways people type them without the keys:
 * spelled out ("Köln" -> "Koeln", as Germans do) or stripped ("Koln", as a foreign keyboard does).
 * Used by name folding, slugs and the speech and text understanding.
 */
const umlauts: Record<string, { spelledOut: string; stripped: string }> = {
  ä: { spelledOut: 'ae', stripped: 'a' },
  ö: { spelledOut: 'oe', stripped: 'o' },
  ü: { spelledOut: 'ue', stripped: 'u' },
  ß: { spelledOut: 'ss', stripped: 'ss' },
  Ä: { spelledOut: 'Ae', stripped: 'A' },
  Ö: { spelledOut: 'Oe', stripped: 'O' },
  Ü: { spelledOut: 'Ue', stripped: 'U' },
};

/** "Größe" -> "Groesse"; every other character stays. */
export function spellOutUmlauts(text: string): string {
  return text.replace(/[äöüßÄÖÜ]/g, (letter) => umlauts[letter]?.spelledOut ?? letter);
}

/** "Größe" -> "Grosse"; every other character stays. */
export function stripUmlauts(text: string): string {
  return text.replace(/[äöüßÄÖÜ]/g, (letter) => umlauts[letter]?.stripped ?? letter);
}
