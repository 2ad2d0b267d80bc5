import { flattenTaxonomy, type TaxonomyCategory } from '@shared/catalog/taxonomy';
import { templateSamples } from '../../../catalog-corpus/template-samples';
import { brandGazetteer } from './brand-gazetteer';
import {
  categoryLexicon,
  findItemMentions,
  leavesUnder,
  lexiconTerms,
  objectCategoryHints,
} from './category-lexicon';
import { addFeature, type FeatureCounts, objectFeature, textFeatures } from './classifier-features';

export interface RankedCategory {
  categoryId: string;
  confidence: number;
}

export interface ClassifierInput {
  text: string;
  objects?: readonly { label: string; score: number }[];
  /** Size candidates already read from the text; categories whose size set lacks them drop. */
  sizes?: readonly string[];
}

export interface CategoryClassifier {
  classify(input: ClassifierInput): RankedCategory[];
  readonly categoryCount: number;
  readonly featureCount: number;
}

/** Additive smoothing; small, because the catalogue is small and most words belong to few leaves. */
const smoothing = 0.05;
const templateWeight = 0.3;
/** A word found in more than this share of leaves says nothing about the category. */
const genericShare = 0.3;

/**
 * Multinomial naive Bayes over words, word pairs, in-word 4-grams and detected objects, trained
 * at start (~0.3 s) on the catalogue: category names (with parents), the item lexicon, the demo
 * templates' titles, texts and tags, brand lists and the object hints.
 */
export function trainCategoryClassifier(): CategoryClassifier {
  const leaves = flattenTaxonomy().filter((category) => category.isLeaf);
  const documents = new Map<string, FeatureCounts>(leaves.map((leaf) => [leaf.id, new Map()]));
  const byId = new Map(flattenTaxonomy().map((category) => [category.id, category]));

  for (const leaf of leaves) {
    const features = documents.get(leaf.id)!;
    for (const id of leaf.path) {
      const node = byId.get(id)!;
      const weight = id === leaf.id ? 3 : 1.5;
      textFeatures(node.name.en, weight, features);
      textFeatures(node.name.de, weight, features);
    }
    for (const term of [...(categoryLexicon[leaf.id]?.de ?? []), ...(categoryLexicon[leaf.id]?.en ?? [])])
      textFeatures(term, 2.5, features);
  }
  for (const sample of templateSamples()) {
    const features = documents.get(sample.categoryId);
    if (!features) continue;
    // Many draws of one template repeat its brands; the lexicon and names must not drown in them.
    textFeatures(sample.draft.title, templateWeight, features);
    textFeatures(sample.draft.tags.join(' '), templateWeight / 2, features);
    textFeatures(sample.draft.about.join(' '), templateWeight / 3, features);
  }
  for (const brand of brandGazetteer()) {
    const targets = [...new Set([...brand.categories].flatMap(leavesUnder))];
    for (const target of targets) {
      const features = documents.get(target);
      if (features) textFeatures(brand.name, Math.max(0.3, 2 / targets.length), features);
    }
  }
  for (const [label, categoryIds] of Object.entries(objectCategoryHints)) {
    const targets = [...new Set(categoryIds.flatMap(leavesUnder))];
    for (const target of targets)
      addFeature(documents.get(target)!, objectFeature(label), 6 / targets.length);
  }

  const leafShare = new Map<string, number>();
  for (const features of documents.values())
    for (const feature of features.keys()) leafShare.set(feature, (leafShare.get(feature) ?? 0) + 1);
  const isGeneric = (feature: string) =>
    feature.startsWith('w:') && (leafShare.get(feature) ?? 0) > leaves.length * genericShare;

  const vocabulary = new Map<string, Map<number, number>>();
  const totals = new Float64Array(leaves.length);
  for (const [index, leaf] of leaves.entries()) {
    for (const [feature, count] of documents.get(leaf.id)!) {
      if (isGeneric(feature)) continue;
      totals[index] = totals[index]! + count;
      const perLeaf = vocabulary.get(feature) ?? new Map<number, number>();
      perLeaf.set(index, count);
      vocabulary.set(feature, perLeaf);
    }
  }
  const vocabularySize = vocabulary.size;
  const denominators = Array.from(totals, (total) => total + smoothing * vocabularySize);
  const absentLog = denominators.map((denominator) => Math.log(smoothing / denominator));

  return {
    categoryCount: leaves.length,
    featureCount: vocabularySize,
    classify(input) {
      const features = itemFeatures(input.text);
      for (const object of input.objects ?? [])
        if (object.score >= 0.3) addFeature(features, objectFeature(object.label), 2 * object.score);
      const scores = new Float64Array(leaves.length);
      let evidence = 0;
      for (const [feature, weight] of features) {
        const perLeaf = vocabulary.get(feature);
        if (!perLeaf) continue;
        evidence += weight;
        for (let index = 0; index < leaves.length; index++) {
          const count = perLeaf.get(index);
          scores[index] =
            scores[index]! +
            weight *
              (count === undefined
                ? absentLog[index]!
                : Math.log((count + smoothing) / denominators[index]!));
        }
      }
      // Hints multiply the posterior, so they apply after the evidence temperature.
      const temperature = evidence === 0 ? 1 : Math.max(1, Math.sqrt(evidence) * 1.2);
      const logits = scores.map((score) => (evidence === 0 ? 0 : score / temperature));
      applySizeHints(logits, leaves, input.sizes ?? []);
      applyAudienceHints(logits, leaves, input.text);
      applyItemNounHint(logits, leaves, input.text);
      return rank(logits, leaves);
    },
  };
}

/**
 * What a thing is for names another thing: in "Hülle für iPhone 14" or "case for a Kindle" the
 * item is the case. Words after "für"/"for"/"fits" up to the end of the clause weigh less.
 */
function itemFeatures(text: string): FeatureCounts {
  const features: FeatureCounts = new Map();
  for (const clause of text.split(/[,.;!?\n]+/)) {
    const [head, ...rest] = clause.split(/\b(?:für|fuer|for|fits|passend|compatible with|kompatibel mit)\b/i);
    textFeatures(head ?? '', 1, features);
    const tail = rest.join(' ');
    if (tail) textFeatures(tail, audienceWords.test(tail.trim()) ? 1 : 0.35, features);
  }
  return features;
}

const audienceWords =
  /^(?:damen|herren|frauen|männer|kinder|mädchen|jungen|babys?|women|men|ladies|kids|children|girls|boys|babies)\b/i;

type Audience = 'women' | 'men' | 'kids';
const audiencePatterns: Array<[Audience, RegExp]> = [
  ['women', /\b(?:damen|frauen|women|woman|ladies|lady|womens|für sie)|\bdamen\w+/i],
  ['men', /\b(?:herren|männer|maenner|men|mens|man's|gents|für ihn)\b|\bherren\w+/i],
  [
    'kids',
    /\b(?:kinder|kind|mädchen|maedchen|jungen|junge|baby|babys|kids?|children|child|girls?|boys?|toddler)\b|\b(?:kinder|baby)\w+/i,
  ],
];
const audienceOf = (categoryId: string): Audience | null =>
  categoryId.startsWith('fashion-women')
    ? 'women'
    : categoryId.startsWith('fashion-men')
      ? 'men'
      : categoryId.startsWith('family-kids-clothing')
        ? 'kids'
        : null;

/** "Damen", "men's", "Kinder": a named wearer rules out clothing for the other wearers. */
function applyAudienceHints(scores: Float64Array, leaves: TaxonomyCategory[], text: string) {
  const named = audiencePatterns.filter(([, pattern]) => pattern.test(text)).map(([audience]) => audience);
  if (named.length === 0 || named.length === 3) return;
  for (const [index, leaf] of leaves.entries()) {
    const audience = audienceOf(leaf.id);
    if (audience && !named.includes(audience)) scores[index] = scores[index]! - Math.log(8);
  }
}

let termCategories: Map<string, Set<string>> | undefined;

/**
 * The first item word said is usually the head noun ("Herrenhemd Tommy Hilfiger", "phone case
 * for iPhone"): the categories that use that word gain, whatever brands or details follow.
 */
function applyItemNounHint(logits: Float64Array, leaves: TaxonomyCategory[], text: string) {
  termCategories ??= lexiconTerms().reduce((map, term) => {
    const key = term.words.join(' ');
    map.set(key, (map.get(key) ?? new Set()).add(term.categoryId));
    return map;
  }, new Map<string, Set<string>>());
  const first = findItemMentions(text)[0];
  const categories = first && termCategories.get(first.term.words.join(' '));
  if (!categories) return;
  for (const [index, leaf] of leaves.entries())
    if (categories.has(leaf.id)) logits[index] = logits[index]! + Math.log(2.5);
}

function applySizeHints(scores: Float64Array, leaves: TaxonomyCategory[], sizes: readonly string[]) {
  if (sizes.length === 0) return;
  for (const [index, leaf] of leaves.entries()) {
    const field = leaf.attributeSchema.fields.find((candidate) => candidate.key === 'size');
    if (!field?.options) continue;
    const fits = sizes.some((size) => field.options!.some((option) => option.value === size));
    scores[index] = scores[index]! + (fits ? Math.log(2) : -Math.log(40));
  }
}

/**
 * Softmax of the tempered scores. The temperature grows with the amount of evidence, so a long
 * text is not overconfident: naive Bayes counts correlated words as independent.
 */
function rank(logits: Float64Array, leaves: TaxonomyCategory[]): RankedCategory[] {
  const maximum = Math.max(...logits);
  const weights = Array.from(logits, (logit) => Math.exp(logit - maximum));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return leaves
    .map((leaf, index) => ({ categoryId: leaf.id, confidence: weights[index]! / sum }))
    .sort((left, right) => right.confidence - left.confidence);
}

let shared: CategoryClassifier | undefined;
/** The process-wide classifier, trained on first use. */
export const categoryClassifier = (): CategoryClassifier => (shared ??= trainCategoryClassifier());
