import { defineEndpoint, signedIn } from '../api/endpoint';
import { onboardingResponseSchema, updateOnboardingRequestSchema } from './profile.schema';

const tags = ['onboarding'];

export const onboardingEndpoints = {
  updateOnboarding: defineEndpoint({
    method: 'PATCH',
    path: '/onboarding',
    summary: 'Record onboarding progress, completion and the user’s intents',
    tags,
    access: signedIn,
    body: updateOnboardingRequestSchema,
    responses: { 200: onboardingResponseSchema },
    errors: [],
  }),
  resetOnboarding: defineEndpoint({
    method: 'POST',
    path: '/onboarding/reset',
    summary: 'Start onboarding again from the first step',
    tags,
    access: signedIn,
    responses: { 200: onboardingResponseSchema },
    errors: [],
  }),
};
