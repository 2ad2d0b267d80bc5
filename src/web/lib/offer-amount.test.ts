import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client/api-error';
import { checkOfferAmount, isOfferNoteRefused } from './offer-amount';

describe('checkOfferAmount', () => {
  it('reads amounts the local way', () => {
    expect(checkOfferAmount('120,50', 'de')).toEqual({ kind: 'valid', amount: 120.5 });
    expect(checkOfferAmount('120.50 €', 'en')).toEqual({ kind: 'valid', amount: 120.5 });
    expect(checkOfferAmount('1.250', 'de')).toEqual({ kind: 'valid', amount: 1250 });
  });

  it('names what is wrong', () => {
    expect(checkOfferAmount('  ', 'en')).toEqual({ kind: 'problem', problem: 'required' });
    expect(checkOfferAmount('zwölf', 'de')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkOfferAmount('0', 'de')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkOfferAmount('12,505', 'de')).toEqual({ kind: 'problem', problem: 'invalid' });
    expect(checkOfferAmount('100000', 'en')).toEqual({ kind: 'problem', problem: 'tooHigh' });
  });

  it('keeps a buyer at or below the asking price', () => {
    expect(checkOfferAmount('150', 'en', { askingPrice: 150 })).toEqual({ kind: 'valid', amount: 150 });
    expect(checkOfferAmount('150,01', 'de', { askingPrice: 150 })).toEqual({
      kind: 'problem',
      problem: 'aboveAsking',
    });
  });
});

describe('isOfferNoteRefused', () => {
  it('tells a refused note from other failures', () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Remove contact details',
      details: { issues: [{ path: 'body.message', message: 'Remove contact details', code: 'custom' }] },
    });
    expect(isOfferNoteRefused(refused)).toBe(true);
    expect(isOfferNoteRefused(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'x' }))).toBe(
      false,
    );
    expect(isOfferNoteRefused(new ApiError({ status: 409, code: 'OFFER_TOO_LOW', message: 'x' }))).toBe(
      false,
    );
    expect(isOfferNoteRefused(new Error('x'))).toBe(false);
  });
});
