import { onboardingIntentSchema } from '@shared/profile/profile.schema';
import { z } from 'zod';

/** The three steps, in order; the server's currentStep is the index. */
export const onboardingSteps = ['name', 'location', 'intent'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** Messages are keys of the `onboarding` catalogue. */
export const nameStepSchema = z.object({
  displayName: z
    .string()
    .trim()
    .min(2, { error: 'validation.displayName' })
    .max(60, { error: 'validation.displayName' }),
});

/** Any place of the gazetteer by its slug; empty when the user would rather not say. */
export const locationStepSchema = z
  .object({ placeSlug: z.string(), hasConsent: z.boolean() })
  .refine((values) => values.placeSlug === '' || values.hasConsent, {
    error: 'validation.consent',
    path: ['hasConsent'],
  });

export const intentStepSchema = z.object({
  intent: z.union([onboardingIntentSchema, z.literal('')]).refine((intent) => intent !== '', {
    error: 'validation.intent',
  }),
});

export type NameStepValues = z.input<typeof nameStepSchema>;
export type LocationStepValues = z.input<typeof locationStepSchema>;
export type IntentStepValues = z.input<typeof intentStepSchema>;
