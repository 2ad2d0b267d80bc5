import type { ListingCondition } from '@shared/listings/listing.schema';
import { extractDefects, severeDefects } from './extract-defects';
import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';

/** Condition phrases (folded regex sources), strongest evidence first within each condition. */
const phrases: Array<[pattern: string, condition: ListingCondition, weight: number]> = [
  [
    'generalueberholt|refurbished|aufbereitet|reconditioned|renewed|reconditionne|reacondicionado',
    'refurbished',
    0.95,
  ],
  [
    String.raw`neu mit etikett|mit etikett|new with tags|nwt|neu und (?:unbenutzt|ungetragen|originalverpackt|ovp)|originalverpackt|\bovp\b|ungetragen|unbenutzt|nie (?:benutzt|getragen)|noch nie (?:benutzt|getragen)|nagelneu|brandneu|brand new|never (?:been )?(?:used|worn|opened)|still (?:sealed|in (?:the|its) (?:box|packaging|wrapping))|unopened|sealed|new in box|\bbnib\b|neuf|nuevo|sin usar`,
    'new',
    0.95,
  ],
  [
    String.raw`wie neu|neuwertig|fast neu|like new|as new|as good as new|kaum (?:getragen|benutzt|gefahren|bespielt|gebraucht)|selten (?:getragen|benutzt)|wenig (?:getragen|benutzt|gefahren)|nur (?:\d+|ein|zwei|drei|wenige) ?(?:mal|x)? (?:getragen|benutzt|gefahren)|(?:ein|zwei|\d)mal getragen|einmal (?:getragen|benutzt|gelesen)|(?:barely|hardly|rarely|lightly) (?:worn|used|ridden|played)|(?:only )?(?:worn|used|read) (?:once|twice|a (?:few|handful of|couple of) times|\d+ times)|used a handful of times|mint|excellent condition|(?:great|perfect|immaculate) (?:condition|shape)|sehr gut erhalten|(?:keine|no) (?:macken|kratzer|flecken|marks|scratches|stains|damage)|scratch[- ]free|sehr gute[rn]? zustand|top zustand|top-zustand|tadellos|makellos|wie aus dem laden|comme neuf|como nuevo`,
    'excellent',
    0.9,
  ],
  [
    'deutliche gebrauchsspuren|starke gebrauchsspuren|stark gebraucht|heavily used|well used|well-used|heavy wear|visible wear|fair condition|bastler|for parts|needs? (?:some )?(?:love|work)',
    'fair',
    0.9,
  ],
  [
    'guter zustand|gute[rnm]? (?:gebrauchte[rnm]? )?zustand|gut erhalten|good condition|good used condition|in good shape|decent condition|gebraucht|used|leichte gebrauchsspuren|normale gebrauchsspuren|gebrauchsspuren|signs of (?:use|wear)|bespielt|played with|getragen|worn|funktioniert|works|laeuft|runs|gewartet|serviced|gereinigt|entkalkt|descaled|cleaned|unfallfrei|sturzfrei|accident[- ]free|bon etat|buen estado|usado|occasion',
    'good',
    0.6,
  ],
];

const compiled = phrases.map(([pattern, condition, weight]) => ({
  pattern: new RegExp(pattern, 'g'),
  condition,
  weight,
}));

/** A plain "neu"/"new" is about the item only as its own clause: "neu, nie benutzt", "neu." — not "Akku ist neu". */
const plainNew = /(?:^|[,.;:]\s*|\bund\s+)(?:neu|new)(?=\s*(?:[,.;:!]|$|\bund\b|\bmit\b|\bwith\b|\band\b))/;

/**
 * The listing condition the seller describes. Explicit words win ("wie neu" -> excellent);
 * defects lower it (a hole or a crack makes it fair, a scratch good) and rule out "new".
 */
export function extractCondition(text: string): Extraction<ListingCondition> | null {
  const folded = foldText(text);
  const hits: Array<{ condition: ListingCondition; weight: number; evidence: string; index: number }> = [];
  const masked = compiled.reduce((current, { pattern, condition, weight }) => {
    return current.replace(pattern, (match, ...rest) => {
      const index = rest.find((value) => typeof value === 'number') as number;
      hits.push({ condition, weight, evidence: match, index });
      return ' '.repeat(match.length);
    });
  }, folded);
  const plain = plainNew.exec(masked);
  if (plain && !/\b(?:ist|sind|is|are|was|were)\s*$/.test(masked.slice(0, plain.index + plain[0].length - 3)))
    hits.push({
      condition: 'new',
      weight: 0.75,
      evidence: plain[0].replace(/^[,.;:\s]+/, ''),
      index: plain.index,
    });

  const defects = extractDefects(text);
  const hasSevereDefect = defects.some((defect) => severeDefects.has(defect.value));
  const explicit = hits.filter((hit) => !(hit.condition === 'new' && defects.length > 0));
  const strongest = explicit.sort((left, right) => right.weight - left.weight || left.index - right.index)[0];

  if (strongest?.condition === 'refurbished')
    return { value: 'refurbished', confidence: 0.9, evidence: strongest.evidence };
  if (hasSevereDefect && strongest?.condition !== 'fair') {
    const severe = defects.find((defect) => severeDefects.has(defect.value))!;
    return { value: 'fair', confidence: 0.65, evidence: severe.evidence };
  }
  if (strongest && strongest.weight >= 0.75)
    return { value: strongest.condition, confidence: strongest.weight, evidence: strongest.evidence };
  if (defects.length > 0) return { value: 'good', confidence: 0.6, evidence: defects[0]!.evidence };
  if (strongest)
    return { value: strongest.condition, confidence: strongest.weight, evidence: strongest.evidence };
  return null;
}
