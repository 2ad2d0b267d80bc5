import { describe, expect, it } from 'vitest';
import { detectPaymentPhrases } from './detect-payment-phrases';
import { normaliseText } from './normalise-text';

const phrasesIn = (text: string, hasExternalLink = false) =>
  detectPaymentPhrases(normaliseText(text), hasExternalLink).map(
    ({ kind, severity }) => `${kind}:${severity}`,
  );

describe('detectPaymentPhrases', () => {
  it.each([
    ['PayPal Freunde und Familie', 'off-platform-payment:high'],
    ['Geht PP F&F?', 'off-platform-payment:high'],
    ['friends & family on paypal', 'off-platform-payment:high'],
    ['W3stern Uni0n geht auch', 'off-platform-payment:high'],
    ['Überweisung vorab, dann schicke ich', 'off-platform-payment:high'],
    ['Kannst du mit Amazon-Gutschein zahlen?', 'off-platform-payment:critical'],
    ['Paysafecard only', 'off-platform-payment:critical'],
    ['Can I pay with Apple gift cards?', 'off-platform-payment:critical'],
    ['Schick mir den SMS-Code', 'phishing:critical'],
    ['What is the verification code?', 'phishing:critical'],
    ['Gib mir deine Kreditkartendaten', 'phishing:critical'],
    ["I'll send more than the price, refund the difference", 'phishing:critical'],
    ['Ich schicke dir einen Scheck', 'phishing:critical'],
    ['Kurier holt ab und bringt das Geld', 'phishing:critical'],
    ['Du musst nur noch das Formular ausfüllen', 'phishing:high'],
  ])('finds "%s" as %s', (text, expected) => {
    expect(phrasesIn(text)).toContain(expected);
  });

  it('raises a click-the-link request to critical when an external link is present', () => {
    expect(phrasesIn('Klicke auf den Link')).toEqual(['phishing:high']);
    expect(phrasesIn('Klicke auf den Link', true)).toEqual(['phishing:critical']);
  });

  it('lets a transfer through the checkout pass, but not one outside it', () => {
    expect(phrasesIn('Überweisung geht, bezahl einfach über den Checkout')).toEqual([]);
    expect(phrasesIn('Kannst du per Überweisung zahlen?')).toEqual(['off-platform-payment:medium']);
    expect(phrasesIn('Lass uns das außerhalb der Plattform machen')).toEqual(['off-platform-payment:high']);
  });

  it.each([
    'Versand mit DHL über den Checkout',
    'Ich zahle mit PayPal über die Plattform',
    'Bar bei Abholung ist ok',
    'Ist das Auto scheckheftgepflegt?',
    'Keine Überweisung bitte, ich zahle über den Checkout.',
    'The bike lock code is written on the box.',
    'Let me check my calendar.',
    'It is a gift for my daughter',
    'Der Gutschein in der Anzeige ist abgelaufen, oder?',
    'Ich hole es selbst ab, kein Kurier nötig.',
    'Ibanez Gitarre, 6 Saiten',
    'Is the bicycle still there?',
  ])('leaves "%s" alone', (text) => {
    expect(phrasesIn(text)).toEqual([]);
  });
});
