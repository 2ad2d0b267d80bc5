import type { ChatSeverity } from '@shared/chat/chat-filter.schema';
import { contactIntentPattern, type Detection, detectionAt } from './detection';
import type { NormalisedText } from './normalise-text';

/**
 * Phone numbers, German and international, however they are written: "0176-123 45 67",
 * "+49 (0) 176 …", "0 1 7 6 / 2 3 4 …", "null eins sieben sechs …" (the `digits` view), "176 …"
 * without its zero next to "WhatsApp". Prices, sizes, dimensions, times, dates, postal codes and
 * model numbers stay below the bar: they are short, broken by letters, or start with 1-9.
 */

/** Digits joined by the separators people put into phone numbers; letters and commas end a run. */
const digitRunPattern = /(?<![\p{L}\p{N}+])(?:\+|00)?\s*\d(?:[\s.\p{Pd}/()[\]_*·•]{0,4}\d)+/gu;
/** Dates and times are removed first: "01.02.2024" would read as eight digits starting with 0. */
const day = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const month = String.raw`(?:0?[1-9]|1[0-2])`;
const hour = String.raw`(?:[01]?\d|2[0-3])`;
const dateOrTimePattern = new RegExp(
  String.raw`(?<!\p{N}|\p{N}\.)(?:${day}\.${month}\.(?:\d{4}|\d{2})?|\d{4}-\d{2}-\d{2}|${hour}[:.][0-5]\d\s*(?:uhr|h|am|pm)?|${hour}\s*(?:uhr|am|pm))(?!\p{N}|\.\p{N})`,
  'gu',
);
/** Numbers that are not phone numbers even when long: parcels, orders, serials. */
const referenceWordPattern =
  /(?:sendungs|tracking|bestell|auftrags|rechnungs|kunden|artikel|serien|referenz|vorgangs|paket|order|invoice|serial|imei|ean|iban|konto|blz|plz|tracking number|parcel|reference)[\p{L}\s.:#-]{0,14}$/u;

/** "Gib mir deine Handynummer", "give me your phone number": asking for the way off the platform. */
const phoneRequestPattern =
  /(?<![\p{L}])(?:deine|dein|ihre|your|eure) (?:private |privat |personal )?(?:handy ?|telefon ?|mobil ?|whats ?app ?|phone ?|cell ?|mobile ?|private ?)?(?:nummer|number|numero)(?![\p{L}])/gu;

/** "Meine Nummer steht auf dem letzten Bild", "my number is in my profile": a pointer to it. */
const phonePointerPattern =
  /(?<![\p{L}])(?:meine|my|unsere|our) (?:handy ?|telefon ?|whats ?app ?|phone ?|cell ?|mobile ?)?(?:nummer|number)(?: \p{L}+){0,4} (?:im|in|auf|on|at) (?:\p{L}+ ){0,2}(?:profil\p{L}*|profile|bio|beschreibung|description|bild\p{L}*|foto\p{L}*|photo\p{L}*|picture\p{L}*|pic|anzeige|listing|ad)(?![\p{L}])/gu;

export function detectPhone(text: NormalisedText): Detection[] {
  const view = text.digits;
  const masked = view.text.replace(dateOrTimePattern, (match) => ' '.repeat(match.length));
  const hasIntent = contactIntentPattern.test(text.words.text);
  const detections: Detection[] = [];
  for (const match of masked.matchAll(digitRunPattern)) {
    const start = match.index ?? 0;
    const run = match[0];
    const end = start + run.length;
    const written = view.source.slice(view.starts[start] ?? 0, view.ends[end - 1] ?? 0);
    // Seven digits spelled out as words have no harmless reading: nobody writes a price that way.
    const isSpelledOut = (written.match(/\p{L}{3,}/gu) ?? []).length >= 7;
    if (!isPhoneNumber(run, hasIntent, isSpelledOut)) continue;
    const before = view.text.slice(Math.max(0, start - 30), start);
    if (referenceWordPattern.test(before)) continue;
    detections.push(detectionAt(view, start, end, 'phone', severityOf(text, start, end, hasIntent)));
  }
  if (detections.length === 0) {
    for (const match of [
      ...text.words.text.matchAll(phoneRequestPattern),
      ...text.words.text.matchAll(phonePointerPattern),
    ]) {
      const start = match.index ?? 0;
      detections.push(detectionAt(text.words, start, start + match[0].length, 'phone', 'medium'));
    }
  }
  return detections;
}

export function isPhoneNumber(run: string, hasIntent: boolean, isSpelledOut = false): boolean {
  const digits = run.replace(/\D/g, '');
  const length = digits.length;
  if (isSpelledOut) return length >= 7 && length <= 15;
  const trimmed = run.trim();
  if (trimmed.startsWith('+') || digits.startsWith('00')) return length >= 9 && length <= 16;
  if (digits.startsWith('0')) return length >= 8 && length <= 13;
  if (digits.startsWith('49')) return length >= 11 && length <= 14;
  // A German mobile number without its zero ("176 1234567") or a foreign one, only with intent.
  if (hasIntent && /^1[5-7]/.test(digits)) return length >= 9 && length <= 11;
  return hasIntent && length >= 9 && length <= 13 && /[\s.\-/]/.test(trimmed);
}

function severityOf(text: NormalisedText, start: number, end: number, hasIntent: boolean): ChatSeverity {
  const written = text.digits.source.slice(text.digits.starts[start] ?? 0, text.digits.ends[end - 1] ?? 0);
  // Spelled digits, letters for digits, one digit at a time: someone is dodging a filter.
  const isDisguised =
    /\p{L}/u.test(written) || /(?:\d[^\d]{1,4}){6}/u.test(written) || /[^\p{ASCII}€äöüÄÖÜß]/u.test(written);
  return hasIntent || isDisguised || text.hasDisguise ? 'high' : 'medium';
}
