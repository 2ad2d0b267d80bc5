import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';

/**
 * Material words (folded stems) and the attribute option values they mean. German stems also
 * match at the start of compounds ("Lederjacke", "Baumwollshirt"); the caller keeps the first
 * value the category's material options allow.
 */
const materialWords: Array<[stems: string[], values: string[]]> = [
  [['wildleder', 'suede', 'veloursleder'], ['suede']],
  [
    ['kunstleder', 'faux leather', 'vegan leather'],
    ['synthetic', 'leather'],
  ],
  [['leder', 'leather', 'echtleder', 'cuir', 'cuero'], ['leather']],
  [['baumwoll', 'cotton', 'coton', 'algodon'], ['cotton']],
  [['jeans', 'denim'], ['denim']],
  [['merino', 'schurwoll', 'wolle', 'wool', 'woll', 'laine', 'lana'], ['wool']],
  [
    ['kaschmir', 'cashmere'],
    ['cashmere', 'wool'],
  ],
  [['leinen', 'linen', 'lin'], ['linen']],
  [['seide', 'silk', 'soie', 'seda'], ['silk']],
  [['polyester'], ['polyester', 'synthetic']],
  [['daunen', 'down'], ['down']],
  [['viskose', 'viscose'], ['viscose']],
  [
    [
      'massivholz',
      'solid wood',
      'eiche',
      'oak',
      'buche',
      'beech',
      'kiefer',
      'pine',
      'walnuss',
      'walnut',
      'teak',
      'holz',
      'wood',
      'wooden',
      'bois',
      'madera',
    ],
    ['solid-wood', 'wood'],
  ],
  [['furnier', 'veneer'], ['veneer']],
  [['spanplatte', 'particle board', 'chipboard', 'mdf'], ['particle-board']],
  [
    ['edelstahl', 'stainless steel', 'inox'],
    ['stainless-steel', 'metal'],
  ],
  [
    ['gusseisen', 'cast iron'],
    ['cast-iron', 'metal'],
  ],
  [
    ['metall', 'metal', 'stahl', 'steel', 'aluminium', 'aluminum', 'alu'],
    ['metal', 'aluminium'],
  ],
  [['glas', 'glass', 'verre'], ['glass']],
  [
    ['samt', 'velvet', 'stoff', 'fabric', 'textil', 'textile', 'cord', 'corduroy'],
    ['fabric', 'textile'],
  ],
  [['rattan', 'korb', 'wicker'], ['rattan']],
  [
    ['kunststoff', 'plastik', 'plastic', 'acryl', 'acrylic'],
    ['plastic', 'synthetic'],
  ],
  [['keramik', 'ceramic', 'steingut', 'stoneware', 'ton '], ['ceramic']],
  [
    ['porzellan', 'porcelain', 'china'],
    ['porcelain', 'ceramic'],
  ],
  [['titan', 'titanium'], ['titanium']],
  [
    ['925', 'sterling', 'sterlingsilber'],
    ['silver-925', 'silver'],
  ],
  [['vergoldet', 'gold plated', 'gold-plated'], ['gold-plated']],
  [['585'], ['gold-585']],
  [['750'], ['gold-750']],
  [['gummi', 'rubber'], ['rubber']],
  [['carbon'], ['carbon']],
  [['messing', 'brass'], ['brass']],
];

const germanStem = /^[a-z]+$/;

/** Materials mentioned, first mentioned first; each with the option values it may stand for. */
export function extractMaterials(text: string): Extraction<string[]>[] {
  const folded = ` ${foldText(text)} `;
  const found: Array<Extraction<string[]> & { position: number }> = [];
  for (const [stems, values] of materialWords) {
    for (const stem of stems) {
      // Multi-word and English words match whole; German stems also begin compounds.
      const pattern =
        germanStem.test(stem) && stem.length >= 5
          ? new RegExp(`(?<![a-z])${stem}[a-z]*`)
          : new RegExp(`(?<![a-z0-9])${stem.trim()}(?![a-z0-9])`);
      const match = pattern.exec(folded);
      if (!match) continue;
      if (
        found.some(
          (entry) => match.index >= entry.position && match.index < entry.position + entry.evidence.length,
        )
      )
        continue;
      found.push({ value: values, confidence: 0.8, evidence: match[0], position: match.index });
      break;
    }
  }
  return found
    .sort((left, right) => left.position - right.position)
    .map(({ position: _position, ...entry }) => entry);
}

/** The first material the category's options allow. */
export function pickMaterial(materials: readonly Extraction<string[]>[], allowed: readonly string[]) {
  for (const material of materials) {
    const value = material.value.find((candidate) => allowed.includes(candidate));
    if (value) return { value, confidence: material.confidence, evidence: material.evidence };
  }
  return undefined;
}
