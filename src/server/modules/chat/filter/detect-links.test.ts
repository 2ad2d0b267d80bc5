import { describe, expect, it } from 'vitest';
import { detectLinks } from './detect-links';
import { normaliseText } from './normalise-text';

const linksIn = (text: string) => detectLinks(normaliseText(text), 'kleinkram.de');

describe('detectLinks', () => {
  it('passes links to this site and its subdomains', () => {
    expect(linksIn('https://kleinkram.de/anzeigen/sofa-123')).toEqual([]);
    expect(linksIn('kleinkram.de/anzeigen/stuhl-456')).toEqual([]);
    expect(linksIn('https://www.kleinkram.de/x')).toEqual([]);
  });

  it('passes this site on a local address with a port (development, end-to-end tests)', () => {
    const normalised = normaliseText('http://127.0.0.1:4310/listings/lamp-789');
    expect(detectLinks(normalised, '127.0.0.1:4310')).toEqual([]);
    expect(detectLinks(normalised, 'kleinkram.de')).toMatchObject([{ severity: 'high' }]);
  });

  it('warns on any other site', () => {
    expect(linksIn('https://www.ikea.com/de/de/p/kallax')).toMatchObject([
      { kind: 'external-link', severity: 'low' },
    ]);
    expect(linksIn('https://www.dhl.de/de/privatkunden.html')).toMatchObject([{ severity: 'low' }]);
  });

  it.each([
    'https://paypal-secure-pay.com/login',
    'dhl-sendung.info/abc123',
    'kleinanzeigen-kaeuferschutz.de',
    'http://xn--pypal-4ve.com/pay',
    'pаypal.com/zahlung',
    'kleinkram-checkout.de/kauf/123',
    'paypa1.com',
    'dhl-paket punkt info',
    'paypal.com.zahlung-sicher.net',
  ])('calls the look-alike "%s" critical', (text) => {
    expect(linksIn(text)).toMatchObject([{ kind: 'external-link', severity: 'critical' }]);
  });

  it('holds shorteners, IP addresses and hosts made of scam words', () => {
    expect(linksIn('bit.ly/3xYzAbc')).toMatchObject([{ severity: 'high' }]);
    expect(linksIn('http://185.23.44.12/rechnung')).toMatchObject([{ severity: 'high' }]);
    expect(linksIn('sichere-zahlung.com')).toMatchObject([{ severity: 'high' }]);
  });

  it('counts messenger and payment links as what they are', () => {
    expect(linksIn('wa.me/4917612345678')).toMatchObject([{ kind: 'messenger', severity: 'high' }]);
    expect(linksIn('https://t.me/bikeguy99')).toMatchObject([{ kind: 'messenger' }]);
    expect(linksIn('paypal.me/moebelhans/150')).toMatchObject([
      { kind: 'off-platform-payment', severity: 'high' },
    ]);
  });

  it.each([
    'z.B. 3 Stück',
    'foto.jpg',
    'Hallo.Ich komme',
    'ca. 15 km',
    'Str. 5a',
    '1.299,00 EUR',
    'groups.at',
  ])('leaves "%s" alone', (text) => {
    expect(linksIn(text)).toEqual([]);
  });
});
