import { findTaxonomyCategory, flattenTaxonomy } from '@shared/catalog/taxonomy';
import type { ListingCondition } from '@shared/listings/listing.schema';
import type { PriceReferenceInput } from '../price-reference.types';
import { type BrandTierFamily, brandTierFamilies } from './brand-tiers.data';
import { itemPrices } from './item-prices.data';
import { type LeafPrice, leafPrices } from './leaf-prices.data';
import { modelPrices, storageFactor } from './model-prices.data';
import { qualityFactor } from './quality-words.data';
import type { ReferenceEntry } from './reference-entry';
import { normalizeReferenceText, withoutScreenSizes } from './reference-text';
import { quantityFromText, setPriceFactor } from './set-quantity';
import { bicyclePrices, type VehicleClass, vehicleClasses, vehicleModels } from './vehicle-prices.data';

/** What the reference model knows about an item's price, before rounding. */
export interface ReferencePrice {
  euros: number;
  /** What the price came from: a known model, a known kind of item, or the leaf's typical price. */
  source: 'model' | 'item' | 'category';
  /** The model or item recognised ("iphone 13", "kallax 4x4"), null for the category's price. */
  label: string | null;
  brandTier: 'premium' | 'budget' | null;
  /** Pieces priced together (1 for a single item). */
  quantity: number;
  /**
   * How far the true price may lie from `euros`, as a standard deviation of its natural log:
   * about 0.25 for a known vehicle with year and mileage, 0.3 for a known model, up to 1.2 for
   * a leaf where anything goes. The shrinkage weighs comparables against it.
   */
  uncertainty: number;
}

/** Condition relative to "good", which the tables are written for. */
const conditionFactors: Record<ListingCondition, number> = {
  new: 1.3,
  excellent: 1.12,
  good: 1,
  fair: 0.7,
  refurbished: 1.05,
};
/** New clothes with tags fetch far more than worn ones on classifieds. */
const clothingNewFactor = 1.6;
const isClothing = (categoryId: string) => /^fashion-(women|men)-|^family-kids-clothing/.test(categoryId);
/** A vehicle's price is its age and mileage first; its condition moves it less. */
const vehicleConditionFactors: Record<ListingCondition, number> = {
  new: 1.05,
  excellent: 1.03,
  good: 1,
  fair: 0.85,
  refurbished: 1,
};

const inCategory = (entry: ReferenceEntry, categoryId: string) =>
  entry.categories.some((prefix) => categoryId === prefix || categoryId.startsWith(`${prefix}-`));

const firstMatch = (table: readonly ReferenceEntry[], categoryId: string, text: string) =>
  table.find((entry) => inCategory(entry, categoryId) && entry.pattern.test(text));

/** A parent category (the AI may stop there) prices like the median of its leaves. */
function leafPriceOf(categoryId: string): LeafPrice | null {
  const own = leafPrices[categoryId];
  if (own) return own;
  if (!findTaxonomyCategory(categoryId)) return null;
  const typicals = flattenTaxonomy()
    .filter((category) => category.isLeaf && category.path.includes(categoryId))
    .map((category) => leafPrices[category.id]?.typical)
    .filter((price): price is number => price !== undefined)
    .sort((left, right) => left - right);
  if (!typicals.length) return null;
  return { typical: typicals[Math.floor(typicals.length / 2)]!, spread: 1.2 };
}

function brandTierOf(
  categoryId: string,
  brandText: string,
): { tier: 'premium' | 'budget'; factor: number } | null {
  if (!brandText.trim()) return null;
  const families = brandTierFamilies
    .flatMap((family) =>
      family.families
        .filter((prefix) => categoryId === prefix || categoryId.startsWith(`${prefix}-`))
        .map((prefix) => ({ family, prefix })),
    )
    .sort((left, right) => right.prefix.length - left.prefix.length);
  const listed = (family: BrandTierFamily, names: readonly string[]) =>
    names.some((name) => brandText.includes(` ${normalizeReferenceText(name).trim()} `)) ? family : null;
  for (const { family } of families) {
    if (listed(family, family.premium)) return { tier: 'premium', factor: family.premiumFactor };
    if (listed(family, family.upper ?? [])) return { tier: 'premium', factor: family.upperFactor ?? 1.5 };
    if (listed(family, family.budget)) return { tier: 'budget', factor: family.budgetFactor };
    // Ordinary in this family, whatever a wider family says.
    if (listed(family, family.mid ?? [])) return null;
  }
  return null;
}

/** Share of the new price a vehicle of this age keeps. */
function retainedShare(vehicle: VehicleClass, age: number): number {
  if (age <= 0) return 0.92;
  return Math.max(vehicle.floor, vehicle.firstYear * vehicle.yearly ** (age - 1));
}

/** Mileage against the ordinary for the age: a quarter of the value per `kmQuarter` km, within −40 %…+15 %. */
function mileageFactor(vehicle: VehicleClass, age: number, mileageKm: number | null | undefined): number {
  if (mileageKm === null || mileageKm === undefined || mileageKm < 0) return 1;
  const ordinary = Math.max(1, age) * vehicle.kmPerYear;
  return Math.min(1.15, Math.max(0.6, 1 - (0.25 * (mileageKm - ordinary)) / vehicle.kmQuarter));
}

const plausibleYear = (year: number | null | undefined, now: Date) =>
  year && year >= 1900 && year <= now.getUTCFullYear() + 1 ? year : null;

function vehicleReference(
  input: PriceReferenceInput,
  vehicle: VehicleClass,
  leaf: LeafPrice,
  text: string,
  brandText: string,
  now: Date,
): ReferencePrice {
  const year = plausibleYear(input.year, now);
  const age = year === null ? vehicle.defaultAge : Math.max(0, now.getUTCFullYear() - year);
  const model = firstMatch(vehicleModels, input.categoryId, text);
  const condition = input.condition ? vehicleConditionFactors[input.condition] : 1;
  const mileage = mileageFactor(vehicle, age, input.mileageKm);
  if (model) {
    // A classic (Simson) is priced as it is traded now; age no longer lowers it.
    const base = model.isUnit ? model.price : model.price * retainedShare(vehicle, age);
    return {
      euros: base * (model.isUnit ? 1 : mileage) * condition,
      source: 'model',
      label: model.label,
      brandTier: null,
      quantity: 1,
      uncertainty: model.isUnit ? 0.35 : year === null ? 0.45 : 0.25,
    };
  }
  const brand = brandTierOf(input.categoryId, brandText);
  // The leaf's typical price is for a vehicle of the default age; a said year moves it along the curve.
  const ageShift = retainedShare(vehicle, age) / retainedShare(vehicle, vehicle.defaultAge);
  return {
    euros: leaf.typical * (brand?.factor ?? 1) * ageShift * mileage * condition,
    source: 'category',
    label: null,
    brandTier: brand?.tier ?? null,
    quantity: 1,
    uncertainty: leaf.spread * (year === null ? 1 : 0.85),
  };
}

/** Electronics lose value each year; the tables are for items about three years old. */
function electronicsAgeFactor(categoryId: string, year: number | null, now: Date): number {
  if (year === null || !categoryId.startsWith('electronics')) return 1;
  const age = Math.max(0, now.getUTCFullYear() - year);
  return Math.min(1.3, Math.max(0.35, 0.85 ** (age - 3)));
}

/**
 * The typical used price on German classifieds for what the input describes, independent of
 * this marketplace's listings (ADR 047): a known model (phones, laptops, consoles, cameras,
 * bikes, vehicles by age and mileage), else a known kind of item, else the leaf's typical price
 * with the brand's tier; times the condition, for a set per piece with a set discount. Null for
 * a category the taxonomy does not know and for a give-away.
 */
export function referencePrice(input: PriceReferenceInput, now: Date = new Date()): ReferencePrice | null {
  if (input.priceKind === 'free') return null;
  const leaf = leafPriceOf(input.categoryId);
  if (!leaf) return null;
  const brandText = normalizeReferenceText(input.brand ?? '');
  const text = normalizeReferenceText([input.brand, input.model, input.text].filter(Boolean).join(' '));
  const vehicle = vehicleClasses[input.categoryId];
  if (vehicle) return vehicleReference(input, vehicle, leaf, text, brandText || text, now);

  const modelText = withoutScreenSizes(text);
  const model =
    firstMatch(modelPrices, input.categoryId, modelText) ??
    firstMatch(bicyclePrices, input.categoryId, modelText);
  const item = model ? undefined : firstMatch(itemPrices, input.categoryId, text);
  const entry = model ?? item;
  const brand = model || entry?.includesBrand ? null : brandTierOf(input.categoryId, brandText || text);
  const condition = !input.condition
    ? 1
    : input.condition === 'new' && isClothing(input.categoryId)
      ? clothingNewFactor
      : conditionFactors[input.condition];
  const year = plausibleYear(input.year, now);
  const quality = model ? 1 : qualityFactor(input.categoryId, text);
  const age = model ? 1 : electronicsAgeFactor(input.categoryId, year, now);
  const storage = model ? storageFactor(text, input.categoryId) : 1;

  // Several pieces are priced per piece only where a piece has a price of its own.
  const unitPrice = entry ? (entry.unit ?? (entry.isUnit ? entry.price : null)) : (leaf.unit ?? null);
  const said = input.quantity && input.quantity > 1 ? input.quantity : quantityFromText(text);
  const quantity = unitPrice !== null ? said : 1;
  const base =
    quantity > 1 && unitPrice !== null
      ? unitPrice * setPriceFactor(quantity)
      : (entry?.price ?? leaf.typical);

  const uncertainty =
    (model ? 0.3 : item ? 0.45 : leaf.spread * (brand ? 0.9 : 1)) + (quantity > 1 ? 0.1 : 0);
  return {
    // A brand's tier already prices much of what quality words say: they add only half as much.
    euros: base * storage * (brand?.factor ?? 1) * condition * age * (brand ? Math.sqrt(quality) : quality),
    source: model ? 'model' : item ? 'item' : 'category',
    label: entry?.label ?? null,
    brandTier: brand?.tier ?? null,
    quantity,
    uncertainty,
  };
}
