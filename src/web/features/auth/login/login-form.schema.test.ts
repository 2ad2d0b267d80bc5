import german from '@shared/i18n/locales/de/auth.json';
import english from '@shared/i18n/locales/en/auth.json';
import { describe, expect, it } from 'vitest';
import { registerFormSchema } from '../register/register-form.schema';
import { loginFormSchemas } from './login-form.schema';

type Catalogue = { validation: Record<string, string> };

/** The English text a validation key stands for, as the form shows it. */
function englishMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const catalogue = english as Catalogue;
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      catalogue.validation[issue.message.replace(/^validation\./, '')] ?? `missing: ${issue.message}`,
    ]),
  );
}

const credentials = { email: ' anna@example.com ', password: 'secret', rememberMe: false };

describe('login form validation (spec §5, exact texts)', () => {
  it('requires email and password', () => {
    expect(
      englishMessages(
        loginFormSchemas.credentials.safeParse({ email: '  ', password: '', rememberMe: false }),
      ),
    ).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
  });

  it('checks the email format and trims it', () => {
    expect(
      englishMessages(loginFormSchemas.credentials.safeParse({ ...credentials, email: 'anna@' })),
    ).toEqual({
      email: 'Enter a valid email address.',
    });
    expect(loginFormSchemas.credentials.parse(credentials).email).toBe('anna@example.com');
  });

  it('otp mode: a trimmed code of at least 6 characters', () => {
    expect(englishMessages(loginFormSchemas.otp.safeParse({ ...credentials, otp: ' 12345 ' }))).toEqual({
      otp: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(loginFormSchemas.otp.parse({ ...credentials, otp: ' 123456 ' }).otp).toBe('123456');
  });

  it('recovery mode: a trimmed code of at least 6 characters, upper-cased', () => {
    expect(
      englishMessages(loginFormSchemas.recovery.safeParse({ ...credentials, recoveryCode: 'ab12 ' })),
    ).toEqual({
      recoveryCode: 'Enter a valid recovery code.',
    });
    expect(
      loginFormSchemas.recovery.parse({ ...credentials, recoveryCode: ' abcd-1234 ' }).recoveryCode,
    ).toBe('ABCD-1234');
  });
});

describe('register form validation (spec §5, exact texts)', () => {
  const valid = {
    email: ' new@example.com ',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    acceptTerms: true,
  };

  it('accepts a valid registration and trims the email', () => {
    expect(registerFormSchema.parse(valid).email).toBe('new@example.com');
  });

  it('says every problem at once', () => {
    expect(
      englishMessages(
        registerFormSchema.safeParse({
          email: '',
          password: 'short',
          confirmPassword: 'different',
          acceptTerms: false,
        }),
      ),
    ).toEqual({
      email: 'Enter your email address.',
      password: 'Password must be at least 12 characters long.',
      acceptTerms: 'Please accept the usage agreement to continue.',
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('rejects different passwords even when long enough', () => {
    expect(
      englishMessages(registerFormSchema.safeParse({ ...valid, confirmPassword: 'correct horse battery!' })),
    ).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });

  it('needs 12 characters exactly at the minimum', () => {
    expect(
      registerFormSchema.safeParse({ ...valid, password: 'a'.repeat(12), confirmPassword: 'a'.repeat(12) })
        .success,
    ).toBe(true);
    expect(
      englishMessages(
        registerFormSchema.safeParse({ ...valid, password: 'a'.repeat(11), confirmPassword: 'a'.repeat(11) }),
      ),
    ).toEqual({
      password: 'Password must be at least 12 characters long.',
    });
  });
});

describe('auth catalogue', () => {
  it('has the spec §5/§8 texts in English', () => {
    expect(english.login.genericError).toBe('Login failed. Please try again.');
    expect(english.register.genericError).toBe('Registration failed. Please try again.');
    expect(english.verify.error).toBe('Email verification failed. Please request a new link.');
  });

  it('shows the session check as the spec writes it in German', () => {
    expect(german.guard.checking).toBe('Sitzung wird geprueft...');
    expect(english.guard.checking).toBe('Checking your session…');
  });
});
