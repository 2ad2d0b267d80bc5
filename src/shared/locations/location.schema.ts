import { z } from 'zod';
import { locationSourceSchema } from '../profile/profile.schema';

/**
 * A German place from the gazetteer (the ten cities of spec §3 plus every place of 1,000+
 * inhabitants from GeoNames, with postal codes from OpenStreetMap where known).
 */
export const placeSchema = z
  .object({
    /** Unique, ASCII: 'berlin', 'muenchen', 'neustadt-an-der-aisch'; a state suffix when names repeat. */
    slug: z.string(),
    label: z.string(),
    /** Bundesland. */
    state: z.string(),
    postalCodes: z.array(z.string()),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int().nullable(),
    /** One of the ten cities of spec §3. */
    isMajorCity: z.boolean(),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;

/** Spec §9: location suggestions max 8. */
export const locationSuggestionsMax = 8;

export const locationSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(80).describe('City name (umlauts or ae/oe/ue) or postal code prefix'),
  limit: z.coerce.number().int().min(1).max(locationSuggestionsMax).default(locationSuggestionsMax),
});

export const locationSuggestionsResponseSchema = z.object({
  data: z.object({
    places: z.array(placeSchema).max(locationSuggestionsMax),
    /** Set when the query was a postal code: the code it matched. */
    postalCode: z.string().nullable(),
  }),
});

export const placeParamsSchema = z.object({ slug: z.string().min(1).max(120) });

export const placeResponseSchema = z.object({ data: z.object({ place: placeSchema }) });

export const nearestPlaceQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

/** Spec §3 Location selection, as the web stores it (local storage, version 1). */
export const locationSelectionSchema = z.object({
  label: z.string().min(1).max(120),
  slug: z.string().max(120).nullable(),
  radiusKm: z.number().min(0).max(200),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  source: locationSourceSchema,
  updatedAt: z.iso.datetime(),
});
export type LocationSelection = z.infer<typeof locationSelectionSchema>;
