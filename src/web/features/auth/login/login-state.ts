import { loginServerMessages } from '@shared/auth/auth.constants';
import { type ErrorCode, errorCodes } from '@shared/errors/error-codes';

/** Spec §4 login: credentials first; a second step with an authenticator code or a recovery code. */
export type LoginMode = 'credentials' | 'otp' | 'recovery';

/**
 * What the form says after a failed attempt. `code` is translated through `errors.<code>`; `text`
 * is the server's own message, shown as given; `network` is the connection message; `generic` is
 * "Login failed. Please try again.".
 */
export type LoginMessage =
  | { kind: 'code'; code: ErrorCode }
  | { kind: 'text'; text: string }
  | { kind: 'network' }
  | { kind: 'generic' };

export interface LoginState {
  mode: LoginMode;
  isSubmitting: boolean;
  error: LoginMessage | null;
}

/** What a failed attempt told us: an ApiError's code, message and status, or nothing usable. */
export interface LoginFailure {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

export type LoginEvent =
  | { type: 'submitted' }
  | { type: 'succeeded' }
  | { type: 'failed'; failure: LoginFailure }
  | { type: 'credentialsChanged' }
  | { type: 'modeSwitched'; mode: 'otp' | 'recovery' };

export const initialLoginState: LoginState = { mode: 'credentials', isSubmitting: false, error: null };

const isKnownCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && (errorCodes as readonly string[]).includes(code);

/** Spec §8: the server's code decides, and its exact message is understood too. */
function matches(failure: LoginFailure, code: ErrorCode, message: string): boolean {
  return failure.code === code || failure.message === message;
}

function messageFor(failure: LoginFailure): LoginMessage {
  if (failure.status === 0) return { kind: 'network' };
  if (isKnownCode(failure.code)) return { kind: 'code', code: failure.code };
  if (failure.message && failure.status !== undefined && failure.status >= 400) {
    return { kind: 'text', text: failure.message };
  }
  // No token pair in a successful answer (INVALID_RESPONSE), or not an API error at all.
  return { kind: 'generic' };
}

export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submitted':
      return { ...state, isSubmitting: true, error: null };
    case 'succeeded':
      return { ...state, isSubmitting: false, error: null };
    case 'credentialsChanged':
      if (state.mode === 'credentials' && state.error === null) return state;
      return { ...state, mode: 'credentials', error: null };
    case 'modeSwitched':
      if (state.mode === 'credentials') return state;
      return { ...state, mode: event.mode, error: null };
    case 'failed': {
      const { failure } = event;
      if (matches(failure, 'TWO_FACTOR_REQUIRED', loginServerMessages.twoFactorRequired)) {
        // Not an error: the second step. Stay in recovery mode if the user already chose it.
        return { mode: state.mode === 'recovery' ? 'recovery' : 'otp', isSubmitting: false, error: null };
      }
      if (matches(failure, 'INVALID_OTP', loginServerMessages.invalidOtp)) {
        return { mode: 'otp', isSubmitting: false, error: { kind: 'code', code: 'INVALID_OTP' } };
      }
      if (matches(failure, 'INVALID_RECOVERY_CODE', loginServerMessages.invalidRecoveryCode)) {
        return {
          mode: 'recovery',
          isSubmitting: false,
          error: { kind: 'code', code: 'INVALID_RECOVERY_CODE' },
        };
      }
      return { ...state, isSubmitting: false, error: messageFor(failure) };
    }
  }
}
