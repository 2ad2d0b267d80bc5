import { describe, expect, it } from 'vitest';
import { initialLoginState, type LoginState, loginReducer } from './login-state';

const otpState: LoginState = { mode: 'otp', isSubmitting: false, error: null };
const recoveryState: LoginState = { mode: 'recovery', isSubmitting: false, error: null };

function failWith(state: LoginState, failure: { code?: string; message?: string; status?: number }) {
  return loginReducer(loginReducer(state, { type: 'submitted' }), { type: 'failed', failure });
}

describe('loginReducer (spec §4 login, §8 login errors)', () => {
  it('starts in credentials mode, idle, without an error', () => {
    expect(initialLoginState).toEqual({ mode: 'credentials', isSubmitting: false, error: null });
  });

  it('submitting clears the previous error and marks the form busy', () => {
    const failed = failWith(initialLoginState, { code: 'INVALID_CREDENTIALS', status: 401 });
    expect(loginReducer(failed, { type: 'submitted' })).toEqual({
      mode: 'credentials',
      isSubmitting: true,
      error: null,
    });
  });

  it('TWO_FACTOR_REQUIRED switches to otp mode without an error', () => {
    expect(failWith(initialLoginState, { code: 'TWO_FACTOR_REQUIRED', status: 401 })).toEqual(otpState);
  });

  it('understands the exact server message "Two-factor authentication required" without a code', () => {
    expect(
      failWith(initialLoginState, { message: 'Two-factor authentication required', status: 401 }),
    ).toEqual(otpState);
  });

  it('TWO_FACTOR_REQUIRED keeps recovery mode when the user already chose it', () => {
    expect(failWith(recoveryState, { code: 'TWO_FACTOR_REQUIRED', status: 401 }).mode).toBe('recovery');
  });

  it('INVALID_OTP stays in otp mode with "Invalid one-time password."', () => {
    expect(
      failWith(otpState, { code: 'INVALID_OTP', message: 'Invalid one-time password', status: 401 }),
    ).toEqual({
      mode: 'otp',
      isSubmitting: false,
      error: { kind: 'code', code: 'INVALID_OTP' },
    });
    expect(failWith(otpState, { message: 'Invalid one-time password', status: 401 }).error).toEqual({
      kind: 'code',
      code: 'INVALID_OTP',
    });
  });

  it('INVALID_RECOVERY_CODE goes to recovery mode with "Invalid recovery code."', () => {
    expect(failWith(otpState, { code: 'INVALID_RECOVERY_CODE', status: 401 })).toEqual({
      mode: 'recovery',
      isSubmitting: false,
      error: { kind: 'code', code: 'INVALID_RECOVERY_CODE' },
    });
    expect(failWith(otpState, { message: 'Invalid recovery code', status: 401 }).mode).toBe('recovery');
  });

  it('the user may switch between authenticator code and recovery code', () => {
    const switched = loginReducer(otpState, { type: 'modeSwitched', mode: 'recovery' });
    expect(switched.mode).toBe('recovery');
    expect(loginReducer(switched, { type: 'modeSwitched', mode: 'otp' }).mode).toBe('otp');
  });

  it('switching clears the code error', () => {
    const failed = failWith(otpState, { code: 'INVALID_OTP', status: 401 });
    expect(loginReducer(failed, { type: 'modeSwitched', mode: 'recovery' }).error).toBeNull();
  });

  it('cannot switch to a code mode before the server asked for the second step', () => {
    expect(loginReducer(initialLoginState, { type: 'modeSwitched', mode: 'otp' })).toBe(initialLoginState);
  });

  it('changing email or password resets to credentials', () => {
    expect(loginReducer(otpState, { type: 'credentialsChanged' })).toEqual(initialLoginState);
    expect(loginReducer(recoveryState, { type: 'credentialsChanged' })).toEqual(initialLoginState);
  });

  it('changing the credentials clears an error but is otherwise a no-op in credentials mode', () => {
    const failed = failWith(initialLoginState, { code: 'INVALID_CREDENTIALS', status: 401 });
    expect(loginReducer(failed, { type: 'credentialsChanged' }).error).toBeNull();
    expect(loginReducer(initialLoginState, { type: 'credentialsChanged' })).toBe(initialLoginState);
  });

  it('known codes are translated through errors.<code>', () => {
    for (const code of ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'RATE_LIMITED', 'EMAIL_NOT_VERIFIED']) {
      expect(failWith(initialLoginState, { code, message: 'Whatever', status: 401 }).error).toEqual({
        kind: 'code',
        code,
      });
    }
  });

  it('any other server message is shown as given', () => {
    expect(
      failWith(initialLoginState, { code: 'SOMETHING_NEW', message: 'Try again at noon', status: 403 }).error,
    ).toEqual({ kind: 'text', text: 'Try again at noon' });
    expect(failWith(initialLoginState, { message: 'Version conflict', status: 409 }).error).toEqual({
      kind: 'text',
      text: 'Version conflict',
    });
  });

  it('a network failure says so', () => {
    expect(failWith(initialLoginState, { message: 'Network request failed.', status: 0 }).error).toEqual({
      kind: 'network',
    });
  });

  it('a missing token pair (INVALID_RESPONSE) or an unknown failure is the generic error', () => {
    expect(
      failWith(initialLoginState, { code: 'INVALID_RESPONSE', message: 'Unexpected response', status: 200 })
        .error,
    ).toEqual({ kind: 'generic' });
    expect(failWith(initialLoginState, {}).error).toEqual({ kind: 'generic' });
  });

  it('a failure in otp mode that is not about the code keeps the mode', () => {
    const failed = failWith(otpState, { code: 'RATE_LIMITED', status: 429 });
    expect(failed).toEqual({
      mode: 'otp',
      isSubmitting: false,
      error: { kind: 'code', code: 'RATE_LIMITED' },
    });
  });

  it('success ends submitting', () => {
    const submitting = loginReducer(otpState, { type: 'submitted' });
    expect(loginReducer(submitting, { type: 'succeeded' })).toEqual(otpState);
  });
});
