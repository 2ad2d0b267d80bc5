import { draftFieldEvidenceSchema, listingDraftSuggestionSchema } from '@shared/ai/draft-suggestion.schema';
import type { AttributeField } from '@shared/catalog/attribute.schema';
import type { Language } from '@shared/i18n/languages';
import { z } from 'zod';

/**
 * The JSON schemas the model answers in, derived from the shared draft schema so the two cannot
 * drift. OpenAI's strict mode accepts a subset of JSON Schema: every property required, no
 * open records, no string length keywords. So records become objects with known keys or arrays,
 * optional values become nullable, and length bounds move into descriptions (repair enforces them).
 */

/** Keywords outside OpenAI's strict subset; the bounds they carried are in descriptions instead. */
const unsupportedKeywords = new Set(['$schema', 'minLength', 'maxLength']);

function stripUnsupported(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripUnsupported);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !unsupportedKeywords.has(key))
      // Older strict-mode servers know enum but not const.
      .map(([key, inner]) => (key === 'const' ? ['enum', [inner]] : [key, stripUnsupported(inner)])),
  );
}

export function toStrictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return stripUnsupported(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as Record<
    string,
    unknown
  >;
}

const confidenceSchema = draftFieldEvidenceSchema.shape.confidence;

/** Step 1: the category, picked from the offered leaf ids. */
export function categoryPickSchema(categoryIds: [string, ...string[]]) {
  const categoryId = z.enum(categoryIds);
  return z.object({
    categoryId,
    confidence: confidenceSchema,
    alternativeCategories: z
      .array(z.object({ categoryId, confidence: confidenceSchema }))
      .max(3)
      .describe('The next likely categories, best first; never the picked one.'),
  });
}
export type CategoryPickAnswer = z.infer<ReturnType<typeof categoryPickSchema>>;

function attributeValueSchema(field: AttributeField, language: Language): z.ZodType {
  const label = language === 'de' ? field.labelDe : field.labelEn;
  const described = (schema: z.ZodType) =>
    schema.describe(field.unit ? `${label} (${field.unit})` : label).nullable();
  const values = field.options?.map((option) => option.value) ?? [];
  const [first, ...rest] = values;
  switch (field.type) {
    case 'select':
      return described(first ? z.enum([first, ...rest]) : z.string());
    case 'multiselect':
      return described(z.array(first ? z.enum([first, ...rest]) : z.string()));
    case 'boolean':
      return described(z.boolean());
    case 'number':
      return described(z.number());
    default:
      return described(z.string());
  }
}

/** Step 2: the draft for one category; its attribute keys and options come from that category. */
export function draftAnswerSchema(fields: readonly AttributeField[], language: Language) {
  const shared = listingDraftSuggestionSchema.shape;
  return z.object({
    title: shared.title.describe('10 to 140 characters: brand, item and its key attribute.'),
    description: shared.description.describe(
      '40 to 5000 characters, plain text: what it is, condition, details, defects, pickup or shipping.',
    ),
    condition: shared.condition.describe('null when neither photos nor transcript show it.'),
    tags: shared.tags.describe('At most 12 lower-case search words.'),
    attributes: z
      .object(Object.fromEntries(fields.map((field) => [field.key, attributeValueSchema(field, language)])))
      .describe('null for every value the photos and the transcript do not show.'),
    price: z.object({
      value: shared.price.shape.value.describe('Euros.'),
      currency: shared.price.shape.currency,
      rationale: shared.price.shape.rationale.describe('At most 400 characters.'),
    }),
    evidence: z
      .array(
        z.object({
          field: z.string().describe('title, description, condition, tags, price or attributes.<key>'),
          ...draftFieldEvidenceSchema.shape,
        }),
      )
      .describe('One entry per filled field.'),
  });
}
