import { describe, expect, it } from 'vitest';
import { confirmationRequest } from './deletion-confirmation';

describe('confirmationRequest', () => {
  it('sends the password when two-factor is off', () => {
    expect(confirmationRequest(' secret ', false)).toEqual({ password: ' secret ' });
  });
  it('sends six digits as a code and anything else as a recovery code when two-factor is on', () => {
    expect(confirmationRequest(' 123456 ', true)).toEqual({ otp: '123456' });
    expect(confirmationRequest('ABCD-EFGH-JK', true)).toEqual({ recoveryCode: 'ABCD-EFGH-JK' });
  });
});
