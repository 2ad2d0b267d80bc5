/**
 * `npm run eval:price [-- <cases module>]`: runs the AI evaluation's cases that carry a plausible
 * price range through the price engine's reference model (ADR 047), as drafting would ask it
 * before any comparable listing exists: the case's expected category, brand and condition, the
 * transcript and photo text, and the vehicle facts said. Prints the share inside the range
 * (target ≥ 85 %) and the cases outside it. The AI eval (`npm run eval:ai`) measures the same
 * end to end, through the understood category.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { recommendPriceOffline } from '../src/server/modules/pricing/pricing.service';
import type { ListingCondition } from '../src/shared/listings/listing.schema';
import type { PriceKind } from '../src/shared/listings/price-kind';

/** The part of an AI eval case (`eval/cases/eval-case.ts`) the price engine reads. */
interface EvalCase {
  id: string;
  transcript: string;
  photos?: Array<{ lines: string[] }>;
  expected: {
    categoryId: string;
    brand?: string;
    condition?: ListingCondition;
    priceRange?: [number, number];
    said?: { price?: number; priceKind?: PriceKind; attributes?: Record<string, string | number> };
  };
}

const modulePath = resolve(process.argv[2] ?? 'eval/cases/eval-cases.ts');
const { evalCases } = (await import(pathToFileURL(modulePath).href)) as { evalCases: EvalCase[] };

const numberOf = (value: string | number | undefined) =>
  value === undefined ? null : Number.isFinite(Number(value)) ? Number(value) : null;

interface Outcome {
  evalCase: EvalCase;
  price: number;
  isInside: boolean;
  source: string;
}

const outcomes: Outcome[] = evalCases
  .filter((evalCase) => evalCase.expected.priceRange)
  .map((evalCase) => {
    const { expected } = evalCase;
    const said = expected.said ?? {};
    const text = [evalCase.transcript, ...(evalCase.photos ?? []).flatMap((photo) => photo.lines)].join(' ');
    const recommendation = recommendPriceOffline(
      {
        categoryId: expected.categoryId,
        condition: expected.condition ?? null,
        attributes: expected.brand ? { brand: expected.brand } : {},
        title: text,
        priceKind: said.priceKind ?? null,
      },
      {
        year: numberOf(said.attributes?.firstRegistrationYear),
        mileageKm: numberOf(said.attributes?.mileageKm),
      },
    );
    const price = (recommendation.suggestionCents ?? 0) / 100;
    const [low, high] = expected.priceRange!;
    return {
      evalCase,
      price,
      isInside: price >= low && price <= high,
      source: recommendation.reference?.source ?? 'none',
    };
  });

const share = (list: readonly Outcome[]) =>
  list.filter((outcome) => outcome.isInside).length / (list.length || 1);
const log = (line: string) => process.stdout.write(`${line}\n`);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const unsaid = outcomes.filter((outcome) => outcome.evalCase.expected.said?.price === undefined);

log(`Cases with a plausible price range: ${outcomes.length} of ${evalCases.length}`);
log(`Reference price inside the range, all ranged cases:         ${percent(share(outcomes))}`);
log(
  `… cases where the seller said no price (the engine's job):   ${percent(share(unsaid))} of ${unsaid.length}`,
);
for (const source of ['model', 'item', 'category', 'none']) {
  const list = outcomes.filter((outcome) => outcome.source === source);
  if (list.length) log(`  from ${source.padEnd(8)} ${percent(share(list)).padStart(7)} of ${list.length}`);
}
log('\nOutside the range:');
for (const { evalCase, price, source } of outcomes.filter((outcome) => !outcome.isInside)) {
  const [low, high] = evalCase.expected.priceRange!;
  log(
    `  ${evalCase.id.padEnd(10)} ${String(price).padStart(8)} € (${low}–${high}, ${source}) ${evalCase.expected.categoryId}: ${evalCase.transcript.slice(0, 90)}`,
  );
}
