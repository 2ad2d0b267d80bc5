import { describe, expect, it } from 'vitest';
import { chatFilterCases } from '../../../../../eval/chat-filter/chat-filter-cases.data';
import { judgeCase, summarise } from '../../../../../eval/chat-filter/chat-filter-metrics';
import { screenMessage } from './screen-message';

const screen = (text: string) => screenMessage(text, { siteHost: 'kleinkram.de' });

describe('screenMessage', () => {
  it('delivers ordinary marketplace talk untouched', () => {
    for (const text of [
      'Hallo! Würdest du 150 € nehmen? VB 120, Größe 38, Maße 120 x 60 x 75 cm.',
      'Abholung um 18:30 in der Hauptstraße 12, 50667 Köln?',
      'Is the iPhone 13 Pro 128 GB (A2338) still there? Shipping with DHL through the checkout is fine.',
      'Versand mit DHL über den Checkout, Link zur Anzeige: https://kleinkram.de/anzeigen/sofa-123',
      '',
    ]) {
      expect(screen(text)).toEqual({ action: 'deliver', severity: null, findings: [] });
    }
  });

  it('warns on a plain phone number and on an external link (medium, low)', () => {
    expect(screen('0176-123 45 67')).toMatchObject({ action: 'warn', severity: 'medium' });
    expect(screen('Neu kostet es hier: https://www.ikea.com/de/de/p/kallax')).toMatchObject({
      action: 'warn',
      severity: 'low',
      findings: [{ kind: 'external-link', severity: 'low' }],
    });
  });

  it('holds a number handed over with a messenger and reports both', () => {
    const result = screen("Schreib mir auf WA-TSA'PP: null eins sieben sechs 1234567");
    expect(result.action).toBe('hold');
    expect(result.severity).toBe('high');
    expect(result.findings.map((finding) => finding.kind).sort()).toEqual(['messenger', 'phone']);
    expect(result.findings.find((finding) => finding.kind === 'phone')?.severity).toBe('high');
  });

  it('holds a look-alike payment link as critical', () => {
    expect(screen('Ich habe bezahlt, bestätige hier: paypal-secure-pay.com/confirm')).toMatchObject({
      action: 'hold',
      severity: 'critical',
    });
  });

  it('does not count an IBAN as a phone number, nor an email domain as a link', () => {
    expect(
      screen('IBAN DE89 3704 0044 0532 0130 00')
        .findings.map((finding) => finding.kind)
        .sort(),
    ).toEqual(['iban', 'off-platform-payment']);
    expect(screen('max.muster@gmx.de').findings.map((finding) => finding.kind)).toEqual(['email']);
  });

  it('holds gift cards, SMS codes and overpayment', () => {
    expect(screen('Zahlung per Amazon-Gutschein').severity).toBe('critical');
    expect(screen('Schick mir bitte den SMS-Code').severity).toBe('critical');
    expect(screen("I'll send more than the price, refund the difference").severity).toBe('critical');
  });

  it('screens a long message quickly', () => {
    const text = 'Hallo, ist das noch da? '.repeat(400);
    const started = performance.now();
    expect(screen(text).action).toBe('deliver');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('the labelled set (eval/chat-filter)', () => {
  const verdicts = chatFilterCases.map((entry) => judgeCase(entry, screen(entry.text)));

  it('has at least 300 messages in German and English, about half harmless, a held-out part', () => {
    expect(chatFilterCases.length).toBeGreaterThanOrEqual(300);
    const harmlessShare =
      chatFilterCases.filter((entry) => entry.expected === 'harmless').length / chatFilterCases.length;
    expect(harmlessShare).toBeGreaterThan(0.4);
    expect(harmlessShare).toBeLessThan(0.6);
    const heldOutShare =
      chatFilterCases.filter((entry) => entry.part === 'held-out').length / chatFilterCases.length;
    expect(heldOutShare).toBeGreaterThan(0.2);
    expect(new Set(chatFilterCases.map((entry) => entry.language))).toEqual(new Set(['de', 'en']));
  });

  it('meets the targets: at least 95 % of harmful held or flagged, at most 2 % of harmless touched', () => {
    const summary = summarise(verdicts);
    expect((summary.held + summary.warned) / summary.harmful).toBeGreaterThanOrEqual(0.95);
    expect(summary.touched / summary.harmless).toBeLessThanOrEqual(0.02);
  });
});
