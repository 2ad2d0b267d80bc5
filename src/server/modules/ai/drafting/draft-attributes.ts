import type { DraftEvidenceSource, DraftFieldEvidence } from '@shared/ai/draft-suggestion.schema';
import type { AttributeField } from '@shared/catalog/attribute.schema';
import type { TaxonomyCategory } from '@shared/catalog/taxonomy';
import type { ImageAnalysis } from '../ai-engine';
import { type BrandMatch, brandFitsCategory } from '../understanding/brand-gazetteer';
import { pickMaterial } from '../understanding/extract-material';
import { pickSize } from '../understanding/extract-size';
import { isReliableColour } from '../vision/dominant-colour';
import type { DraftFacts, Sourced } from './draft-facts';

export type AttributeValue = string | string[] | boolean | number;

export interface DraftAttributes {
  values: Record<string, AttributeValue>;
  evidence: Record<string, DraftFieldEvidence>;
  /** The brand's display name, also for the title (set even for categories without a brand field, e.g. books). */
  brand: string | null;
}

const optionValues = (field: AttributeField | undefined) =>
  field?.options?.map((option) => option.value) ?? [];

/**
 * Fills only the keys the category's schema has, with only its allowed option values. Each value
 * keeps the evidence it came from; photo colour is the weakest (the label, not the item, may fill
 * the frame).
 */
export function buildDraftAttributes(
  facts: DraftFacts,
  category: TaxonomyCategory,
  images: readonly { analysis: ImageAnalysis }[],
): DraftAttributes {
  const fields = new Map(category.attributeSchema.fields.map((field) => [field.key, field]));
  const values: Record<string, AttributeValue> = {};
  const evidence: Record<string, DraftFieldEvidence> = {};
  const set = (key: string, value: AttributeValue, confidence: number, sources: DraftEvidenceSource[]) => {
    if (!fields.has(key)) return;
    values[key] = value;
    evidence[`attributes.${key}`] = { confidence: round(confidence), sources };
  };

  const brand = chooseBrand(facts, category);
  if (brand) set('brand', brand.value.brand.name, brand.confidence, [brand.source, 'catalogue']);

  const sizeField = fields.get('size');
  if (sizeField) {
    const size = pickSize(facts.sizes, optionValues(sizeField));
    if (size) set('size', size.value, size.confidence, [size.source]);
    const note = facts.sizes.find((candidate) => candidate.note);
    if (note?.note && fields.get('sizeNote')?.type === 'text')
      set('sizeNote', note.note, note.confidence, [note.source]);
  }

  const colourField = fields.get('colour');
  if (colourField) {
    const allowed = optionValues(colourField);
    const spoken = facts.colours.find((colour) => allowed.includes(colour.value));
    // Only photos that show a thing: on a photo of a label the label's colour fills the frame.
    const photoColour = images
      .filter((image) =>
        image.analysis.objects.some((object) => object.label !== 'person' && object.score >= 0.5),
      )
      .map((image) => image.analysis.colour)
      .filter(isReliableColour)
      .map((colour) => colour.value)
      .find((value) => value && allowed.includes(value));
    if (spoken) set('colour', spoken.value, spoken.confidence, [spoken.source]);
    else if (photoColour) set('colour', photoColour, 0.35, ['photo_colour']);
  }

  const materialField = fields.get('material');
  if (materialField) {
    const material = pickMaterial(facts.materials, optionValues(materialField));
    const from = facts.materials.find((candidate) => candidate.evidence === material?.evidence);
    if (material && from) set('material', material.value, material.confidence, [from.source]);
  }

  if (facts.model && fields.get('model')?.type === 'text') {
    // "Apple Watch Series 6" keeps its brand; a model never repeats a brand said before it.
    set('model', facts.model.value, facts.model.confidence, [facts.model.source]);
  }
  setOption(fields.get('storageGb'), facts.memory.storageGb, set);
  setOption(fields.get('ramGb'), facts.memory.ramGb, set);
  const screen = facts.memory.screenSizeInch;
  if (screen && fields.get('screenSizeInch')?.type === 'number')
    set('screenSizeInch', screen.value, screen.confidence, [screen.source]);

  // Cars, motorbikes, scooters: year, mileage, power, engine, fuel and gearbox as said.
  const vehicle = facts.vehicle;
  if (vehicle) {
    for (const [key, value] of Object.entries(vehicle.value)) {
      const field = fields.get(key);
      if (!field) continue;
      if (field.type === 'number' && typeof value === 'number')
        set(key, value, vehicle.confidence, ['speech']);
      else if (typeof value === 'string' && optionValues(field).includes(value))
        set(key, value, vehicle.confidence, ['speech']);
    }
  }

  return { values, evidence, brand: brand?.value.brand.name ?? null };
}

/**
 * Makers of parts other brands build in: a Cube bike "mit Shimano Schaltung" is a Cube, an e-bike
 * "with a Bosch motor" is a Haibike. Such a brand names the item only when nothing else does.
 */
const componentBrands = new Set([
  'shimano',
  'sram',
  'bosch',
  'brose',
  'continental',
  'schwalbe',
  'magura',
  'rockshox',
  'fox',
  'campagnolo',
  'intel',
  'nvidia',
  'amd',
  'zeiss',
  'dolby',
]);
const isComponentBrand = (match: Sourced<BrandMatch>) =>
  componentBrands.has(match.value.brand.name.toLowerCase());

function setOption(
  field: AttributeField | undefined,
  fact: Sourced<string> | undefined,
  set: (key: string, value: AttributeValue, confidence: number, sources: DraftEvidenceSource[]) => void,
) {
  if (field && fact && optionValues(field).includes(fact.value))
    set(field.key, fact.value, fact.confidence, [fact.source]);
}

/** Brands that sell in the category win; among them, what the seller said beats what a label shows. */
function chooseBrand(facts: DraftFacts, category: TaxonomyCategory) {
  const ranked = facts.brands
    .filter((match) => !match.value.isCompatibility)
    .sort((left, right) => {
      const fit =
        Number(brandFitsCategory(right.value.brand, category.path)) -
        Number(brandFitsCategory(left.value.brand, category.path));
      const component = Number(isComponentBrand(left)) - Number(isComponentBrand(right));
      return (
        fit || component || right.confidence - left.confidence || left.value.position - right.value.position
      );
    });
  const best = ranked[0];
  if (!best) return undefined;
  // A common-word brand ("Only", "Next") outside its trade is more likely the word.
  if (best.value.brand.isCommonWord && !brandFitsCategory(best.value.brand, category.path)) return undefined;
  const fits = brandFitsCategory(best.value.brand, category.path);
  return { ...best, confidence: fits ? best.confidence : best.confidence * 0.8 };
}

export const round = (value: number) => Math.round(value * 100) / 100;
