import { type CityOption, cities } from '@shared/catalog/cities.data';
import type { Profile, UpdateProfileRequest } from '@shared/profile/profile.schema';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client/api-error';

/** Select value for "no location"; Radix Select reserves the empty string. */
export const noCityValue = 'none';
/** Select value for a location that is not one of the ten cities (kept as it is). */
export const keptLocationValue = 'kept';

/** Messages are catalogue keys of the account namespace, translated where they are shown. */
export const profileFormSchema = z
  .object({
    displayName: z
      .string()
      .trim()
      .min(2, { error: 'profile.form.errors.displayNameLength' })
      .max(60, { error: 'profile.form.errors.displayNameLength' }),
    cityValue: z.string(),
    hasLocationConsent: z.boolean(),
  })
  .refine((values) => values.cityValue === noCityValue || values.hasLocationConsent, {
    path: ['hasLocationConsent'],
    error: 'profile.form.errors.consentRequired',
  });

export type ProfileFormValues = z.infer<typeof profileFormSchema>;
export type ProfileFormField = keyof ProfileFormValues;

function cityOfProfile(profile: Profile): CityOption | undefined {
  const location = profile.location;
  if (!location) return undefined;
  return cities.find((city) => city.slug === location.slug || city.label === location.label);
}

export function profileFormDefaults(profile: Profile): ProfileFormValues {
  const city = cityOfProfile(profile);
  return {
    displayName: profile.displayName,
    cityValue: city ? city.id : profile.location ? keptLocationValue : noCityValue,
    hasLocationConsent: profile.locationConsent,
  };
}

/** The PATCH body for the submitted form: a city becomes a full location, consent is sent once. */
export function profileUpdateRequest(values: ProfileFormValues, profile: Profile): UpdateProfileRequest {
  const request: UpdateProfileRequest = { displayName: values.displayName.trim() };
  if (values.cityValue === noCityValue) {
    if (profile.location) request.location = null;
    return request;
  }
  const city = cities.find((candidate) => candidate.id === values.cityValue);
  if (city) {
    request.location = {
      label: city.label,
      slug: city.slug,
      coordinates: { latitude: city.latitude, longitude: city.longitude },
    };
  }
  if (!profile.locationConsent) request.locationConsent = true;
  return request;
}

/**
 * Which form fields a failed PATCH names (VALIDATION_FAILED issues at `body.<field>…`), so the
 * message can sit next to the field instead of above the form.
 */
export function serverFieldErrors(error: unknown): ProfileFormField[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const issues = (error.details as { issues?: { path?: unknown }[] } | undefined)?.issues ?? [];
  const fields = new Set<ProfileFormField>();
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : [];
    const field = path[0] === 'body' ? path[1] : path[0];
    if (field === 'displayName') fields.add('displayName');
    if (field === 'location') fields.add('cityValue');
    if (field === 'locationConsent') fields.add('hasLocationConsent');
  }
  return [...fields];
}
