import type { AttributeField } from '../catalog/attribute.schema';
import { findTaxonomyCategory, flattenTaxonomy } from '../catalog/taxonomy';
import type { Language } from '../i18n/languages';

/**
 * Spec §5 "Attributes", shared by the editor's attribute form and the server's publish check.
 * Messages are the English texts; the web shows its translation of `code` (`rules.<code>`).
 * The unknown-brand warning needs the brand list and runs on the server (`listing-checks`).
 */
export const attributeRuleMessages = {
  required: 'This field is required.',
  invalid_format: 'Invalid format.',
  brand_too_short: 'Brand must be at least 2 characters.',
  brand_characters: 'Brand contains unsupported characters.',
  brand_counterfeit: 'Counterfeit or replica items are not allowed.',
  size_not_allowed: 'This size is not available for this category.',
  size_note_too_short: 'Size note must be at least 2 characters.',
  connectivity_required: 'Select at least one connectivity option.',
  /** Kept for old clients; no longer raised, the version is optional (ADR 048). */
  bluetooth_version_required: 'Select the Bluetooth version.',
} as const;
export type AttributeRuleCode = keyof typeof attributeRuleMessages;

export interface AttributeIssue {
  /** "attributes.<key>" */
  field: string;
  code: AttributeRuleCode;
  message: string;
}

export type AttributeValues = Record<string, string | string[] | boolean | number>;

export const brandMinLength = 2;
export const sizeNoteMinLength = 2;
/** Letters of any script, digits, spaces and the punctuation real brand names use (H&M, Levi's, Dr. Martens). */
const brandPattern = /^[\p{L}\p{N}][\p{L}\p{N} &'’.+\-/!]*$/u;
/** Wording that offers a fake, in German and English ("Replika", "nachgemacht", "1:1"). */
const counterfeitPattern =
  /\b(replicas?|replikas?|fakes?|counterfeits?|imitations?|imitate?|nachgemacht|f[äa]lschung(en)?|plagiate?|knock-?offs?|dupes?)\b|\b1\s*:\s*1\b/iu;

/** Whether a field is shown for the current values (e.g. bluetoothVersion only when bluetooth is on). */
export function isAttributeFieldVisible(field: AttributeField, values: AttributeValues): boolean {
  if (!field.visibleWhen) return true;
  return values[field.visibleWhen.key] === field.visibleWhen.equals;
}

function isEmpty(value: AttributeValues[string] | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function issue(key: string, code: AttributeRuleCode): AttributeIssue {
  return { field: `attributes.${key}`, code, message: attributeRuleMessages[code] };
}

/** Checks one field's value against its schema entry and the brand, size and connectivity rules. */
function validateField(field: AttributeField, values: AttributeValues): AttributeIssue | null {
  const value = values[field.key];
  // Only where the category asks for it (audio): a phone case or a monitor may well have none.
  if (field.key === 'connectivity' && field.isRequired && isEmpty(value)) {
    return issue(field.key, 'connectivity_required');
  }
  if (isEmpty(value)) return field.isRequired ? issue(field.key, 'required') : null;

  const allowed = field.options?.map((option) => option.value);
  switch (field.type) {
    case 'text':
      if (typeof value !== 'string') return issue(field.key, 'invalid_format');
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        return issue(field.key, 'invalid_format');
      }
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return issue(field.key, 'invalid_format');
      break;
    case 'select':
      if (typeof value !== 'string') return issue(field.key, 'invalid_format');
      if (allowed && !allowed.includes(value)) {
        return issue(field.key, field.key === 'size' ? 'size_not_allowed' : 'invalid_format');
      }
      break;
    case 'multiselect':
      if (!Array.isArray(value)) return issue(field.key, 'invalid_format');
      if (allowed && value.some((entry) => !allowed.includes(entry)))
        return issue(field.key, 'invalid_format');
      break;
  }

  if (field.key === 'brand' && typeof value === 'string') {
    const brand = value.trim();
    if (brand.length < brandMinLength) return issue(field.key, 'brand_too_short');
    // Counterfeit first: "Replica 1:1" should say why it is refused, not that ":" is unsupported.
    if (counterfeitPattern.test(brand)) return issue(field.key, 'brand_counterfeit');
    if (!brandPattern.test(brand)) return issue(field.key, 'brand_characters');
  }
  if (field.key === 'sizeNote' && typeof value === 'string' && value.trim().length < sizeNoteMinLength) {
    return issue(field.key, 'size_note_too_short');
  }
  return null;
}

/** Every field of a category's attribute form (inherited ones included, hidden ones too), in form order. */
export function attributeFieldsOf(categoryId: string): AttributeField[] {
  return findTaxonomyCategory(categoryId)?.attributeSchema.fields ?? [];
}

/**
 * The values a draft keeps when its category changes: those whose key the new category's form also
 * has (and shows); the rest belonged to the old category and go (ADR 048).
 */
export function attributesForCategory(categoryId: string, values: AttributeValues): AttributeValues {
  const fields = attributeFieldsOf(categoryId);
  const kept: AttributeValues = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value !== undefined) kept[field.key] = value;
  }
  for (const field of fields) {
    if (!isAttributeFieldVisible(field, kept)) delete kept[field.key];
  }
  return kept;
}

/**
 * Every rule of spec §5 "Attributes" for one category: required fields, formats, brand, size,
 * size note and connectivity. Hidden fields are not checked. Required are only facts a seller can
 * always give (a size on the label, a brand on the device); the Bluetooth version is not (ADR 048).
 */
export function validateAttributes(categoryId: string, values: AttributeValues): AttributeIssue[] {
  return attributeFieldsOf(categoryId)
    .filter((field) => isAttributeFieldVisible(field, values))
    .flatMap((field) => validateField(field, values) ?? []);
}

/** Counterfeit wording anywhere (title, description), for the server's blocked-term check. */
export function hasCounterfeitWording(text: string): boolean {
  return counterfeitPattern.test(text);
}

let labelsByKey: Map<string, { en: string; de: string }> | undefined;

/** An attribute's label by key ("brand" → Brand / Marke), for messages that name the field. */
export function attributeLabelOf(key: string, language: Language): string | undefined {
  if (!labelsByKey) {
    labelsByKey = new Map();
    for (const category of flattenTaxonomy()) {
      for (const field of category.attributeSchema.fields) {
        if (!labelsByKey.has(field.key)) labelsByKey.set(field.key, { en: field.labelEn, de: field.labelDe });
      }
    }
  }
  return labelsByKey.get(key)?.[language];
}
