import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';

export interface Fulfilment {
  /** true: offered, false: ruled out ("kein Versand"), null: not mentioned. */
  pickup: boolean | null;
  shipping: boolean | null;
  /** "Abholung in Berlin" -> "Berlin", as written. */
  place: string | null;
}

const pickupWords =
  /abholung|abholen|abzuholen|abgeholt|selbstabholer|selbstabholung|pick ?up|pick it up|pickup|collection|collect(?:ed)?\b|retrait|recogida|en mano/;
const shippingWords =
  /versand|versende|verschick|verschicke|versenden|\bdhl\b|\bhermes\b|\bdpd\b|\bgls\b|paket|shipping|\bship\b|\bships\b|can post|postage|send it|envoi|envio|livraison/;
const noShipping =
  /kein(?:en)? versand|nicht versende|versand nicht|no shipping|no postage|won'?t ship|not ship|sans envoi|sin envio|nur abholung|pickup only|collection only|pick ?up only|only pick ?up/;
const noPickup = /keine abholung|nur versand|shipping only|no pick ?up|no collection/;

/** How the item gets to the buyer: pickup, shipping, where. */
export function extractFulfilment(text: string): Extraction<Fulfilment> | null {
  const folded = foldText(text);
  const hasPickup = pickupWords.test(folded);
  const hasShipping = shippingWords.test(folded);
  if (!hasPickup && !hasShipping) return null;
  const isShippingRuledOut = noShipping.test(folded);
  const isPickupRuledOut = noPickup.test(folded);
  const place =
    /(?:abholung|abholen|pick ?up|pickup|collection|collect)\w*\s+(?:only\s+)?(?:in|aus|from|bei|near)\s+(\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)/u.exec(
      text.replace(/Abholung|Pickup|Collection/g, (word) => word.toLowerCase()),
    )?.[1] ?? null;
  const evidence = (pickupWords.exec(folded) ?? shippingWords.exec(folded))![0];
  return {
    value: {
      pickup: isPickupRuledOut ? false : hasPickup ? true : null,
      shipping: isShippingRuledOut ? false : hasShipping ? true : null,
      place,
    },
    confidence: 0.85,
    evidence,
  };
}
