import { type Detection, detectionAt, raiseSeverity } from './detection';
import type { NormalisedText } from './normalise-text';
import { type PaymentPhrase, paymentPhrases } from './payment-phrases.data';

/**
 * Off-platform payment and phishing phrases ("PayPal Freunde und Familie", "Western Union",
 * "Amazon-Gutschein", "SMS-Code", "refund the difference", "Kurier holt ab und bringt das Geld").
 * Read on the `words` view, where "W3stern Uni0n" and "F r e u n d e" already read plainly.
 */
interface CompiledPhrase extends PaymentPhrase {
  regex: RegExp;
}

/** The same folding the `words` view applies, on pattern text (escapes like \p{L} stay intact). */
function foldPattern(pattern: string): string {
  return pattern
    .replace(/(?<!\\p\{)(ae|oe|ue)/g, (pair) => pair[0] ?? '')
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss');
}

const compiledPhrases: CompiledPhrase[] = paymentPhrases.map((phrase) => ({
  ...phrase,
  regex: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${foldPattern(phrase.pattern)})(?![\p{L}\p{N}])`, 'gu'),
}));

/** The buyer is sent to the checkout: "Überweisung" or "vorab" then mean the platform's own way. */
const checkoutPattern =
  /(?:checkout|check out|kaufen button|jetzt kaufen|buy now|uber (?:die|den) (?:plattform|kleinkram|app|seite|checkout)|(?:through|via|on) (?:the )?(?:platform|kleinkram|app|site|checkout)|sicher bezahlen)/u;
/** Words about the money that turn a courier pickup into the classic "courier brings the money". */
const courierMoneyPattern = /(?:geld|bar|cash|money|zahlung|payment|bezahl\p{L}*|scheck|cheque|betrag)/u;
/** A refusal ("kein PayPal Freunde", "no Western Union", "nicht vorab") is not an offer. */
const refusalBefore =
  /(?:kein|keine|keinen|nicht|no|not|never|nie|ohne|without|niemals|don ?t|do not|won ?t|will not)(?: (?:uber|per|via|mit|with|by|for|fur|gegen|against|accept|akzeptiere|nehme))?\s*$/u;

export function detectPaymentPhrases(text: NormalisedText, hasExternalLink: boolean): Detection[] {
  const view = text.words;
  const isAtCheckout = checkoutPattern.test(view.text);
  const detections: Detection[] = [];
  for (const phrase of compiledPhrases) {
    if (phrase.isWaivedByCheckout && isAtCheckout) continue;
    for (const match of view.text.matchAll(phrase.regex)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (refusalBefore.test(view.text.slice(Math.max(0, start - 20), start))) continue;
      let severity = phrase.severity;
      if (phrase.kind === 'phishing' && severity === 'high' && hasExternalLink)
        severity = raiseSeverity(severity);
      if (
        /kurier|courier|spedition|fahrer|driver|bote|agent|transport|umzug|moving|logistik/u.test(match[0])
      ) {
        if (courierMoneyPattern.test(view.text)) severity = 'critical';
      }
      detections.push(detectionAt(view, start, end, phrase.kind, severity));
    }
  }
  return detections;
}
