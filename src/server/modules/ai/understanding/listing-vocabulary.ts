import { cities } from '@shared/catalog/cities.data';
import { colours } from '@shared/catalog/colours.data';
import { cityDistricts } from '../../../catalog-corpus/city-districts.data';
import {
  closingSentences,
  conditionSentences,
  fillerFeatures,
  logisticsSentences,
} from '../../../catalog-corpus/listing-phrases.data';
import { foldText, tokenise } from './normalise-text';

/** Selling talk every listing shares; none of it says what the item is. */
const sellingTalk =
  'groesse gr size farbe colour color marke brand verkaufe verkaufen verkauft verkauf biete angebot zustand erhalten getragen benutzt gebraucht neu neuwertig euro eur preis vb abholung versand abholen versende verschicken stueck paar ca sell selling sale sold offer condition used worn new euros price pickup collection shipping postage piece pieces pair only comes included includes dabei inklusive inkl mit selling hab habe have got moechte wuerde would want'.split(
    ' ',
  );

let vocabulary: Set<string> | undefined;

/**
 * Words that carry no item information: condition, logistics and closing phrases of the demo
 * templates, colour names, city and district names, selling talk. Dropped before classifying.
 */
export function listingVocabulary(): Set<string> {
  if (vocabulary) return vocabulary;
  const phrases = [
    ...Object.values(conditionSentences).flat(),
    ...Object.values(logisticsSentences).flat(),
    ...Object.values(closingSentences).flat(),
    ...Object.values(fillerFeatures).flat(),
  ].flat();
  const words = [
    ...phrases,
    ...colours.flatMap((colour) => [colour.labelDe, colour.labelEn]),
    ...cities.flatMap((city) => [city.label, ...(city.keywords ?? [])]),
    ...Object.values(cityDistricts).flat(),
    ...sellingTalk,
  ].flatMap((text) => tokenise(foldText(String(text))));
  vocabulary = new Set(words);
  return vocabulary;
}
