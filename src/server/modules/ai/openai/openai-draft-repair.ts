import {
  type DraftFieldEvidence,
  type draftAttributeValueSchema,
  draftEvidenceSources,
  type ListingDraftSuggestion,
  listingDraftSuggestionSchema,
} from '@shared/ai/draft-suggestion.schema';
import type { AttributeField } from '@shared/catalog/attribute.schema';
import { findTaxonomyCategory, flattenTaxonomy, type TaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import { type ListingCondition, listingConditions } from '@shared/listings/listing.schema';
import {
  listingDescriptionMax,
  listingDescriptionMin,
  listingPriceMax,
  listingTagsMax,
  listingTitleMax,
  listingTitleMin,
} from '@shared/listings/listing-draft.schema';
import { toCents, toEuros } from '@shared/pricing/cents';
import type { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { serverText } from '../../../core/server-texts';

/**
 * A model's answer is never trusted: it is read field by field, repaired where the intent is
 * clear (lengths, spelling of options, a category named instead of its id, a price written as
 * "40 €") and rejected where it is not (no category, no JSON object, far too short a text).
 * Every repair is named, so the route can tell the seller and the log can tell us.
 */

type AttributeValue = z.infer<typeof draftAttributeValueSchema>;

export function rejectAnswer(reason: string): AppError {
  return new AppError('AI_UPSTREAM_FAILED', 'The AI answer could not be used.', { reason });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Cuts at the last sentence end within `max` (when that keeps at least `min`), else at a word. */
export function cutText(text: string, max: number, options: { min?: number; bySentence?: boolean } = {}) {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  if (options.bySentence) {
    const sentenceEnds = [...head.matchAll(/[.!?…](?=\s|$)/g)].map((match) => match.index + 1);
    const end = sentenceEnds.filter((index) => index <= max).at(-1);
    if (end !== undefined && end >= (options.min ?? 0)) return text.slice(0, end).trim();
  }
  const space = head.lastIndexOf(' ');
  const cut = space > (options.min ?? 0) ? head.slice(0, space) : text.slice(0, max);
  return cut.replace(/[\s,;:–-]+$/u, '').trim();
}

/**
 * Euros from "40", "40 €", "VB 40", "40,-", "1.200,50 EUR" or "1,200.50": a last separator
 * followed by one or two digits is the decimal mark, otherwise separators group thousands.
 */
export function parseEuroAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /\d+(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?/.exec(value.replace(/(\d)\s+(?=\d{3}\b)/g, '$1'));
  if (!match) return null;
  const digits = match[0].replace(/\s/g, '');
  const lastSeparator = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const decimals = lastSeparator === -1 ? '' : digits.slice(lastSeparator + 1);
  const hasDecimals = lastSeparator !== -1 && decimals.length <= 2;
  const whole = (hasDecimals ? digits.slice(0, lastSeparator) : digits).replace(/[.,]/g, '');
  const amount = Number(hasDecimals ? `${whole}.${decimals}` : whole);
  return Number.isFinite(amount) ? amount : null;
}

// ---- category ----

export interface ResolvedCategory {
  category: TaxonomyCategory;
  confidence: number;
  alternatives: { categoryId: string; confidence: number }[];
  repairs: string[];
}

const clampConfidence = (value: unknown, fallback = 0.5) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : fallback;

/** An id as given, else a category whose name (en or de, last part of a "A › B" path) matches. */
function findCategory(value: unknown): { category: TaxonomyCategory; isByName: boolean } | undefined {
  const text = textOf(value).trim();
  if (!text) return undefined;
  const byId = findTaxonomyCategory(text);
  if (byId) return { category: byId, isByName: false };
  const last = text.split(/[›>/]/).at(-1) ?? text;
  const wanted = normalise(last);
  const matches = flattenTaxonomy().filter(
    (category) =>
      normalise(category.id) === wanted ||
      normalise(category.name.en) === wanted ||
      normalise(category.name.de) === wanted,
  );
  // A name shared by several branches (Women's and Men's jackets) is decided by the rest of the path.
  const segments = text.split(/[›>/]/).map(normalise).filter(Boolean);
  const pathScore = (category: TaxonomyCategory) =>
    segments.filter((segment) =>
      category.path.some((id) => {
        const node = findTaxonomyCategory(id);
        return [node?.name.en, node?.name.de].some((name) => {
          const normalised = normalise(name ?? '');
          return normalised.length > 0 && (normalised.includes(segment) || segment.includes(normalised));
        });
      }),
    ).length;
  const ranked = matches
    .map((category) => ({ category, score: pathScore(category) + (category.isLeaf ? 0.5 : 0) }))
    .sort((a, b) => b.score - a.score);
  const category = ranked[0]?.category;
  return category ? { category, isByName: true } : undefined;
}

export function resolveCategoryPick(answer: unknown): ResolvedCategory {
  if (!isRecord(answer)) throw rejectAnswer('category_not_an_object');
  const repairs: string[] = [];
  const found = findCategory(answer.categoryId ?? answer.category ?? answer.categoryName);
  if (!found) throw rejectAnswer('category_unresolvable');
  if (found.isByName) repairs.push('category_by_name');
  const alternatives: ResolvedCategory['alternatives'] = [];
  const given = Array.isArray(answer.alternativeCategories) ? answer.alternativeCategories : [];
  for (const alternative of given) {
    const match = isRecord(alternative) ? findCategory(alternative.categoryId) : undefined;
    const isUsable =
      match &&
      match.category.id !== found.category.id &&
      !alternatives.some((known) => known.categoryId === match.category.id);
    if (!isUsable || alternatives.length === 3) {
      repairs.push('alternative_dropped');
      continue;
    }
    alternatives.push({ categoryId: match.category.id, confidence: clampConfidence(alternative.confidence) });
  }
  return {
    category: found.category,
    confidence: clampConfidence(answer.confidence, 0.6),
    alternatives,
    repairs,
  };
}

// ---- attributes ----

function matchOption(field: AttributeField, value: unknown): string | undefined {
  const wanted = normalise(textOf(value));
  if (!wanted) return undefined;
  return field.options?.find((option) =>
    [option.value, option.labelEn, option.labelDe].some((text) => normalise(text) === wanted),
  )?.value;
}

function coerceAttribute(field: AttributeField, value: unknown): AttributeValue | undefined {
  switch (field.type) {
    case 'select':
      return matchOption(field, value);
    case 'multiselect': {
      const values = (Array.isArray(value) ? value : [value]).map((item) => matchOption(field, item));
      const known = [...new Set(values.filter((item): item is string => item !== undefined))];
      return known.length > 0 ? known : undefined;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      const word = normalise(textOf(value));
      if (['true', 'yes', 'ja'].includes(word)) return true;
      if (['false', 'no', 'nein'].includes(word)) return false;
      return undefined;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : parseEuroAmount(value);
      return number !== null && Number.isFinite(number) ? number : undefined;
    }
    default: {
      const text = textOf(value).replace(/\s+/g, ' ').trim();
      return text ? cutText(text, 100) : undefined;
    }
  }
}

function repairAttributes(given: unknown, fields: readonly AttributeField[], repairs: string[]) {
  const attributes: Record<string, AttributeValue> = {};
  const entries = Array.isArray(given)
    ? given.filter(isRecord).map((entry) => [textOf(entry.key), entry.value] as const)
    : Object.entries(isRecord(given) ? given : {});
  for (const [key, value] of entries) {
    if (value === null || value === undefined || value === '') continue;
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) {
      repairs.push(`attribute_unknown:${key}`);
      continue;
    }
    const coerced = coerceAttribute(field, value);
    if (coerced === undefined) {
      repairs.push(`attribute_invalid:${key}`);
      continue;
    }
    if (JSON.stringify(coerced) !== JSON.stringify(value)) repairs.push(`attribute_coerced:${key}`);
    attributes[key] = coerced;
  }
  return attributes;
}

// ---- texts, tags, condition, price ----

const conditionWords: Record<string, ListingCondition> = {
  neu: 'new',
  'brand new': 'new',
  'like new': 'excellent',
  'wie neu': 'excellent',
  neuwertig: 'excellent',
  'very good': 'excellent',
  'sehr gut': 'excellent',
  gut: 'good',
  used: 'good',
  gebraucht: 'good',
  acceptable: 'fair',
  akzeptabel: 'fair',
  worn: 'fair',
  generaluberholt: 'refurbished',
};

const conditionLabels: Record<ListingCondition, Record<Language, string>> = {
  new: { en: 'new', de: 'neu' },
  excellent: { en: 'like new', de: 'wie neu' },
  good: { en: 'good', de: 'gut' },
  fair: { en: 'acceptable', de: 'akzeptabel' },
  refurbished: { en: 'refurbished', de: 'generalüberholt' },
};

function repairCondition(value: unknown, repairs: string[]): ListingCondition | null {
  if (value === null || value === undefined || value === '') return null;
  const word = normalise(textOf(value));
  const known = (listingConditions as readonly string[]).includes(word)
    ? (word as ListingCondition)
    : conditionWords[word];
  if (known !== word) repairs.push(known ? 'condition_mapped' : 'condition_dropped');
  return known ?? null;
}

function repairTags(value: unknown, language: Language, repairs: string[]): string[] {
  const given = Array.isArray(value) ? value : textOf(value).split(',');
  const tags = [
    ...new Set(
      given
        .map((tag) => textOf(tag).replace(/^#+/, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase(language))
        .filter((tag) => tag.length > 0 && tag.length <= 40),
    ),
  ].slice(0, listingTagsMax);
  if (JSON.stringify(tags) !== JSON.stringify(given)) repairs.push('tags_normalised');
  return tags;
}

function repairTitle(value: unknown, categoryName: string, repairs: string[]): string {
  const given = textOf(value);
  let title = given
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'„“”]+|["'„“”]+$/g, '')
    .trim();
  if (!title) throw rejectAnswer('title_missing');
  if (title.length > listingTitleMax) title = cutText(title, listingTitleMax, { min: listingTitleMin });
  if (title.length < listingTitleMin) title = `${title} – ${categoryName}`;
  if (title.length < listingTitleMin || title.length > listingTitleMax) throw rejectAnswer('title_unusable');
  if (title !== given.trim()) repairs.push('title_fitted');
  return title;
}

function repairDescription(value: unknown, facts: string, repairs: string[]): string {
  const given = textOf(value);
  let description = given
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  // Half the minimum is a real attempt that a sentence of known facts can complete; less is not.
  if (description.length < listingDescriptionMin / 2) throw rejectAnswer('description_too_short');
  if (description.length > listingDescriptionMax) {
    description = cutText(description, listingDescriptionMax, {
      min: listingDescriptionMin,
      bySentence: true,
    });
  }
  if (description.length < listingDescriptionMin) {
    description = `${description.replace(/([^.!?…])$/u, '$1.')} ${facts}`;
  }
  if (description.length < listingDescriptionMin) throw rejectAnswer('description_too_short');
  if (description !== given.trim()) repairs.push('description_fitted');
  return description;
}

function repairPrice(value: unknown, language: Language, repairs: string[]): ListingDraftSuggestion['price'] {
  const given = isRecord(value) ? value : { value };
  const parsed = parseEuroAmount(given.value);
  if (parsed === null || parsed <= 0) throw rejectAnswer('price_unusable');
  const amount = Math.min(toEuros(toCents(parsed)), listingPriceMax);
  if (amount !== given.value) repairs.push('price_coerced');
  if (given.currency !== 'EUR') repairs.push('price_currency');
  let rationale = textOf(given.rationale).replace(/\s+/g, ' ').trim();
  if (rationale.length > 400) rationale = cutText(rationale, 400, { bySentence: true });
  if (!rationale) rationale = serverText('server-pricing:rationale.model', language);
  if (rationale !== textOf(given.rationale).trim()) repairs.push('price_rationale');
  return { value: amount, currency: 'EUR', rationale };
}

function repairEvidence(
  given: unknown,
  fieldKeys: string[],
  repairs: string[],
): Record<string, DraftFieldEvidence> {
  const entries = Array.isArray(given)
    ? given.filter(isRecord).map((entry) => [textOf(entry.field), entry] as const)
    : Object.entries(isRecord(given) ? given : {});
  const byField = new Map(
    entries.filter(([, entry]) => isRecord(entry)) as [string, Record<string, unknown>][],
  );
  const evidence: Record<string, DraftFieldEvidence> = {};
  for (const key of fieldKeys) {
    const entry = byField.get(key);
    if (!entry) {
      repairs.push(`evidence_filled:${key}`);
      evidence[key] = { confidence: 0.5, sources: ['model'] };
      continue;
    }
    const sources = (Array.isArray(entry.sources) ? entry.sources : []).filter(
      (source): source is DraftFieldEvidence['sources'][number] =>
        (draftEvidenceSources as readonly unknown[]).includes(source),
    );
    evidence[key] = {
      confidence: clampConfidence(entry.confidence),
      sources: sources.length ? sources : ['model'],
    };
  }
  return evidence;
}

// ---- the draft ----

export function repairDraftAnswer(
  answer: unknown,
  pick: ResolvedCategory,
  language: Language,
): { draft: ListingDraftSuggestion; repairs: string[] } {
  if (!isRecord(answer)) throw rejectAnswer('draft_not_an_object');
  const repairs = [...pick.repairs];
  const { category } = pick;
  const categoryName = category.name[language];
  const condition = repairCondition(answer.condition, repairs);
  const facts =
    language === 'de'
      ? `Kategorie: ${categoryName}.${condition ? ` Zustand: ${conditionLabels[condition].de}.` : ''}`
      : `Category: ${categoryName}.${condition ? ` Condition: ${conditionLabels[condition].en}.` : ''}`;
  const title = repairTitle(answer.title, categoryName, repairs);
  const description = repairDescription(answer.description, facts, repairs);
  const tags = repairTags(answer.tags ?? [], language, repairs);
  const attributes = repairAttributes(answer.attributes, category.attributeSchema.fields, repairs);
  const price = repairPrice(answer.price, language, repairs);
  const evidenceKeys = [
    'title',
    'description',
    ...(condition ? ['condition'] : []),
    ...(tags.length ? ['tags'] : []),
    'price',
    ...Object.keys(attributes).map((key) => `attributes.${key}`),
  ];
  const evidence = {
    ...repairEvidence(answer.evidence, evidenceKeys, repairs),
    categoryId: { confidence: pick.confidence, sources: ['model'] },
  } satisfies Record<string, DraftFieldEvidence>;

  const draft = listingDraftSuggestionSchema.safeParse({
    language,
    title,
    description,
    categoryId: category.id,
    categoryPath: category.path,
    attributes,
    condition,
    tags,
    price,
    evidence,
    alternativeCategories: pick.alternatives,
  });
  if (!draft.success) throw rejectAnswer('draft_schema');
  return { draft: draft.data, repairs };
}
