import { describe, expect, it } from 'vitest';
import { deriveAuthKey, openSecret, sealSecret } from './secret-box';

const authSecret = 'a-test-secret-that-is-long-enough-for-auth';

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed', () => {
    const sealed = sealSecret(authSecret, 'totp-secret', 'JBSWY3DPEHPK3PXPJBSWY3DP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(openSecret(authSecret, 'totp-secret', sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DP');
  });

  it('uses a fresh IV each time', () => {
    expect(sealSecret(authSecret, 'totp-secret', 'same')).not.toBe(
      sealSecret(authSecret, 'totp-secret', 'same'),
    );
  });

  it('refuses a box that was altered, sealed with another secret, or for another purpose', () => {
    const sealed = sealSecret(authSecret, 'totp-secret', 'secret value');
    const [version, iv, tag, ciphertext = ''] = sealed.split('.');
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      openSecret(authSecret, 'totp-secret', [version, iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => openSecret(`${authSecret}-other`, 'totp-secret', sealed)).toThrow();
    expect(() => openSecret(authSecret, 'other-purpose', sealed)).toThrow();
    expect(() => openSecret(authSecret, 'totp-secret', 'garbage')).toThrow('Unrecognised secret box');
  });

  it('derives a different 32-byte key per purpose', () => {
    const totpKey = deriveAuthKey(authSecret, 'totp-secret');
    expect(totpKey).toHaveLength(32);
    expect(totpKey.equals(deriveAuthKey(authSecret, 'recovery-code'))).toBe(false);
    expect(totpKey.equals(deriveAuthKey(authSecret, 'totp-secret'))).toBe(true);
  });
});
