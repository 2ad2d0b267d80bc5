import type { ColourValue } from '@shared/catalog/colours.data';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition } from '@shared/listings/listing.schema';
import type { ArtKind } from './illustration-kinds';

export type AttributeValue = string | number | boolean | string[];

/** Decides which shipping options make sense: a stamp goes by letter, a sofa by freight. */
export type ParcelClass = 'letter' | 'small' | 'medium' | 'bulky';

export interface PickedColour {
  value: ColourValue;
  hex: string;
  /** Lower-case name in the listing's language, for titles: "dunkelblau", "dark blue". */
  name: string;
  /** Capitalised name, for German nouns after "in": "in Dunkelblau". */
  label: string;
}

export interface TemplateContext {
  lang: Language;
  condition: ListingCondition;
  /** The text in the listing's language. */
  t(de: string, en: string): string;
  pick<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
  /** A whole number within [min, max]. */
  between(range: readonly [min: number, max: number]): number;
  chance(probability: number): boolean;
  colour(values: readonly ColourValue[]): PickedColour;
}

/** What one template makes of one random draw; the generator adds condition, logistics and dates. */
export interface ItemDraft {
  title: string;
  /** One or two sentences about the item itself. */
  about: string[];
  /** Optional extra sentence, used when the description has room. */
  extra?: string;
  /** Item-specific bullet points; generic ones are added up to five. */
  features: string[];
  tags: string[];
  attributes: Record<string, AttributeValue>;
  /** Asking price in euros for the item in good condition. */
  basePrice: number;
  /** What the illustration shows, for alt text: "Jeansjacke in Blau". */
  subject: string;
  /** Main colour of the illustration; falls back to the colour attribute. */
  hex?: string;
  /** Overrides the template's illustration for this item. */
  art?: ArtKind;
  /** Set for items that cannot be unused (a mixed bulk lot); a "new" draw becomes "excellent". */
  usedOnly?: boolean;
}

export interface ListingTemplate {
  categoryId: string;
  art: ArtKind;
  parcel: ParcelClass;
  /** Relative frequency within its top-level category (default 1). */
  weight?: number;
  /** Electronics and appliances may be sold refurbished. */
  refurbishable?: boolean;
  /** Collected only, never shipped (cars, motorbikes): no parcel carrier takes them. */
  pickupOnly?: boolean;
  /** Only where the texts fit an unused item; everything else is sold used. */
  mayBeNew?: boolean;
  build(context: TemplateContext): ItemDraft;
}
