import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { cooldownDateOf, fieldErrorKey, identityFormDefaults, identityFormSchema } from './identity-form';

const filled = {
  documentType: 'passport',
  issuingCountry: 'AT',
  firstName: 'Erika',
  lastName: 'Mustermann',
  documentNumber: 'c01x-00t47',
  birthDate: '1983-08-12',
};

const errorsOf = (values: object) => {
  const result = identityFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('identity form', () => {
  it('accepts a complete form and normalises the document number', () => {
    expect(identityFormSchema.parse(filled)).toEqual({ ...filled, documentNumber: 'C01X00T47' });
  });

  it('marks every empty field as required', () => {
    expect(errorsOf(identityFormDefaults)).toEqual({
      documentType: 'required',
      issuingCountry: 'required',
      firstName: 'required',
      lastName: 'required',
      documentNumber: 'required',
      birthDate: 'required',
    });
  });

  it('refuses a future birth date, a minor and an impossible date', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const twelve = `${new Date().getUTCFullYear() - 12}-01-01`;
    expect(errorsOf({ ...filled, birthDate: tomorrow }).birthDate).toBe('birthDateFuture');
    expect(errorsOf({ ...filled, birthDate: twelve }).birthDate).toBe('underage');
    expect(errorsOf({ ...filled, birthDate: '1990-02-30' }).birthDate).toBe('birthDateInvalid');
    expect(errorsOf({ ...filled, documentNumber: 'ab' }).documentNumber).toBe('documentNumberFormat');
    expect(errorsOf({ ...filled, documentNumber: 'AB#123' }).documentNumber).toBe('documentNumberFormat');
  });

  it('maps messages to catalogue keys, unknown ones to "required"', () => {
    expect(fieldErrorKey('underage')).toBe('form.errors.underage');
    expect(fieldErrorKey('Invalid input')).toBe('form.errors.required');
    expect(fieldErrorKey(undefined)).toBeUndefined();
  });

  it('reads the cooldown date from an IDENTITY_COOLDOWN refusal only', () => {
    const cooldown = new ApiError({
      status: 409,
      code: 'IDENTITY_COOLDOWN',
      message: 'no',
      details: { cooldownUntil: '2026-12-03T10:00:00.000Z' },
    });
    expect(cooldownDateOf(cooldown)).toBe('2026-12-03T10:00:00.000Z');
    expect(
      cooldownDateOf(new ApiError({ status: 409, code: 'IDENTITY_PENDING', message: 'no' })),
    ).toBeUndefined();
    expect(cooldownDateOf(new Error('x'))).toBeUndefined();
  });
});
