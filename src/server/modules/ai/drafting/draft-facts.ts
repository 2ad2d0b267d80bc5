import type { DraftEvidenceSource } from '@shared/ai/draft-suggestion.schema';
import type { ColourValue } from '@shared/catalog/colours.data';
import type { ListingCondition } from '@shared/listings/listing.schema';
import type { DraftInput } from '../ai-engine';
import { type BrandMatch, extractBrands } from '../understanding/brand-gazetteer';
import { findItemMentions, type ItemMention } from '../understanding/category-lexicon';
import { extractColours } from '../understanding/extract-colour';
import { extractCondition } from '../understanding/extract-condition';
import { type DefectKind, extractDefects } from '../understanding/extract-defects';
import { extractMemory, extractModel, type MemorySpec } from '../understanding/extract-electronics';
import { extractFulfilment, type Fulfilment } from '../understanding/extract-fulfilment';
import { extractMaterials } from '../understanding/extract-material';
import { extractPrice, type PriceIdea } from '../understanding/extract-price';
import { extractQuantity, type QuantityIdea } from '../understanding/extract-quantity';
import { extractSizes, type SizeCandidate } from '../understanding/extract-size';
import { extractVehicleFacts, type VehicleFacts } from '../understanding/extract-vehicle';
import type { Extraction } from '../understanding/extraction.types';

/** A fact with where it came from, so the draft can show per-field evidence. */
export type Sourced<T> = Extraction<T> & { source: DraftEvidenceSource };

export interface DraftFacts {
  transcript: string;
  /** The transcript's language when known ('de', 'en', 'fr', 'es'). */
  transcriptLanguage: string;
  photoText: string;
  /** Everything the classifier reads: transcript, then photo text. */
  text: string;
  objects: { label: string; score: number }[];
  brands: Sourced<BrandMatch>[];
  sizes: Array<SizeCandidate & { source: DraftEvidenceSource }>;
  colours: Sourced<ColourValue>[];
  materials: Sourced<string[]>[];
  condition: Sourced<ListingCondition> | null;
  defects: Sourced<DefectKind>[];
  price: Sourced<PriceIdea> | null;
  fulfilment: Sourced<Fulfilment> | null;
  /** Pieces said ("sechs Stühle", "200 cards"), sold each or as a set; for the quantity, title and price. */
  quantity: Sourced<QuantityIdea> | null;
  /** Year, mileage, power, engine, fuel, gearbox as said; used only in vehicle categories. */
  vehicle: Sourced<VehicleFacts> | null;
  model: Sourced<string> | null;
  memory: { [key in keyof MemorySpec]?: Sourced<NonNullable<MemorySpec[key]>['value']> };
  items: Array<ItemMention & { source: DraftEvidenceSource }>;
}

const sourced = <T>(extraction: Extraction<T>, source: DraftEvidenceSource): Sourced<T> => ({
  ...extraction,
  source,
});

const nullableSourced = <T>(extraction: Extraction<T> | null): Sourced<T> | null =>
  extraction ? sourced(extraction, 'speech') : null;

/** Speech first (the seller's own words), then what the photos read; photo text is OCR, so brands may be fuzzy. */
export function gatherDraftFacts(input: DraftInput): DraftFacts {
  const transcript = input.transcript.trim();
  const transcriptLanguage = input.transcriptLanguage ?? input.language;
  const photoText = input.images
    .map((image) => image.analysis.text.trim())
    .filter(Boolean)
    .join('\n');
  const sources: Array<[text: string, source: DraftEvidenceSource, language: string]> = [
    [transcript, 'speech', transcriptLanguage],
    [photoText, 'photo_text', input.language],
  ];
  const each = <T>(read: (text: string, language: string, source: DraftEvidenceSource) => T[]) =>
    sources.flatMap(([text, source, language]) => (text ? read(text, language, source) : []));
  const first = <T>(read: (text: string, language: string) => Extraction<T> | null) =>
    each((text, language, source) => {
      const found = read(text, language);
      return found ? [sourced(found, source)] : [];
    })[0] ?? null;
  const memory: DraftFacts['memory'] = {};
  for (const [text, source, language] of sources) {
    if (!text) continue;
    const spec = extractMemory(text, language);
    if (spec.storageGb && !memory.storageGb) memory.storageGb = sourced(spec.storageGb, source);
    if (spec.ramGb && !memory.ramGb) memory.ramGb = sourced(spec.ramGb, source);
    if (spec.screenSizeInch && !memory.screenSizeInch)
      memory.screenSizeInch = sourced(spec.screenSizeInch, source);
  }
  const objects = input.images
    .flatMap((image) => image.analysis.objects)
    .filter((object) => object.label !== 'person')
    .sort((left, right) => right.score - left.score);
  return {
    transcript,
    transcriptLanguage,
    photoText,
    text: [transcript, photoText].filter(Boolean).join('\n'),
    objects,
    brands: each((text, _language, source) =>
      extractBrands(text, { allowFuzzy: source === 'photo_text' }).map((match) =>
        sourced({ value: match, confidence: match.confidence, evidence: match.evidence }, source),
      ),
    ),
    sizes: each((text, _language, source) => extractSizes(text).map((size) => ({ ...size, source }))),
    colours: each((text, _language, source) => extractColours(text).map((colour) => sourced(colour, source))),
    materials: each((text, _language, source) =>
      extractMaterials(text).map((material) => sourced(material, source)),
    ),
    // Condition, price and logistics are the seller's to say; a printed "NEU" or RRP on a box is not.
    condition: transcript ? nullableSourced(extractCondition(transcript)) : null,
    defects: each((text, _language, source) => extractDefects(text).map((defect) => sourced(defect, source))),
    price: transcript ? nullableSourced(extractPrice(transcript, transcriptLanguage)) : null,
    fulfilment: transcript ? nullableSourced(extractFulfilment(transcript)) : null,
    quantity: transcript ? nullableSourced(extractQuantity(transcript, transcriptLanguage)) : null,
    vehicle: transcript ? nullableSourced(extractVehicleFacts(transcript)) : null,
    model: first((text) => extractModel(text)),
    memory,
    items: each((text, _language, source) =>
      findItemMentions(text).map((mention) => ({ ...mention, source })),
    ),
  };
}
