import { listingVocabulary } from './listing-vocabulary';
import { foldText, stopWords, tokenise } from './normalise-text';

export type FeatureCounts = Map<string, number>;

/** Char 4-grams inside words carry compounds ("Winterjacke" shares "jack" with "Jacke"); they weigh less. */
const charGramWeight = 0.25;
const bigramWeight = 0.8;

export function addFeature(features: FeatureCounts, feature: string, weight: number) {
  features.set(feature, (features.get(feature) ?? 0) + weight);
}

/**
 * Words, word pairs and in-word 4-grams of a text, each with its weight. Possessives fold to the
 * noun ("men's" -> "men", "kids'" -> "kids").
 */
export function textFeatures(text: string, weight = 1, features: FeatureCounts = new Map()): FeatureCounts {
  const generic = listingVocabulary();
  const words = tokenise(foldText(text).replace(/'s\b|s'(?=\s|$)|'/g, (match) => (match === "s'" ? 's' : '')))
    .flatMap((word) => (word.includes('-') ? [word, ...word.split('-')] : [word]))
    .filter(
      (word) =>
        !stopWords.has(word) && !generic.has(word) && !/^\d+([.,]\d+)?$/.test(word) && word.length > 1,
    );
  for (const [index, word] of words.entries()) {
    addFeature(features, `w:${word}`, weight);
    const next = words[index + 1];
    if (next) addFeature(features, `b:${word}_${next}`, weight * bigramWeight);
    if (word.length >= 5) {
      const padded = `^${word}$`;
      for (let start = 0; start + 4 <= padded.length; start++)
        addFeature(features, `c:${padded.slice(start, start + 4)}`, weight * charGramWeight);
    }
  }
  return features;
}

/** A detected object as a feature, weighted by its score. */
export const objectFeature = (label: string) => `o:${label}`;
