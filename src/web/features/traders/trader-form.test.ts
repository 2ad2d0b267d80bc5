import { describe, expect, it } from 'vitest';
import { traderFieldErrorKey, traderFormDefaults, traderFormSchema } from './trader-form';

describe('trader form', () => {
  it('starts empty in Germany, and refills from the stored details without the certification', () => {
    expect(traderFormDefaults(null)).toMatchObject({ legalName: '', country: 'DE', selfCertified: false });
    const stored = {
      legalName: 'Kramladen e.K.',
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'AT',
      phone: '+49 30 1234567',
      email: 'info@kramladen.example',
      tradeRegisterNumber: null,
      registerCourt: null,
      vatId: null,
    };
    expect(traderFormDefaults(stored)).toMatchObject({
      legalName: 'Kramladen e.K.',
      country: 'AT',
      tradeRegisterNumber: '',
      selfCertified: false,
    });
  });

  it('turns the form values into the request details and names each error by its catalogue key', () => {
    const values = {
      ...traderFormDefaults(null),
      legalName: 'Kramladen e.K.',
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      phone: '030 1234567',
      email: 'info@kramladen.example',
      selfCertified: true,
    };
    const refused = traderFormSchema.safeParse(values);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', 'phoneFormat'],
    ]);
    const parsed = traderFormSchema.parse({ ...values, phone: '+49 30 1234567' });
    expect(parsed).toMatchObject({ tradeRegisterNumber: null, vatId: null, selfCertified: true });
    expect(traderFieldErrorKey('phoneFormat')).toBe('form.errors.phoneFormat');
    expect(traderFieldErrorKey('Invalid input')).toBe('form.errors.required');
    expect(traderFieldErrorKey(undefined)).toBeUndefined();
  });
});
