import { z } from 'zod';

export const locationSourceSchema = z.enum(['guest', 'manual', 'profile', 'url']);

export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Spec §3 Profile preferences. Radius clamped to 0..200 km per §5. */
export const profilePreferencesSchema = z.object({
  searchRadiusKm: z.number().min(0).max(200).optional(),
  searchLocationSlug: z.string().max(120).optional(),
  searchLocationLabel: z.string().max(120).optional(),
  searchLocationCoordinates: coordinatesSchema.optional(),
  searchLocationSource: locationSourceSchema.optional(),
});

export const profileLocationSchema = z.object({
  label: z.string().min(1).max(120),
  slug: z.string().max(120).optional(),
  coordinates: coordinatesSchema.optional(),
});

export const profileSchema = z
  .object({
    displayName: z.string(),
    location: profileLocationSchema.nullable(),
    locationConsent: z.boolean(),
    locationConsentAt: z.iso.datetime().nullable(),
    preferences: profilePreferencesSchema,
  })
  .meta({ id: 'Profile' });

export const profileResponseSchema = z.object({ data: z.object({ profile: profileSchema }) });

export const updateProfileRequestSchema = z.strictObject({
  displayName: z.string().trim().min(2).max(60).optional(),
  preferences: profilePreferencesSchema.strict().optional(),
  location: profileLocationSchema.strict().nullable().optional(),
  locationConsent: z.literal(true).optional(),
});

export const updateOnboardingRequestSchema = z.strictObject({
  currentStep: z.number().int().min(0).max(10).optional(),
  completed: z.boolean().optional(),
  intents: z
    .array(z.enum(['buy', 'sell', 'both']))
    .max(3)
    .optional(),
});

export type Profile = z.infer<typeof profileSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
