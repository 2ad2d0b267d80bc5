import english from '@shared/i18n/locales/en/onboarding.json';
import { describe, expect, it } from 'vitest';
import { intentStepSchema, locationStepSchema, nameStepSchema, noCityValue } from './onboarding-steps.schema';

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

  it('a city needs consent to be stored; no city needs none', () => {
    expect(messages(locationStepSchema.safeParse({ cityId: 'berlin', hasConsent: false }))).toEqual({
      hasConsent: 'To store your city, please agree – or choose “I’d rather not say”.',
    });
    expect(locationStepSchema.safeParse({ cityId: 'berlin', hasConsent: true }).success).toBe(true);
    expect(locationStepSchema.safeParse({ cityId: noCityValue, hasConsent: false }).success).toBe(true);
  });

  it('an intent must be chosen', () => {
    expect(messages(intentStepSchema.safeParse({ intent: '' }))).toEqual({
      intent: 'Choose what you would like to do.',
    });
    expect(intentStepSchema.parse({ intent: 'both' }).intent).toBe('both');
  });
});
