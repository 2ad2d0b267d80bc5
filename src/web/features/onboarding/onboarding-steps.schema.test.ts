import english from '@shared/i18n/locales/en/onboarding.json';
import { describe, expect, it } from 'vitest';
import { intentStepSchema, locationStepSchema, nameStepSchema } from './onboarding-steps.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      (english.validation as Record<string, string>)[issue.message.replace(/^validation\./, '')],
    ]),
  );

describe('onboarding step validation', () => {
  it('the display name has 2 to 60 characters after trimming', () => {
    expect(messages(nameStepSchema.safeParse({ displayName: ' A ' }))).toEqual({
      displayName: 'Enter a name with 2 to 60 characters.',
    });
    expect(messages(nameStepSchema.safeParse({ displayName: 'x'.repeat(61) }))).toEqual({
      displayName: 'Enter a name with 2 to 60 characters.',
    });
    expect(nameStepSchema.parse({ displayName: '  Sina S. ' }).displayName).toBe('Sina S.');
  });

  it('a place needs consent to be stored; no place needs none', () => {
    expect(messages(locationStepSchema.safeParse({ placeSlug: 'koeln', hasConsent: false }))).toEqual({
      hasConsent: 'To store your place, please agree – or remove it if you’d rather not say.',
    });
    expect(locationStepSchema.safeParse({ placeSlug: 'koeln', hasConsent: true }).success).toBe(true);
    expect(locationStepSchema.safeParse({ placeSlug: '', hasConsent: false }).success).toBe(true);
  });

  it('an intent must be chosen', () => {
    expect(messages(intentStepSchema.safeParse({ intent: '' }))).toEqual({
      intent: 'Choose what you would like to do.',
    });
    expect(intentStepSchema.parse({ intent: 'both' }).intent).toBe('both');
  });
});
