import { contactIntentPattern, type Detection, detectionAt } from './detection';
import type { NormalisedText } from './normalise-text';

/**
 * Email addresses, plain or spelled ("max punkt muster at gmx punkt de", "max(at)web.de",
 * "max [ät] gmx.net"): the `contact` view has already turned the spelled parts into "@" and ".".
 * A spelled or bracketed address, or one offered with "schreib mir", is a hand-off (high); a
 * plain address alone warns (medium).
 */
const mailProviders = [
  'gmx',
  'web',
  'gmail',
  'googlemail',
  'yahoo',
  'outlook',
  'hotmail',
  'live',
  'icloud',
  't-online',
  'freenet',
  'posteo',
  'aol',
  'proton',
  'protonmail',
  'mail',
  'arcor',
  'mailbox',
];
export const emailTopLevelDomains =
  'de|com|net|org|eu|info|at|ch|io|me|biz|co|uk|nl|fr|it|es|pl|ru|ua|tr|be|dk|se|us|online|email|xyz';

const emailPattern =
  /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}_%+-]+(?:\.[\p{L}\p{N}_%+-]+)*)\s*@\s*([\p{L}\p{N}-]{2,63}(?:\s*\.\s*[\p{L}\p{N}-]{2,63})*)/gu;
/**
 * " at " is an address before a mail provider ("max at gmx", "sarah dot jones at gmail dot com"),
 * or when the name before it looks like one ("max.muster at firma.de"); "pay at shop.com" is a link.
 */
const spelledAtEmailPattern = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}_%+-]{2,}(?:\.[\p{L}\p{N}_%+-]+)*)\s+(?:at|ät)\s+((?:${mailProviders.join('|')})(?:\.(?:${emailTopLevelDomains}))*|[\p{L}\p{N}-]{2,63}(?:\.[\p{L}\p{N}-]{2,63})*\.(?:${emailTopLevelDomains}))(?![\p{L}\p{N}])`,
  'gu',
);
const providerPattern = new RegExp(`^(?:${mailProviders.join('|')})(?:\\.|$)`, 'u');
const topLevelPattern = new RegExp(String.raw`\.\s*(?:${emailTopLevelDomains})$`, 'u');

/** "Schick mir deine E-Mail-Adresse", "send me your email": asking for the way off the platform. */
const emailRequestPattern =
  /(?<![\p{L}])(?:deine|dein|ihre|your|eure) (?:private |privat )?(?:e ?mail|mail)(?: ?(?:adresse|address|addy))?(?![\p{L}])/gu;

/** `ownHost`: addresses at this site's own domain (its support desk) are no way off the platform. */
export function detectEmail(text: NormalisedText, ownHost = ''): Detection[] {
  const view = text.contact;
  const hasIntent = contactIntentPattern.test(text.words.text);
  const detections: Detection[] = [];
  for (const match of view.text.matchAll(emailPattern)) {
    const domain = (match[2] ?? '').replace(/\s/g, '');
    const firstLabel = domain.split('.')[0] ?? '';
    if (!topLevelPattern.test(domain) && !mailProviders.includes(firstLabel)) continue;
    if (ownHost !== '' && (domain === ownHost || domain.endsWith(`.${ownHost}`))) continue;
    const start = match.index ?? 0;
    detections.push(severityFor(text, start, start + match[0].length, hasIntent));
  }
  for (const match of view.text.matchAll(spelledAtEmailPattern)) {
    const start = match.index ?? 0;
    const name = match[1] ?? '';
    if (!providerPattern.test(match[2] ?? '') && !/[._\d]/u.test(name) && !/ät/.test(match[0])) continue;
    if (detections.some((detection) => detection.sourceStart === view.starts[start])) continue;
    detections.push(severityFor(text, start, start + match[0].length, true));
  }
  if (detections.length === 0) {
    for (const match of text.words.text.matchAll(emailRequestPattern)) {
      const start = match.index ?? 0;
      detections.push(detectionAt(text.words, start, start + match[0].length, 'email', 'medium'));
    }
  }
  return detections;
}

function severityFor(text: NormalisedText, start: number, end: number, hasIntent: boolean): Detection {
  const view = text.contact;
  const written = view.source.slice(view.starts[start] ?? 0, view.ends[end - 1] ?? 0);
  const isPlain = /^[\w.%+-]+@[\w-]+(?:\.[\w-]+)+$/u.test(written.trim());
  const severity = !isPlain || hasIntent || text.hasDisguise ? 'high' : 'medium';
  return detectionAt(view, start, end, 'email', severity);
}
