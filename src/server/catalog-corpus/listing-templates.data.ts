import type { ListingTemplate } from './listing-template.types';
import { bicycleTemplates } from './listing-templates-bicycles.data';
import { bookTemplates } from './listing-templates-books.data';
import { collectiblesTemplates } from './listing-templates-collectibles.data';
import { collectibleModelTemplates } from './listing-templates-collectibles-models.data';
import { diyTemplates } from './listing-templates-diy.data';
import { electronicsApplianceTemplates } from './listing-templates-electronics-appliances.data';
import { electronicsAudioTemplates } from './listing-templates-electronics-audio.data';
import { electronicsComputerTemplates } from './listing-templates-electronics-computers.data';
import { electronicsGamingTemplates } from './listing-templates-electronics-gaming.data';
import { electronicsPhoneTemplates } from './listing-templates-electronics-phones.data';
import { electronicsPhotoTemplates } from './listing-templates-electronics-photo.data';
import { familyKidsTemplates } from './listing-templates-family-kids.data';
import { fashionAccessoryTemplates } from './listing-templates-fashion-accessories.data';
import { fashionMenShoeTemplate, fashionMenTemplates } from './listing-templates-fashion-men.data';
import { fashionWomenShoeTemplate, fashionWomenTemplates } from './listing-templates-fashion-women.data';
import { gardenTemplates } from './listing-templates-garden.data';
import { homeDecorTemplates } from './listing-templates-home-decor.data';
import { homeFurnitureTemplates } from './listing-templates-home-furniture.data';
import { homeKitchenTemplates } from './listing-templates-home-kitchen.data';
import { musicFilmTemplates } from './listing-templates-music-films.data';
import { musicalInstrumentTemplates } from './listing-templates-musical-instruments.data';
import { petTemplates } from './listing-templates-pets.data';
import { sportsGearTemplates } from './listing-templates-sports-gear.data';
import { toysGamesTemplates } from './listing-templates-toys-games.data';
import { vehiclePartsTemplates } from './listing-templates-vehicle-parts.data';
import { vehicleTemplates } from './listing-templates-vehicles.data';

/**
 * Every listing template; the generator groups them by top-level category. New templates go at the
 * end: the classifier's samples are seeded by a template's index, so inserting one in the middle
 * would change every sample after it.
 */
export const listingTemplates: ListingTemplate[] = [
  ...fashionWomenTemplates,
  fashionWomenShoeTemplate,
  ...fashionMenTemplates,
  fashionMenShoeTemplate,
  ...fashionAccessoryTemplates,
  ...electronicsPhoneTemplates,
  ...electronicsComputerTemplates,
  ...electronicsAudioTemplates,
  ...electronicsPhotoTemplates,
  ...electronicsGamingTemplates,
  ...electronicsApplianceTemplates,
  ...homeFurnitureTemplates,
  ...homeDecorTemplates,
  ...homeKitchenTemplates,
  ...collectiblesTemplates,
  ...collectibleModelTemplates,
  ...familyKidsTemplates,
  ...bicycleTemplates,
  ...sportsGearTemplates,
  ...bookTemplates,
  ...musicFilmTemplates,
  ...gardenTemplates,
  ...diyTemplates,
  ...vehiclePartsTemplates,
  ...toysGamesTemplates,
  ...musicalInstrumentTemplates,
  ...petTemplates,
  ...vehicleTemplates,
];
