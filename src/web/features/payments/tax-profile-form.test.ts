import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client/api-error';
import { serverFieldErrors, taxProfileFormDefaults, taxProfileFormSchema } from './tax-profile-form';

const valid = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Heidestraße 17',
  postalCode: '51147',
  city: 'Köln',
  country: 'DE',
  birthDate: '1984-08-12',
  taxId: '86 095 742 719',
};

const messagesOf = (values: Record<string, string>) => {
  const result = taxProfileFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('tax profile form', () => {
  it('accepts valid details and normalises the tax id', () => {
    const result = taxProfileFormSchema.parse(valid);
    expect(result.taxId).toBe('86095742719');
    expect(result.country).toBe('DE');
  });

  it('names each problem with a catalogue key of the payments namespace', () => {
    expect(messagesOf({ ...valid, taxId: '86095742710' })).toEqual({
      taxId: 'taxDetails.errors.taxIdGerman',
    });
    expect(messagesOf({ ...valid, country: 'AT', postalCode: '1010', taxId: '12' })).toEqual({
      taxId: 'taxDetails.errors.taxIdForeign',
    });
    expect(messagesOf({ ...valid, postalCode: '5114' })).toEqual({
      postalCode: 'taxDetails.errors.postalCode',
    });
    expect(messagesOf({ ...valid, birthDate: '2099-01-01' })).toEqual({
      birthDate: 'taxDetails.errors.tooYoung',
    });
    expect(messagesOf({ ...valid, birthDate: '' })).toEqual({ birthDate: 'taxDetails.errors.required' });
    expect(messagesOf({ ...valid, firstName: ' ', city: 'K' })).toEqual({
      firstName: 'taxDetails.errors.required',
      city: 'taxDetails.errors.cityLength',
    });
  });

  it('accepts a foreign tax id that would be no German one', () => {
    expect(messagesOf({ ...valid, country: 'AT', postalCode: '1010', taxId: 'ab-123456' })).toEqual({});
  });

  it('fills the form from saved details, never with the tax id', () => {
    const defaults = taxProfileFormDefaults({
      ...valid,
      taxIdHint: '719',
      updatedAt: '2026-11-26T08:00:00.000Z',
    });
    expect(defaults).toMatchObject({ firstName: 'Erika', country: 'DE', taxId: '' });
    expect(taxProfileFormDefaults(null)).toMatchObject({ firstName: '', country: 'DE', taxId: '' });
  });

  it('finds the fields a server refusal names', () => {
    const error = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      details: { issues: [{ path: 'body.taxId' }, { path: 'body.postalCode' }, { path: 'body.unknown' }] },
    });
    expect(serverFieldErrors(error)).toEqual(['taxId', 'postalCode']);
    expect(serverFieldErrors(new ApiError({ status: 500, code: 'INTERNAL', message: 'x' }))).toEqual([]);
  });
});
