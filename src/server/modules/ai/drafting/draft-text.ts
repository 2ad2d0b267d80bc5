import { findColour } from '@shared/catalog/colours.data';
import type { TaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition } from '@shared/listings/listing.schema';
import {
  listingDescriptionMax,
  listingTagsMax,
  listingTitleMax,
  listingTitleMin,
} from '@shared/listings/listing-draft.schema';
import { categoryLexicon, titleNounOf } from '../understanding/category-lexicon';
import type { DefectKind } from '../understanding/extract-defects';
import { listingVocabulary } from '../understanding/listing-vocabulary';
import {
  capitalise,
  fillerWords,
  foldText,
  splitClauses,
  stopWords,
  tokenise,
} from '../understanding/normalise-text';
import { replaceNumberWords } from '../understanding/number-words';
import type { AttributeValue } from './draft-attributes';
import type { DraftFacts } from './draft-facts';
import { keyMeasure, productLine, saidNames } from './title-facts';

export interface DraftTextInput {
  language: Language;
  category: TaxonomyCategory;
  attributes: Record<string, AttributeValue>;
  brand: string | null;
  condition: ListingCondition | null;
  facts: DraftFacts;
}

const t = (language: Language, de: string, en: string) => (language === 'de' ? de : en);

/** Model names that already say what the item is: no "Smartphone" after "iPhone 12". */
const selfDescribingModel =
  /iphone|ipad|macbook|airpods|apple watch|playstation|xbox|switch|kindle|galaxy|pixel|thinkpad|stratocaster|telecaster|roomba|eos|quietcomfort/i;

/** The item noun: the seller's own word when it belongs to the category and the draft's language. */
export function itemNoun(input: DraftTextInput): string {
  const { category, language, facts } = input;
  const known = new Set((categoryLexicon[category.id]?.[language] ?? []).map((term) => foldText(term)));
  const spokenInLanguage = facts.transcriptLanguage === language;
  const mention = facts.items.find(
    (item) =>
      item.term.language === language &&
      known.has(foldText(item.term.term)) &&
      (item.source === 'photo_text' || spokenInLanguage) &&
      !/\d/.test(item.spoken),
  );
  const noun = mention?.spoken ?? titleNounOf(category.id, language) ?? category.name[language];
  if (language === 'de') return capitalise(noun);
  // English names a thing with the words before its noun ("artificial bamboo plant").
  const modifiers =
    mention && mention.source === 'speech' ? nounModifiers(facts.transcript, mention.position) : [];
  return [...modifiers, noun].join(' ').toLowerCase();
}

/** Plain words that say nothing about what the thing is. */
const vagueModifiers =
  /^(?:big|small|large|little|old|new|used|nice|great|good|lovely|beautiful|cute|whole|full|brand|real|genuine|selling|sell|mens|womens|ladies|kids|childrens|boys|girls|my|our|your|this|that|some|one|two|three|four|five|six)$/;

function nounModifiers(transcript: string, position: number): string[] {
  const tokens = transcript.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? [];
  const before: string[] = [];
  for (let index = position - 1; index >= 0 && before.length < 2; index--) {
    const word = tokens[index]!;
    const folded = foldText(word).replace(/'/g, '');
    if (/\d/.test(word) || stopWords.has(folded) || vagueModifiers.test(folded) || findColour(folded)) break;
    if (/^\p{Lu}/u.test(word) && index > 0) break;
    before.unshift(word);
  }
  return before;
}

function colourName(value: AttributeValue | undefined, language: Language): string | null {
  const colour = typeof value === 'string' ? findColour(value) : undefined;
  return colour ? (language === 'de' ? colour.labelDe : colour.labelEn).toLowerCase() : null;
}

/** Drops a word that already appeared ("Apple Apple Watch" -> "Apple Watch"), keeping punctuation and units. */
function withoutRepeatedWords(text: string): string {
  const seen = new Set<string>();
  return text
    .split(' ')
    .filter((word) => {
      const key = foldText(word).replace(/[^a-z0-9]/g, '');
      // Units and numbers may repeat: "512 GB, 16 GB RAM".
      if (!key || /^(?:\d+|gb|tb|mb|cm|mm|zoll|inch|kg|w)$/.test(key)) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' ')
    .replace(/,\s*,/g, ',')
    .replace(/,\s*$/, '');
}

/** The model or product line a buyer searches for: a known model pattern, else the words after the brand. */
export function namedModel(input: DraftTextInput): string | null {
  const { attributes, brand, category, facts } = input;
  const model = typeof attributes.model === 'string' ? attributes.model : null;
  const line = productLine(facts, brand, category);
  const strong = model ?? (facts.model && facts.model.confidence >= 0.8 ? facts.model.value : null);
  if (strong && line && foldText(line).includes(foldText(strong))) return line;
  return strong ?? line ?? facts.model?.value ?? null;
}

/** The noun, unless it only repeats the brand ("LEGO" for LEGO): then the category's own noun. */
function titleNoun(input: DraftTextInput, named: string | null): string | null {
  const { brand, category, language } = input;
  if (named && (selfDescribingModel.test(named) || category.path.includes('vehicles'))) return null;
  const noun = itemNoun(input);
  if (!brand || foldText(noun) !== foldText(brand)) return noun;
  const other = (categoryLexicon[category.id]?.[language] ?? []).find(
    (term) => foldText(term) !== foldText(brand) && !/\d/.test(term),
  );
  return other ? (language === 'de' ? capitalise(other) : other.toLowerCase()) : null;
}

const formatNumber = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB').format(value);

/**
 * "Yamaha MT-07, 2019, 18.000 km" / "Levi's Jeans 501, Größe 50, blau" / "6 Esszimmerstühle":
 * count, brand, item, model or product line, then the facts a buyer filters by. Never a repeated
 * word and never a category name as filler (issue 15).
 */
export function writeTitle(input: DraftTextInput): string {
  const { language, attributes, brand, category, facts } = input;
  const named = namedModel(input);
  const noun = titleNoun(input, named);
  const set = facts.quantity;
  // A count the seller tied to the item ("sechs Esszimmerstühle", "vier Stück", "set of four").
  const isItemCount =
    set &&
    !set.value.isEach &&
    noun &&
    (foldText(noun)
      .split(/\s+/)
      .some((word) => word.length > 3 && foldText(set.evidence).includes(word.slice(0, 4))) ||
      /stueck|stk|pieces|set of|pack of|lot of|collection of|alle|volumes|baende|sammlung/.test(
        set.evidence,
      ));
  const count = isItemCount ? String(set.value.count) : null;
  const head = withSaidNames([count, brand, noun, named].filter(Boolean).join(' '), input);
  const details: string[] = [];
  if (typeof attributes.firstRegistrationYear === 'number')
    details.push(String(attributes.firstRegistrationYear));
  if (typeof attributes.mileageKm === 'number')
    details.push(`${formatNumber(attributes.mileageKm, language)} km`);
  if (typeof attributes.size === 'string')
    details.push(t(language, `Größe ${attributes.size}`, `size ${attributes.size}`));
  if (typeof attributes.storageGb === 'string') details.push(`${attributes.storageGb} GB`);
  if (typeof attributes.ramGb === 'string') details.push(`${attributes.ramGb} GB RAM`);
  const measured = keyMeasure(facts, language);
  const headFolded = foldText(head).replace(/[^a-z0-9]/g, '');
  if (measured && !headFolded.includes(foldText(measured).replace(/[^a-z0-9]/g, '')) && details.length < 2)
    details.push(measured);
  const colour = colourName(attributes.colour, language);
  if (colour && !category.path.includes('vehicles')) details.push(colour);
  // Books and records are named by their cover: the first printed lines (author, title).
  if (!brand && category.path.includes('books-media-music') && facts.photoText)
    details.unshift(facts.photoText.split('\n').slice(0, 2).join(' – '));
  let title = withoutRepeatedWords([head, ...details.slice(0, 3)].filter(Boolean).join(', '));
  // Never a category name: "LEGO, LEGO & Bausteine" and "Münzen, Münzen" said nothing.
  const filler = [
    conditionWord(input.condition, language),
    itemNoun(input),
    t(language, 'gebraucht', 'used'),
  ];
  for (const word of filler) {
    if (title.length >= listingTitleMin) break;
    if (!word) continue;
    const folded = foldText(title);
    // A category name that only repeats the title's word ("Münzen, Münzen") says nothing.
    if (
      foldText(word)
        .split(/[^a-z0-9]+/)
        .some((part) => part.length > 2 && folded.includes(part))
    )
      continue;
    title = title ? `${title}, ${word}` : word;
  }
  title = capitalise(title);
  return title.length > listingTitleMax ? `${title.slice(0, listingTitleMax - 1).trimEnd()}…` : title;
}

/**
 * The head plus the names the seller said that it does not hold yet ("Roman Die Therapie von
 * Sebastian Fitzek", "Vinyl Pink Floyd Dark Side of the Moon"): at most two, makers last.
 */
function withSaidNames(head: string, input: DraftTextInput): string {
  const compact = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');
  let result = head;
  const names = saidNames(input.facts, input.brand, input.category, input.language)
    .filter((name) => !compact(result).includes(compact(name.text)))
    .slice(0, 3);
  for (const name of [...names.filter((name) => !name.isMaker), ...names.filter((name) => name.isMaker)]) {
    if (compact(result).includes(compact(name.text))) continue;
    const text = name.isMaker ? `${t(input.language, 'von', 'by')} ${name.text}` : name.text;
    if (result.length + text.length + 1 > 90) break;
    result = result ? `${result} ${text}` : text;
  }
  return result;
}

function conditionWord(condition: ListingCondition | null, language: Language): string | null {
  if (!condition) return null;
  const words: Record<ListingCondition, [string, string]> = {
    new: ['neu', 'new'],
    excellent: ['wie neu', 'like new'],
    good: ['gut erhalten', 'good condition'],
    fair: ['gebraucht', 'used'],
    refurbished: ['generalüberholt', 'refurbished'],
  };
  return t(language, ...words[condition]);
}

const conditionSentences: Record<ListingCondition, [string, string]> = {
  new: ['Neu und unbenutzt.', 'Brand new and unused.'],
  excellent: ['Sehr guter, neuwertiger Zustand.', 'In excellent, like-new condition.'],
  good: ['Guter gebrauchter Zustand.', 'In good used condition.'],
  fair: ['Gebraucht, mit deutlichen Gebrauchsspuren.', 'Used, with visible signs of wear.'],
  refurbished: ['Generalüberholt und geprüft.', 'Refurbished and tested.'],
};

const defectNames: Record<DefectKind, [string, string]> = {
  scratch: ['Kratzer', 'scratches'],
  stain: ['Flecken', 'stains'],
  hole: ['ein Loch', 'a hole'],
  crack: ['ein Riss', 'a crack'],
  dent: ['kleine Macken', 'small knocks'],
  rust: ['Rost', 'rust'],
  broken: ['ein Funktionsmangel', 'a functional fault'],
  wear: ['Gebrauchsspuren', 'signs of wear'],
  fading: ['verblasste Stellen', 'faded areas'],
  missing: ['fehlende Teile', 'missing parts'],
};

/** A clause as a sentence: fillers out, capitalised, full stop. */
function asSentence(clause: string): string {
  const words = clause.split(/\s+/).filter((word) => !fillerWords.has(foldText(word).replace(/[^a-z]/g, '')));
  const text = words.join(' ').trim();
  return text ? `${capitalise(text)}.` : '';
}

/** Words already in the draft as facts: brand, colour, material, size, model, storage. */
function factWords(facts: DraftFacts): Set<string> {
  const evidence = [
    ...facts.brands.map((brand) => brand.evidence),
    ...facts.colours.map((colour) => colour.evidence),
    ...facts.materials.map((material) => material.evidence),
    ...facts.sizes.map((size) => size.evidence),
    facts.model?.evidence,
    facts.memory.storageGb?.evidence,
    facts.memory.ramGb?.evidence,
    facts.memory.screenSizeInch?.evidence,
  ];
  return new Set(evidence.flatMap((text) => (text ? tokenise(foldText(text)) : [])));
}

const unitWords =
  /^(?:gb|gig|gigs|gigabyte|tb|mb|ram|ssd|cm|mm|zoll|inch|kg|euro|euros|eur|prozent|percent)$/;

/**
 * The seller's other remarks, in their words, when spoken in the draft's language ("Mit
 * Staubbeutel."): clauses after the first that say something the facts do not already say.
 */
function sellerRemarks(input: DraftTextInput, used: string[]): string[] {
  const { facts, language } = input;
  if (!facts.transcript || facts.transcriptLanguage !== language) return [];
  const known = factWords(facts);
  // The clause that names the item is the opening sentence already.
  const itemWord = facts.items.find((item) => item.source === 'speech')?.spoken;
  return splitClauses(facts.transcript)
    .slice(1)
    .filter((clause) => {
      const folded = foldText(replaceNumberWords(clause, language));
      if (itemWord && folded.includes(foldText(itemWord))) return false;
      if (used.some((evidence) => folded.includes(foldText(evidence)))) return false;
      if (/\d+\s*(?:€|euro|eur)|\bvb\b|abhol|versand|pick ?up|collect|ship|postage|best offer/.test(folded))
        return false;
      const words = tokenise(folded);
      const telling = words.filter(
        (word) =>
          word.length >= 3 &&
          !stopWords.has(word) &&
          !listingVocabulary().has(word) &&
          !known.has(word) &&
          !unitWords.test(word) &&
          !/^\d+$/.test(word),
      );
      return telling.length >= 1 && words.length <= 16;
    })
    .slice(0, 3)
    .map(asSentence)
    .filter(Boolean);
}

const sellingLead =
  /^(?:(?:also|ja|joa|so|um|hi|hallo|ok(?:ay)?|aehm|ähm|äh)[,\s]+)*(?:ich\s+)?(?:verkaufe|verkaufen|biete|hab(?:e)?\s+hier|das\s+ist|hier\s+ist|i'?m\s+selling|i\s+am\s+selling|selling|this\s+is|here\s+is)?\s*(?:mein(?:e|en)?|unser(?:e|en)?|my|our)?\s*/i;

/**
 * The seller's own first clause when it names the item ("Artificial bamboo plant in a brown pot"):
 * it keeps their nouns and facts, which a template would drop. Only in the draft's language.
 */
function spokenItemPhrase(input: DraftTextInput): string | null {
  const { facts, language } = input;
  if (!facts.transcript || facts.transcriptLanguage !== language) return null;
  const first = facts.transcript.split(/(?<=[.!?])\s+|,\s+/)[0]?.replace(/[.!?]+$/, '') ?? '';
  const phrase = first.replace(sellingLead, '').trim();
  const words = phrase.split(/\s+/);
  const itemWord = facts.items.find((item) => item.source === 'speech');
  if (!itemWord || words.length < 3 || words.length > 14) return null;
  if (!foldText(phrase).includes(foldText(itemWord.spoken))) return null;
  // Prices and hand-over have their own sentences.
  if (/\d+\s*(?:€|euro)|abhol|versand|pick ?up|shipping/i.test(phrase)) return null;
  return language === 'de' ? capitalise(phrase) : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** Item, details, condition, defects, the seller's remarks, logistics; only what was said or seen. */
export function writeDescription(input: DraftTextInput): string {
  const { language, attributes, category, facts, condition } = input;
  const noun = itemNoun(input);
  const model = typeof attributes.model === 'string' ? attributes.model : null;
  const item = withoutRepeatedWords(
    [input.brand, model && selfDescribingModel.test(model) ? null : noun, model].filter(Boolean).join(' '),
  );
  const size = typeof attributes.size === 'string' ? attributes.size : null;
  const colour = colourName(attributes.colour, language);
  const templated = t(
    language,
    `Zum Verkauf steht: ${item}${size ? ` in Größe ${size}` : ''}${colour ? `, Farbe ${capitalise(colour)}` : ''}.`,
    `For sale: ${item}${size ? ` in size ${size}` : ''}${colour ? `, ${colour}` : ''}.`,
  );
  const spoken = spokenItemPhrase(input);
  // The seller's phrase only when it says more than the template: nouns and facts it would drop.
  const templatedWords = new Set(tokenise(foldText(templated)));
  const dropped = spoken
    ? tokenise(foldText(spoken)).filter(
        (word) =>
          word.length >= 3 && !stopWords.has(word) && !templatedWords.has(word) && !/^\d+$/.test(word),
      )
    : [];
  const opening =
    spoken && dropped.length > 0
      ? t(language, `Zum Verkauf steht: ${spoken}.`, `For sale: ${spoken}.`)
      : templated;
  const details = category.attributeSchema.fields
    .filter(
      (field) =>
        !['brand', 'size', 'colour', 'model'].includes(field.key) && attributes[field.key] !== undefined,
    )
    .map((field) => {
      const value = attributes[field.key]!;
      const option = field.options?.find((candidate) => candidate.value === value);
      const shown = option ? (language === 'de' ? option.labelDe : option.labelEn) : String(value);
      return `${language === 'de' ? field.labelDe : field.labelEn}: ${shown}${field.unit && !option ? ` ${field.unit}` : ''}`;
    });
  const paragraphs: string[][] = [[opening]];
  if (details.length > 0) paragraphs[0]!.push(`${details.join(', ')}.`);
  const state: string[] = [];
  if (condition) state.push(t(language, ...conditionSentences[condition]));
  const defects = facts.defects.filter((defect) => defect.value !== 'wear' || condition !== 'fair');
  if (defects.length > 0) {
    const spokenInLanguage = facts.transcriptLanguage === language;
    const note = spokenInLanguage
      ? defects
          .map((defect) => asSentence(defect.evidence).replace(/\.$/, ''))
          .filter((text, index, all) => all.indexOf(text) === index)
          .join('; ')
      : [...new Set(defects.map((defect) => t(language, ...defectNames[defect.value])))].join(', ');
    state.push(t(language, `Bitte beachten: ${note}.`, `Please note: ${note}.`));
  }
  const used = [
    facts.price?.evidence,
    facts.condition?.evidence,
    ...defects.map((defect) => defect.evidence),
  ];
  state.push(
    ...sellerRemarks(
      input,
      used.filter((evidence): evidence is string => Boolean(evidence)),
    ),
  );
  if (state.length > 0) paragraphs.push(state);
  const logistics = logisticsSentence(input);
  if (logistics) paragraphs.push([logistics]);
  if (facts.price?.value.isNegotiable)
    paragraphs.at(-1)!.push(t(language, 'Der Preis ist verhandelbar.', 'The price is negotiable.'));
  let description = paragraphs.map((sentences) => sentences.join(' ')).join('\n\n');
  if (description.length < 40)
    description += t(language, '\n\nBei Fragen melde dich gerne.', '\n\nFeel free to ask any questions.');
  return description.slice(0, listingDescriptionMax);
}

function logisticsSentence({ facts, language }: DraftTextInput): string | null {
  const fulfilment = facts.fulfilment?.value;
  if (!fulfilment) return null;
  const place = fulfilment.place;
  const pickupAt = place ? t(language, ` in ${place}`, ` in ${place}`) : '';
  if (fulfilment.pickup && fulfilment.shipping)
    return t(
      language,
      `Abholung${pickupAt} oder Versand möglich.`,
      `Pickup${pickupAt} or shipping possible.`,
    );
  if (fulfilment.pickup || fulfilment.shipping === false)
    return t(language, `Nur Abholung${pickupAt}.`, `Pickup only${pickupAt}.`);
  if (fulfilment.shipping) return t(language, 'Versand möglich.', 'Shipping possible.');
  return null;
}

/** Lower-case search words: brand, item words, model, category, colour, size, material. */
export function writeTags(input: DraftTextInput): string[] {
  const { attributes, category, language, facts } = input;
  const categoryWords = category.name[language].split(/\s*(?:&|,|\bund\b|\band\b)\s*/);
  const material = category.attributeSchema.fields
    .find((field) => field.key === 'material')
    ?.options?.find((option) => option.value === attributes.material);
  const candidates = [
    input.brand,
    itemNoun(input),
    ...facts.items.filter((item) => item.term.categoryId === category.id).map((item) => item.spoken),
    typeof attributes.model === 'string' ? attributes.model : null,
    ...categoryWords,
    colourName(attributes.colour, language),
    typeof attributes.size === 'string' ? attributes.size : null,
    material ? (language === 'de' ? material.labelDe : material.labelEn) : null,
  ];
  const tags: string[] = [];
  for (const candidate of candidates) {
    const tag = candidate?.trim().toLowerCase().slice(0, 40);
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, listingTagsMax);
}
