import {
  type DraftFieldEvidence,
  type ListingDraftSuggestion,
  listingDraftSuggestionSchema,
} from '@shared/ai/draft-suggestion.schema';
import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { isLanguage } from '@shared/i18n/languages';
import type { DraftInput, DraftingProvider, DraftResult, PlaceFinder } from '../ai-engine';
import { type CategoryClassifier, categoryClassifier } from '../understanding/category-classifier';
import { buildDraftAttributes, round } from './draft-attributes';
import { gatherDraftFacts } from './draft-facts';
import { suggestPrice } from './draft-price';
import { writeDescription, writeTags, writeTitle } from './draft-text';
import { saidListingFacts } from './said-facts';

/** Below this the category is a guess; the seller is told to check it. */
const uncertainCategory = 0.4;
/**
 * Photos alone: a detected object and a few printed words say less than the seller's own sentence,
 * so category and title confidence are scaled down and capped (ADR 046, photos alone).
 */
const photoOnlyScale = 0.75;
const photoOnlyCap = 0.7;

export interface LocalDraftingOptions {
  classifier?: CategoryClassifier;
  /** Resolves a place the seller named; without it no place is drafted (the profile city stays). */
  findPlace?: PlaceFinder;
}

/**
 * The offline drafting provider: the facts the extractors read from the transcript and the photos'
 * stored analysis (OCR text, objects, colour), the catalogue-trained category classifier, the
 * category's attribute schema and templates for the text. The price is the seller's own or the
 * pricing module's typical price for the category; the draft service then asks pricing for the
 * market's recommendation (`priceDraftFromMarket`).
 */
export function createLocalDraftingProvider(options: LocalDraftingOptions = {}): DraftingProvider {
  return {
    name: 'local',
    async draft(input: DraftInput): Promise<DraftResult> {
      const classifier = options.classifier ?? categoryClassifier();
      const facts = gatherDraftFacts(input);
      const ranked = classifier.classify({
        text: facts.text,
        objects: facts.objects,
        sizes: facts.sizes.filter((size) => size.confidence >= 0.7).map((size) => size.value),
      });
      const best = ranked[0]!;
      const category = findTaxonomyCategory(best.categoryId);
      if (!category) throw new Error(`classifier returned unknown category ${best.categoryId}`);
      const condition = facts.condition?.value ?? null;
      const attributes = buildDraftAttributes(facts, category, input.images);
      const textInput = {
        language: input.language,
        category,
        attributes: attributes.values,
        brand: attributes.brand,
        condition,
        facts,
      };
      const said = saidListingFacts(facts, options.findPlace);
      const price = suggestPrice({
        facts,
        categoryId: category.id,
        condition,
        language: input.language,
        attributes: attributes.values,
      });
      const photosOnly = !facts.transcript && input.images.length > 0;
      const confidence = (value: number) =>
        round(photosOnly ? Math.min(photoOnlyCap, value * photoOnlyScale) : value);
      const textSources: DraftFieldEvidence['sources'] = facts.transcript
        ? ['speech']
        : [
            ...(facts.photoText ? (['photo_text'] as const) : []),
            ...(facts.objects.length > 0 ? (['photo_object'] as const) : []),
          ];
      const categorySources: DraftFieldEvidence['sources'] = [
        ...(facts.transcript ? (['speech'] as const) : []),
        ...(facts.photoText ? (['photo_text'] as const) : []),
        ...(facts.objects.length > 0 ? (['photo_object'] as const) : []),
        'model',
      ];
      const draft: ListingDraftSuggestion = listingDraftSuggestionSchema.parse({
        language: input.language,
        title: writeTitle(textInput),
        description: writeDescription(textInput),
        categoryId: category.id,
        categoryPath: category.path,
        attributes: attributes.values,
        condition,
        tags: writeTags(textInput),
        price: { value: price.value, currency: price.currency, rationale: price.rationale },
        ...said.fields,
        evidence: {
          categoryId: { confidence: confidence(best.confidence), sources: categorySources },
          title: {
            confidence: confidence(Math.min(0.9, best.confidence + 0.2)),
            sources: [...textSources, 'model'],
          },
          description: { confidence: confidence(0.6), sources: [...textSources, 'model'] },
          tags: { confidence: 0.6, sources: [...textSources, 'catalogue'] },
          ...(facts.condition
            ? { condition: { confidence: round(facts.condition.confidence), sources: ['speech'] } }
            : {}),
          price: price.evidence,
          ...said.evidence,
          ...attributes.evidence,
        },
        alternativeCategories: ranked.slice(1, 4).map((candidate) => ({
          categoryId: candidate.categoryId,
          confidence: round(candidate.confidence),
        })),
      });
      const notices: string[] = [];
      if (input.images.length > 0 && !facts.photoText) notices.push('no_photo_text');
      if (best.confidence < uncertainCategory) notices.push('category_uncertain');
      // Say what photos cannot tell: condition and the price basis always, the size where it matters.
      if (photosOnly) {
        notices.push('photos_only');
        const hasSizeField = category.attributeSchema.fields.some((field) => field.key === 'size');
        if (hasSizeField && attributes.values.size === undefined) notices.push('photos_only_size');
      }
      if (facts.transcript && !isLanguage(facts.transcriptLanguage))
        notices.push('transcript_not_translated');
      return { draft, provider: 'local', notices, isPriceSaid: facts.price !== null };
    },
  };
}
