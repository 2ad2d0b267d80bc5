import type { Detection } from './detection';
import { detectionAt } from './detection';
import type { NormalisedText } from './normalise-text';

/**
 * Messenger names and handles: a buyer asked onto WhatsApp has left buyer protection. Read on the
 * `words` view, where "wh4tsapp", "W h a t s A p p" and "WA-TSA'PP" already look alike; the letters
 * of a name may still be split by spaces ("whats app", "wa tsa pp"). Names that are ordinary words
 * too ("Signal", "Insta", "WA") count only with a hand-off around them.
 */

/** Letters with an optional space between them: "wa tsa pp" is "watsapp". */
function spaced(...letters: string[]): string {
  return letters.join(' ?');
}

const unambiguousNames = [
  spaced('(?:w|vv)+', 'h*', '[aeo]*', 't+', 's+', '[ae]+', 'p+'),
  spaced('t', 'e', '[li]', 'e', 'g', 'r', 'a', 'm+'),
  spaced('t', 'h', 'r', 'e', 'e', 'm', 'a'),
  spaced('v', '[il]', 'b', 'e', 'r'),
  'wechat',
  spaced('s', 'n', 'a', 'p', 'c', 'h', 'a', 't'),
  'skype',
  'kik messenger',
  '(?:facebook|fb) messenger',
  'discord',
];
const ambiguousNames = [
  'signal',
  'insta(?:gram)?',
  'wa',
  'whats',
  'tg',
  'tele',
  'snap',
  'facebook',
  'fb',
  'messenger',
  'line',
  'kik',
  'ig',
];

const unambiguousPattern = new RegExp(`(?<![\\p{L}])(?:${unambiguousNames.join('|')})`, 'gu');
/** "per Signal", "über WA", "add me on insta", "schreib mir auf Signal", "Signal: …". */
const handOffBefore = String.raw`(?:per|uber|via|auf|bei|on|over|add me on|find me on|message me on|text me on|schreib\p{L}* (?:mir|mich|uns)? ?(?:per|auf|uber|bei|via|in)?|meld\p{L}* (?:dich|euch)? ?(?:per|auf|uber|bei|via)?|kontakt\p{L}* (?:per|auf|uber|via))`;
const ambiguousPattern = new RegExp(
  String.raw`(?<![\p{L}])(?:${handOffBefore}) (?:${ambiguousNames.join('|')})(?![\p{L}])|(?<![\p{L}])(?:${ambiguousNames.join('|')})(?: (?:nummer|number|name|handle|id|account|konto|app))?(?= ?(?:\+|\d{3}|@))`,
  'gu',
);
/** A word of their own before an ambiguous name that makes it harmless ("kein Signal", "Netz-Signal"). */
const harmlessBeforeAmbiguous =
  /(?:kein|keine|no|gutes|good|strong|starkes|schwaches|weak|wlan|wifi|gps|tv|funk|empfang)\s*$/u;
/** "Bitte nicht per WhatsApp", "no WhatsApp please": a refusal, not a hand-off. */
const negationBefore =
  /(?:nicht|kein|keine|keinen|no|not|don ?t|do not|ohne|without|never|nie|lieber nicht|rather not)(?: (?:uber|per|via|auf|on|over|in|use|benutzen|nutzen|mit|with))?\s*$/u;
/** "auf Insta gesehen", "Signal-Stärke": the name as a thing, not a channel. */
const harmlessAfterAmbiguous =
  /^ ?(?:gesehen|gefunden|gepostet|seen|found|posted|starke|strength|kabel|cable|wlan|wifi)/u;
/** "I saw this on Instagram", "hab ich auf Insta gesehen": where something was seen, not a channel. */
const seenBefore = /(?:saw|seen|gesehen|found|gefunden|posted|gepostet|entdeckt)(?: \p{L}+){0,2} \p{L}+ $/u;
/** "snap: lily_sells", "Insta: vintage.finds": a name that is also a word, followed by a handle. */
const labelledHandlePattern =
  /(?<![\p{L}])(?:snap|insta|ig|signal|tg|wa|kik|line|discord|threema)\s*[:=]\s*@?(?=[\p{L}\p{N}_.]*[_.\d])[\p{L}\p{N}_.]{3,}/gu;
/** "@max_muster99": a handle, not an address (an address has a domain after it). */
const handlePattern = /(?<![\p{L}\p{N}._@-])@([\p{L}_][\p{L}\p{N}_.]{2,30})(?![\p{L}\p{N}_]*\.[\p{L}]{2,})/gu;

export function detectMessenger(text: NormalisedText): Detection[] {
  const view = text.words;
  const detections: Detection[] = [];
  for (const match of view.text.matchAll(unambiguousPattern)) {
    const start = match.index ?? 0;
    if (negationBefore.test(view.text.slice(Math.max(0, start - 24), start))) continue;
    detections.push(detectionAt(view, start, start + match[0].length, 'messenger', 'high'));
  }
  for (const match of view.text.matchAll(ambiguousPattern)) {
    const start = match.index ?? 0;
    const before = view.text.slice(Math.max(0, start - 24), start);
    if (negationBefore.test(before) || harmlessBeforeAmbiguous.test(before) || seenBefore.test(before))
      continue;
    const after = view.text.slice(start + match[0].length, start + match[0].length + 16);
    if (harmlessAfterAmbiguous.test(after)) continue;
    detections.push(detectionAt(view, start, start + match[0].length, 'messenger', 'high'));
  }
  const base = text.base;
  for (const match of base.text.matchAll(labelledHandlePattern)) {
    const start = match.index ?? 0;
    detections.push(detectionAt(base, start, start + match[0].length, 'messenger', 'high'));
  }
  for (const match of base.text.matchAll(handlePattern)) {
    const start = match.index ?? 0;
    const around = text.words.text;
    const severity =
      /(?:insta|telegram|signal|tiktok|snap|schreib|meld|add|folg|follow|dm|kontakt|contact|handle)/u.test(
        around,
      )
        ? 'high'
        : 'medium';
    detections.push(detectionAt(base, start, start + match[0].length, 'messenger', severity));
  }
  return detections;
}
