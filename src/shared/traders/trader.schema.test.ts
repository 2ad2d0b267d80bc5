import { describe, expect, it } from 'vitest';
import { isPhoneValid, isPostalCodeValid, isVatIdValid, traderDetailsSchema } from './trader.schema';

const valid = {
  legalName: 'Kramladen Müller e.K.',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '+49 30 1234567',
  email: 'info@kramladen.example',
  tradeRegisterNumber: 'HRA 12345',
  registerCourt: 'Amtsgericht Charlottenburg',
  vatId: 'DE 123 456 789',
  selfCertified: true,
};

/** The message of every issue, by field: what the form shows. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = traderDetailsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('trader details', () => {
  it('accepts complete details and normalises phone, VAT ID and empty optionals', () => {
    const parsed = traderDetailsSchema.parse({ ...valid, phone: '0049 (30) 123-4567' });
    expect(parsed.phone).toBe('+49 30 123 4567');
    expect(parsed.vatId).toBe('DE123456789');
    const minimal = traderDetailsSchema.parse({
      ...valid,
      tradeRegisterNumber: '',
      registerCourt: ' ',
      vatId: '',
    });
    expect(minimal).toMatchObject({ tradeRegisterNumber: null, registerCourt: null, vatId: null });
  });

  it('names every missing field at once', () => {
    expect(errorsOf({ selfCertified: false })).toEqual({
      legalName: 'required',
      street: 'required',
      postalCode: 'required',
      city: 'required',
      country: 'required',
      phone: 'required',
      email: 'required',
      selfCertified: 'selfCertificationRequired',
    });
  });

  it('checks the German postal code as five digits, other countries by their own format', () => {
    expect(errorsOf({ ...valid, postalCode: '1011' })).toEqual({ postalCode: 'postalCodeFormat' });
    expect(errorsOf({ ...valid, postalCode: '10115a' })).toEqual({ postalCode: 'postalCodeFormat' });
    expect(errorsOf({ ...valid, country: 'AT', postalCode: '1010' })).toEqual({});
    expect(isPostalCodeValid('NL', '1012 AB')).toBe(true);
    expect(isPostalCodeValid('DE', '1012 AB')).toBe(false);
    expect(isPostalCodeValid('PL', '00-950')).toBe(true);
    expect(isPostalCodeValid('SE', '114 55')).toBe(true);
  });

  it('shows the postal code error together with the errors of other fields', () => {
    expect(errorsOf({ ...valid, postalCode: '123', legalName: '' })).toEqual({
      legalName: 'required',
      postalCode: 'postalCodeFormat',
    });
  });

  it('wants the trade register number and the register court together or neither', () => {
    expect(errorsOf({ ...valid, registerCourt: '' })).toEqual({ registerCourt: 'registerCourtRequired' });
    expect(errorsOf({ ...valid, tradeRegisterNumber: '' })).toEqual({
      tradeRegisterNumber: 'registerNumberRequired',
    });
    expect(errorsOf({ ...valid, tradeRegisterNumber: null, registerCourt: null })).toEqual({});
  });

  it('checks the VAT ID by its country prefix', () => {
    expect(isVatIdValid('DE123456789')).toBe(true);
    expect(isVatIdValid('de 123.456.789')).toBe(true);
    expect(isVatIdValid('DE12345678')).toBe(false);
    expect(isVatIdValid('ATU12345678')).toBe(true);
    expect(isVatIdValid('AT12345678')).toBe(false);
    expect(isVatIdValid('NL123456789B01')).toBe(true);
    expect(isVatIdValid('SE123456789701')).toBe(true);
    expect(isVatIdValid('US123456789')).toBe(false);
    expect(isVatIdValid('123456789')).toBe(false);
    expect(errorsOf({ ...valid, vatId: 'DE1234' })).toEqual({ vatId: 'vatIdFormat' });
  });

  it('wants a phone number with country code, lenient on separators', () => {
    expect(isPhoneValid('+49 30 1234567')).toBe(true);
    expect(isPhoneValid('0049-30-1234567')).toBe(true);
    expect(isPhoneValid('030 1234567')).toBe(false);
    expect(isPhoneValid('+49 12')).toBe(false);
    expect(errorsOf({ ...valid, phone: 'call me' })).toEqual({ phone: 'phoneFormat' });
    expect(errorsOf({ ...valid, email: 'not-an-address' })).toEqual({ email: 'emailFormat' });
  });

  it('refuses details without the self-certification and unknown fields', () => {
    expect(errorsOf({ ...valid, selfCertified: false })).toEqual({
      selfCertified: 'selfCertificationRequired',
    });
    expect(traderDetailsSchema.safeParse({ ...valid, iban: 'DE00' }).success).toBe(false);
  });
});
