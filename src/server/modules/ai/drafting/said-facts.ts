import type { DraftFieldEvidence, ListingDraftSuggestion } from '@shared/ai/draft-suggestion.schema';
import type { PlaceFinder } from '../ai-engine';
import type { DraftFacts } from './draft-facts';
import { resolveSaidPlace } from './said-place';

type SaidFields = Pick<ListingDraftSuggestion, 'priceKind' | 'place' | 'handover' | 'quantity'>;

/**
 * What the seller said about the deal rather than the item (issue 15, "what the seller says
 * wins"): price kind, place, hand-over and how many are sold one by one. Only what was said is
 * set; an absent field leaves the editor's default (the profile city, pickup) alone.
 */
export function saidListingFacts(
  facts: DraftFacts,
  findPlace: PlaceFinder | undefined,
): { fields: SaidFields; evidence: Record<string, DraftFieldEvidence> } {
  const fields: SaidFields = {};
  const evidence: Record<string, DraftFieldEvidence> = {};
  const spoken = (confidence: number): DraftFieldEvidence => ({ confidence, sources: ['speech'] });
  const kind = facts.price?.value.kind;
  if (kind) {
    fields.priceKind = kind;
    evidence.priceKind = spoken(facts.price!.confidence);
  }
  const fulfilment = facts.fulfilment?.value;
  if (fulfilment) {
    const place = resolveSaidPlace(fulfilment.places, findPlace);
    if (place) {
      fields.place = place;
      evidence.place = spoken(0.85);
    }
    const handover = {
      ...(fulfilment.pickup !== null ? { pickup: fulfilment.pickup } : {}),
      ...(fulfilment.shipping !== null ? { shipping: fulfilment.shipping } : {}),
    };
    if (Object.keys(handover).length > 0) {
      fields.handover = handover;
      evidence.handover = spoken(facts.fulfilment!.confidence);
    }
  }
  const quantity = facts.quantity?.value;
  if (quantity?.isEach && quantity.count <= 99) {
    fields.quantity = quantity.count;
    evidence.quantity = spoken(facts.quantity!.confidence);
  }
  return { fields, evidence };
}
