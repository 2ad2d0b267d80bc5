import type { AttributeField } from './attribute.schema';
import { booksMediaMusicTaxonomy } from './taxonomy-books-media-music.data';
import { collectiblesTaxonomy } from './taxonomy-collectibles.data';
import { electronicsTaxonomy } from './taxonomy-electronics.data';
import { familyKidsTaxonomy } from './taxonomy-family-kids.data';
import { fashionTaxonomy } from './taxonomy-fashion.data';
import { gardenDiyTaxonomy } from './taxonomy-garden-diy.data';
import { homeTaxonomy } from './taxonomy-home.data';
import { musicalInstrumentsTaxonomy } from './taxonomy-musical-instruments.data';
import { petsTaxonomy } from './taxonomy-pets.data';
import { sportsLeisureTaxonomy } from './taxonomy-sports-leisure.data';
import { toysGamesTaxonomy } from './taxonomy-toys-games.data';
import { vehiclePartsTaxonomy } from './taxonomy-vehicle-parts.data';
import { vehiclesTaxonomy } from './taxonomy-vehicles.data';

/**
 * One category as authored. The id doubles as the slug and starts with the parent's id, so it is
 * unique and readable in URLs. Siblings are ordered as listed; `position` is derived from that.
 */
export interface TaxonomyNode {
  id: string;
  name: { en: string; de: string };
  /** Icon keyword the web maps to an icon, e.g. 'shirt', 'smartphone', 'sofa'. */
  icon: string;
  /** Fields this node adds to its parent's attribute schema; a field with the parent's key replaces it. */
  fields?: AttributeField[];
  children?: TaxonomyNode[];
}

/** The spec's four categories come first (positions 0–3), then what a German second-hand market needs. */
export const taxonomy: TaxonomyNode[] = [
  fashionTaxonomy,
  electronicsTaxonomy,
  homeTaxonomy,
  collectiblesTaxonomy,
  familyKidsTaxonomy,
  sportsLeisureTaxonomy,
  booksMediaMusicTaxonomy,
  gardenDiyTaxonomy,
  vehiclesTaxonomy,
  vehiclePartsTaxonomy,
  toysGamesTaxonomy,
  musicalInstrumentsTaxonomy,
  petsTaxonomy,
];
