import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDocumentNumber, sealDocumentNumber } from './identity-document-box';

describe('identity document box', () => {
  const key = randomBytes(32);

  it('round-trips and never stores the plain number', () => {
    const sealed = sealDocumentNumber(key, 'L01X00T47');
    expect(sealed).not.toContain('L01X00T47');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(openDocumentNumber(key, sealed)).toBe('L01X00T47');
  });

  it('uses a fresh IV each time', () => {
    expect(sealDocumentNumber(key, 'C4J6R2P1')).not.toBe(sealDocumentNumber(key, 'C4J6R2P1'));
  });

  it('refuses another key and an altered box', () => {
    const sealed = sealDocumentNumber(key, 'C4J6R2P1');
    expect(() => openDocumentNumber(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('tampered').toString('base64url')].join('.');
    expect(() => openDocumentNumber(key, altered)).toThrow();
    expect(() => openDocumentNumber(key, 'plain')).toThrow();
  });
});
