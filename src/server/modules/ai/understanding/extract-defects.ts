import type { Extraction } from './extraction.types';
import { foldText, splitClauses } from './normalise-text';

export type DefectKind =
  | 'scratch'
  | 'stain'
  | 'hole'
  | 'crack'
  | 'dent'
  | 'rust'
  | 'broken'
  | 'wear'
  | 'fading'
  | 'missing';

/** Severe defects make the condition "fair"; mild ones "good". */
export const severeDefects = new Set<DefectKind>(['hole', 'crack', 'broken', 'rust', 'missing']);

const defectWords: Array<[pattern: RegExp, kind: DefectKind]> = [
  [/kratzer|zerkratzt|verkratzt|scratch(?:es|ed|y)?\b|rayure|aranazo/, 'scratch'],
  [/\bfleck|flecken|verfaerb|\bstain(?:s|ed)?\b|discolou?r|tache|mancha/, 'stain'],
  [/\bloch\b|loecher|\bholes?\b|\btrou\b|agujero/, 'hole'],
  [/\briss\b|gerissen|gesprungen|\bsprung\b|\bcrack(?:ed|s)?\b|\bsplit\b|fissure/, 'crack'],
  [
    /\bdelle|\bmacke|\bmacken\b|\bdents?\b|\bscuffs?\b|\bscuffed\b|\bchips?\b|\bchipped\b|abgestossen|\bknocks?\b|\bmarks\b/,
    'dent',
  ],
  [/\brost|\brust(?:y)?\b/, 'rust'],
  [
    /defekt|kaputt|funktioniert nicht|geht nicht|\bbroken\b|doesn'?t work|not working|\bdrift(?:s|ing)?\b|needs? (?:a )?repair|muesste .* getauscht|reparatur/,
    'broken',
  ],
  [
    /gebrauchsspuren|abgenutzt|abgegriffen|\bsigns of (?:wear|use)\b|\bwear\b|\bworn\b(?! (?:once|twice|a few|only|maybe|\d))|pilling|knoetchen|fusselt|abgelaufen/,
    'wear',
  ],
  [/verblasst|ausgeblichen|\bfaded\b|\bbleached\b/, 'fading'],
  [
    /fehlt|fehlen|\bmissing\b|unvollstaendig|incomplete|ohne fernbedienung|without (?:the )?remote|bemalt/,
    'missing',
  ],
];

/** "keine Kratzer", "keine Flecken oder Löcher", "no stains": the defect word is denied. */
function isDenied(before: string, after: string): boolean {
  if (/^[-\s]?(?:free|frei)\b/.test(after)) return true;
  const negations = [...before.matchAll(/\b(?:keine?n?|ohne|no|not|never|without|free of|frei von)\b/g)];
  const last = negations.at(-1);
  if (!last) return false;
  const between = before.slice(last.index + last[0].length);
  return !/\b(?:aber|but|sonst|ausser|except)\b/.test(between) && between.split(/\s+/).length <= 5;
}

/**
 * Defects the seller mentions, each with the clause it came from ("Display hat einen kleinen
 * Kratzer"), so the description can repeat the seller's own words.
 */
export function extractDefects(text: string): Extraction<DefectKind>[] {
  const defects: Extraction<DefectKind>[] = [];
  for (const clause of splitClauses(text)) {
    const folded = foldText(clause);
    for (const [pattern, kind] of defectWords) {
      const match = pattern.exec(folded);
      if (!match) continue;
      const before = folded.slice(0, match.index);
      const after = folded.slice(match.index + match[0].length);
      if (isDenied(before, after)) continue;
      if (!defects.some((defect) => defect.value === kind && defect.evidence === clause))
        defects.push({ value: kind, confidence: 0.8, evidence: clause });
    }
  }
  return defects;
}
