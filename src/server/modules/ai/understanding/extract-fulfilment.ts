import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';

export interface Fulfilment {
  /** true: offered, false: ruled out ("kein Versand"), null: not mentioned. */
  pickup: boolean | null;
  shipping: boolean | null;
  /** "Abholung in Berlin" -> "Berlin", as written; the first candidate of `places`. */
  place: string | null;
  /** Place names said after a hand-over or viewing word, as written, most specific first. */
  places: string[];
}

const pickupWords =
  /abholung|abholen|abzuholen|abgeholt|selbstabholer|selbstabholung|pick ?(?:it |them )?up|pickup|collection|collect(?:ed)?\b|retrait|recogida|en mano/;
const shippingWords =
  /versand|versende|verschick|verschicke|versenden|\bdhl\b|\bhermes\b|\bdpd\b|\bgls\b|paket|shipping|\bship\b|\bships\b|can post|postage|send it|envoi|envio|livraison/;
const noShipping =
  /kein(?:en)? versand|nicht versende|versand nicht|versand ist nicht|no shipping|no postage|won'?t ship|not ship|sans envoi|sin envio|nur abholung|nur selbstabholung|nur an selbstabholer|pickup only|collection only|pick ?up only|only pick ?up|only collection/;
const noPickup = /keine abholung|nur versand|shipping only|no pick ?up|no collection/;

/** Words after which a place name follows: hand-over, viewing, where the item is. */
const placeCue = String.raw`(?:abholung|abholen|abzuholen|abgeholt|selbstabholung|besichtigung|standort|pick ?(?:it |them )?up|pickup|collection|collect(?:ed)?|viewing|located|based)`;
const placePattern = new RegExp(
  String.raw`${placeCue}\w*\s+(?:only\s+|nur\s+|bitte\s+|gerne\s+|possible\s+|moeglich\s+)?(?:in|aus|from|bei|near|im|at)\s+((?:\p{Lu}[\p{L}-]+)(?:[\s-]+(?:am|an der|im|ob der|\p{Lu}[\p{L}-]+)){0,3})`,
  'gu',
);
/** A trailing word that is no part of a place name ("in Köln oder Versand"). */
const notPlaceWord = /^(?:oder|und|or|and|gerne|bitte|nur|only)$/i;

/** "Berlin Kreuzberg" -> ["Berlin Kreuzberg", "Kreuzberg", "Berlin"]: the whole, then the most specific part. */
function placeCandidates(phrase: string): string[] {
  const words = phrase.split(/\s+/).filter((word) => !notPlaceWord.test(word));
  const candidates: string[] = [];
  for (let length = words.length; length >= 1; length--) {
    for (let start = words.length - length; start >= 0; start--)
      candidates.push(words.slice(start, start + length).join(' '));
  }
  return [...new Set(candidates)];
}

/** How the item gets to the buyer: pickup, shipping, where. */
export function extractFulfilment(text: string): Extraction<Fulfilment> | null {
  const folded = foldText(text);
  const hasPickup = pickupWords.test(folded);
  const hasShipping = shippingWords.test(folded);
  // Capitalised cue words ("Abholung", "Pickup") would read as place names: lower-case them only.
  const cueless = text.replace(
    /\b(?:Abholung|Abholen|Besichtigung|Standort|Pickup|Pick|Collection|Collect|Viewing|Located|Based)\b/g,
    (word) => word.toLowerCase(),
  );
  const places = [...cueless.matchAll(placePattern)].flatMap((match) => placeCandidates(match[1]!));
  if (!hasPickup && !hasShipping && places.length === 0) return null;
  const isShippingRuledOut = noShipping.test(folded);
  const isPickupRuledOut = noPickup.test(folded);
  const evidence = (pickupWords.exec(folded) ?? shippingWords.exec(folded))?.[0] ?? places[0]!;
  return {
    value: {
      pickup: isPickupRuledOut ? false : hasPickup ? true : null,
      shipping: isShippingRuledOut ? false : hasShipping ? true : null,
      place: places[0] ?? null,
      places,
    },
    confidence: 0.85,
    evidence,
  };
}
