import { describe, expect, it } from 'vitest';
import { disableFormSchema, disableRequest, otpFormatMessage, otpFormSchema } from './two-factor-forms';

describe('two-factor forms', () => {
  it('accept a 6-digit code, also typed with spaces', () => {
    expect(otpFormSchema.parse({ otp: '123456' })).toEqual({ otp: '123456' });
    expect(otpFormSchema.parse({ otp: ' 123 456 ' })).toEqual({ otp: '123456' });
  });

  it.each(['', '12345', '1234567', '12a456'])('reject %j with the authenticator message', (otp) => {
    const result = otpFormSchema.safeParse({ otp });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(otpFormatMessage);
  });

  it('send only the chosen proof when disabling', () => {
    const base = { otp: '', recoveryCode: '', password: '' };
    expect(disableRequest(disableFormSchema.parse({ ...base, method: 'otp', otp: '123 456' }))).toEqual({
      otp: '123456',
    });
    expect(
      disableRequest(
        disableFormSchema.parse({ ...base, method: 'recoveryCode', recoveryCode: ' ab12-cd34 ' }),
      ),
    ).toEqual({ recoveryCode: 'AB12-CD34' });
    expect(
      disableRequest(disableFormSchema.parse({ ...base, method: 'password', password: 'secret', otp: '1' })),
    ).toEqual({ password: 'secret' });
  });

  it('check only the chosen proof', () => {
    const base = { otp: 'x', recoveryCode: '', password: '' };
    expect(disableFormSchema.safeParse({ ...base, method: 'password' }).error?.issues[0]?.message).toBe(
      'security.errors.passwordRequired',
    );
    expect(
      disableFormSchema.safeParse({ ...base, method: 'recoveryCode', recoveryCode: 'abc' }).success,
    ).toBe(false);
  });
});
