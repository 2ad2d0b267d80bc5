import type {
  DraftEvidenceSource,
  DraftFieldEvidence,
  ListingDraftSuggestion,
} from '@shared/ai/draft-suggestion.schema';
import type { AttributeField } from '@shared/catalog/attribute.schema';
import type { CategoryNode } from '@shared/catalog/category.schema';
import { categoryPathOf, findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { categoriesById } from '../../../lib/catalog/category-tree';
import { formatNumber } from '../../../lib/format';
import type { Language } from '../../../lib/i18n';

/** Category names from the top level down, in the UI language; ids nobody knows are shown as they are. */
export function categoryTrailNames(
  path: readonly string[],
  tree: readonly CategoryNode[] | undefined,
  language: Language,
): { id: string; name: string }[] {
  const byId = tree ? categoriesById(tree) : new Map<string, CategoryNode>();
  return path.map((id) => ({
    id,
    name: byId.get(id)?.name[language] ?? findTaxonomyCategory(id)?.name[language] ?? id,
  }));
}

/**
 * A category named so it can be told apart from its namesakes: "Men › Jackets & coats" rather
 * than "Jackets & coats" (the top level is left out; it is usually the same as the draft's).
 */
export function categoryShortName(
  id: string,
  tree: readonly CategoryNode[] | undefined,
  language: Language,
): string {
  const path = categoryPathOf(id);
  const names = categoryTrailNames(path.length > 0 ? path : [id], tree, language).map((entry) => entry.name);
  return names.slice(-2).join(' › ');
}

export interface AttributeRow {
  key: string;
  label: string;
  value: string;
  evidence: DraftFieldEvidence | undefined;
}

function optionLabel(field: AttributeField, value: string, language: Language): string {
  const option = field.options?.find((candidate) => candidate.value === value);
  if (!option) return value;
  return language === 'de' ? option.labelDe : option.labelEn;
}

function formatAttributeValue(
  field: AttributeField,
  value: ListingDraftSuggestion['attributes'][string],
  language: Language,
  words: { yes: string; no: string },
): string {
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') {
    const number = formatNumber(value, language, { maximumFractionDigits: 2 });
    return field.unit ? `${number} ${field.unit}` : number;
  }
  if (Array.isArray(value)) return value.map((item) => optionLabel(field, item, language)).join(', ');
  return optionLabel(field, value, language);
}

/**
 * The draft's attributes as label/value rows, in the order of the category's attribute schema,
 * with the schema's labels and option labels in the UI language. Empty values are left out.
 */
export function attributeRows(
  draft: Pick<ListingDraftSuggestion, 'attributes' | 'categoryId' | 'evidence'>,
  language: Language,
  words: { yes: string; no: string },
): AttributeRow[] {
  const fields = findTaxonomyCategory(draft.categoryId)?.attributeSchema.fields ?? [];
  return fields.flatMap((field): AttributeRow[] => {
    const value = draft.attributes[field.key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return [];
    return [
      {
        key: field.key,
        label: language === 'de' ? field.labelDe : field.labelEn,
        value: formatAttributeValue(field, value, language, words),
        evidence: draft.evidence[`attributes.${field.key}`],
      },
    ];
  });
}

export type ConfidenceLevel = 'high' | 'medium' | 'low';

export function confidenceLevel(confidence: number): ConfidenceLevel {
  if (confidence >= 0.75) return 'high';
  if (confidence >= 0.45) return 'medium';
  return 'low';
}

export function formatConfidence(confidence: number, language: Language): string {
  return formatNumber(confidence, language, { style: 'percent', maximumFractionDigits: 0 });
}

/** Sources in a stable order, each once: what the seller can check first comes first. */
const sourceOrder: DraftEvidenceSource[] = [
  'photo_text',
  'speech',
  'photo_object',
  'photo_colour',
  'catalogue',
  'model',
];

export function orderedSources(evidence: DraftFieldEvidence | undefined): DraftEvidenceSource[] {
  if (!evidence) return [];
  return sourceOrder.filter((source) => evidence.sources.includes(source));
}
