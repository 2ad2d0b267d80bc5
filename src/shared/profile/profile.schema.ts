import { z } from 'zod';
import { onboardingStateSchema } from '../auth/auth.schema';

export const locationSourceSchema = z.enum(['guest', 'manual', 'profile', 'url']);

export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Spec §5 and §9: the search radius is clamped to 0..200 km. */
export const searchRadiusMaxKm = 200;

const searchLocationTextSchema = z.string().max(120);

/** Spec §3 Profile preferences, as stored and answered (radius already clamped). */
export const profilePreferencesSchema = z.object({
  searchRadiusKm: z.number().min(0).max(searchRadiusMaxKm).optional(),
  searchLocationSlug: searchLocationTextSchema.optional(),
  searchLocationLabel: searchLocationTextSchema.optional(),
  searchLocationCoordinates: coordinatesSchema.optional(),
  searchLocationSource: locationSourceSchema.optional(),
});

/**
 * PATCH /profile preferences: only the given keys change, null removes one (clearing the location
 * choice), and so does an empty text after trimming. Any finite radius is accepted; the server
 * clamps it to 0..200 km and rounds it (§5).
 */
export const updateProfilePreferencesSchema = z.strictObject({
  searchRadiusKm: z.number().nullable().optional(),
  searchLocationSlug: searchLocationTextSchema.trim().nullable().optional(),
  searchLocationLabel: searchLocationTextSchema.trim().nullable().optional(),
  searchLocationCoordinates: coordinatesSchema.strict().nullable().optional(),
  searchLocationSource: locationSourceSchema.nullable().optional(),
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
  preferences: updateProfilePreferencesSchema.optional(),
  /** Storing a location needs location consent, given now or earlier; null removes it. */
  location: profileLocationSchema.strict().nullable().optional(),
  /** Consent can only be given here; each time it is sent, locationConsentAt becomes now. */
  locationConsent: z.literal(true).optional(),
});

export const onboardingIntentSchema = z.enum(['buy', 'sell', 'both']);

export const updateOnboardingRequestSchema = z.strictObject({
  currentStep: z.number().int().min(0).max(10).optional(),
  /** true completes onboarding (the first completion time is kept), false reopens it. */
  completed: z.boolean().optional(),
  /** Stored in the user's preferences as `onboardingIntents`. */
  intents: z.array(onboardingIntentSchema).max(3).optional(),
});

export const onboardingResponseSchema = z.object({ data: z.object({ onboarding: onboardingStateSchema }) });

export type Profile = z.infer<typeof profileSchema>;
export type ProfilePreferences = z.infer<typeof profilePreferencesSchema>;
export type ProfileLocation = z.infer<typeof profileLocationSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateOnboardingRequest = z.infer<typeof updateOnboardingRequestSchema>;
export type OnboardingIntent = z.infer<typeof onboardingIntentSchema>;
