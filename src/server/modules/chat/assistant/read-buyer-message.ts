import type { AssistantTopic, escalationReasons } from '@shared/chat/chat-assistant.schema';
import type { Language } from '@shared/i18n/languages';
import { editDistance, foldText, tokenise } from '../../ai/understanding/normalise-text';

export type EscalationReason = (typeof escalationReasons)[number];

/** What the local provider understood of a buyer's message (ADR 055). */
export interface BuyerMessageReading {
  /** The language the buyer wrote in; null when the words do not tell (the listing's language then). */
  language: Language | null;
  /** Topics asked about, surest first; certainty 0..1 says how plainly the message asked it. */
  topics: { topic: AssistantTopic; certainty: number }[];
  /** Set when the message needs the seller: an offer, a complaint, an off-platform request, or nothing understood. */
  escalation: EscalationReason | null;
  /** Names a day or time (the seller's own calendar decides). */
  mentionsTime: boolean;
  /** Asks about particular flaws (scratches, defects), not just the condition. */
  asksAboutFlaws: boolean;
}

/** A plain phrase match, a whole keyword, a keyword with a typo. */
const phraseCertainty = 0.95;
const keywordCertainty = 0.85;
const typoCertainty = 0.7;
/** Words that ask about a topic only when nothing more specific is asked ("was kostet", "how much"). */
const weakCertainty = 0.75;

interface TopicVocabulary {
  phrases: RegExp[];
  /** Whole words; a trailing '*' matches any ending ("abhol*": abholen, abholung). */
  keywords: string[];
  weak?: RegExp[];
}

// Patterns run on folded text: lower case, umlauts spelled out (ä -> ae, ß -> ss), single spaces.
const vocabulary: Record<AssistantTopic, TopicVocabulary> = {
  availability: {
    phrases: [
      /\bnoch (da|zu ?haben|verfuegbar|vorhanden|aktuell|zu verkaufen|frei|erhaeltlich|im angebot|online|zu kaufen)\b/,
      /\b(gibt es|gibts|hast du|haben sie) ([a-z]+ ){0,3}noch\b(?! (mehr|weitere|andere|zeit|fotos|bilder|fragen))/,
      /\bschon (weg|verkauft|vergeben)\b/,
      /\bstill (available|there|for sale|up for grabs|have|got|selling|on offer)\b/,
      /\b(is|it'?s|are) (it|this|that|they|these)( \w+)? (still )?available\b/,
      /\b(already|been) sold\b/,
      /\bnoch zu haben\b/,
    ],
    keywords: ['verfuegbar*', 'vorhanden', 'available', 'availability', 'erhaeltlich'],
  },
  pickup: {
    phrases: [
      /\bab ?hol\w*/,
      /\babzuholen\b/,
      /\bpick(ed|ing)? ?(it |them |this )?up\b/,
      /\bvorbei ?(kommen|schauen)\b/,
      /\bwo (bist du|wohnst du|steht|ist (der|die|das) (artikel|tisch|schrank)|kann ich)\b/,
      /\bwhere (are you|is it|can i|do you live)\b/,
      /\bcome (and |to )?(get|grab|collect|fetch)\b|\bcome (by|over|round|around)\b/,
    ],
    keywords: ['abhol*', 'pickup', 'collect*', 'selbstabhol*', 'holen'],
  },
  shipping: {
    phrases: [
      /\b(versand|versenden|verschicken|liefern|lieferung)\b/,
      /\b(ship|send|post|deliver)( (it|them|this))? (to|nach)\b/,
      /\bdo you (ship|deliver|post)\b/,
    ],
    keywords: [
      'versand*',
      'versend*',
      'verschick*',
      'zuschick*',
      'zusend*',
      'porto',
      'paket*',
      'dhl',
      'hermes',
      'dpd',
      'gls',
      'ship',
      'shipping',
      'shipped',
      'postage',
      'deliver*',
      'liefer*',
      'courier',
      'kurier',
    ],
    // "Kannst du mir die Maße schicken?" asks for the measurements: plain sending counts alone only.
    weak: [/\b(schick\w*|send\w*)\b/],
  },
  condition: {
    phrases: [
      /\bgeht (noch )?alles\b/,
      /\b(does it|do they|is it|everything) work/,
      /\bin (gutem|welchem) zustand\b/,
      /\bany (scratch|dent|damage|flaw|mark|stain|defect)/,
    ],
    keywords: [
      'zustand',
      'kratzer',
      'zerkratzt',
      'macke*',
      'maengel',
      'mangel',
      'schaed*',
      'schaden',
      'beschaedig*',
      'defekt*',
      'kaputt',
      'gebrauchsspuren',
      'abnutzung',
      'fleck*',
      'delle*',
      'riss*',
      'funktion*',
      'condition',
      'scratch*',
      'dent*',
      'damage*',
      'stain*',
      'crack*',
      'flaw*',
      'defect*',
      'broken',
      'working',
      'faults',
    ],
  },
  dimensions: {
    phrases: [
      /\bwie (gross|hoch|breit|tief|lang)\b/,
      /\bhow (big|tall|wide|deep|large|high)\b/,
      /\bwelche (groesse|masse)\b/,
      /\bwhat size\b/,
      /\bpasst (das|der|die|er|sie|es) (in|durch)\b/,
    ],
    keywords: [
      'masse',
      'abmessung*',
      'groesse',
      'grosse',
      'breite',
      'hoehe',
      'tiefe',
      'laenge',
      'cm',
      'zentimeter',
      'durchmesser',
      'size',
      'sizes',
      'dimension*',
      'measurement*',
      'measure*',
      'width',
      'height',
      'depth',
      'length',
    ],
  },
  price: {
    phrases: [
      /\bgeht (da|beim preis|am preis)? ?(noch )?was\b/,
      /\b(letzter|bester|finaler) preis\b/,
      /\b(last|best|final|lowest) price\b/,
      /\bwas (willst|moechtest) du (noch )?(dafuer|haben)\b/,
      /\bschmerzgrenze\b/,
      /\bpreis ?vorschlag\b/,
      /\bmake (you )?an offer\b/,
    ],
    keywords: [
      'preis*',
      'vb',
      'verhandel*',
      'verhandlungsbasis',
      'festpreis',
      'nachlass',
      'rabatt',
      'guenstiger',
      'billiger',
      'price',
      'prices',
      'cheaper',
      'discount',
      'negotia*',
      'lowest',
    ],
    weak: [/\b(was|wie ?viel) kost/, /\bkostet\b/, /\bhow much\b/, /\bcost/],
  },
};

const offerVerbs =
  /\b(geht|ok|okay|passt|wuerdest|would you do|will you do|could you do|nehm\w*|nimmst|biete\w*|gebe?|geben|zahl\w*|mache?|machst|take|accept|offer\w*|give|pay|do it)\b/;
/** A money amount with its currency, either way round. */
const amountPattern = /(\d+(?:[.,]\d{1,2})?\s*(€|eur\b|euro|euros|eus\b))|(€\s*\d+)/;
/** A bare number that is not a measure, a time, a postal code or a count of days. */
const bareNumberPattern =
  /(?<![\d.,])\d{1,4}(?:[.,]\d{1,2})?(?![\d.,]?\d)(?!\s*(cm|mm|m\b|kg|g\b|uhr|h\b|min|tage|days|x\b|zoll|inch|"|%|st))/;

const complaintPatterns = [
  /\b(defekt|kaputt|beschaedigt|zerbrochen|zerkratzt|broken|damaged|defective|smashed|not working)\b.{0,40}\b(angekommen|erhalten|bekommen|geliefert|arrived|received|delivered|came)\b/,
  /\b(angekommen|arrived|came|kam)\b.{0,20}\b(defekt|kaputt|beschaedigt|broken|damaged)\b/,
  /\b(refund\w*|rueckerstattung|erstatt\w*|reklamation|reklamier\w*|beschwer\w*|complain\w*|ruecksendung|zurueck ?(schicken|senden|geben|zahlen))\b/,
  /\b(geld|money) (zurueck|back)\b/,
  /\b(nicht|not) (wie|as) (beschrieben|described|abgebildet|pictured)\b/,
  /\b(nicht|not) (angekommen|arrived|erhalten|received|bekommen|geliefert)\b/,
  /\b(nie|never)\b.{0,30}\b(angekommen|arrived|erhalten|received|bekommen|geliefert|got it)\b/,
  /\b(noch|immer noch) nicht da\b/,
  /\b(hasn'?t|has not|haven'?t|didn'?t) (arrived|come|received)\b/,
  /\b(betrug|betrueger\w*|abzocke|scam\w*|fraud|anwalt|lawyer|polizei|police|verklag\w*|sue you|anzeige erstatten|zeige dich an|report you)\b/,
  /\b(schlechte|negative) bewertung\b|\bbad review\b/,
  /\b(paypal|kaeuferschutz) ?(fall|konflikt|case|dispute|claim)\b|\bdispute\b/,
];

const unsafePatterns = [
  /\b(whatsapp|telegram|handy ?nummer|telefon ?nummer|phone number|your number|deine nummer|e-?mail|iban|kontonummer|bank ?transfer|ueberweis\w*|western union|moneygram|freunde und familie|friends (and|&) family|gift ?card|gutschein\w*|paypal)\b/,
];

const timePattern =
  /\b(heute|morgen|uebermorgen|wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|abends?|nachmittags?|vormittags?|today|tonight|tomorrow|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|evening|afternoon|morning|\d{1,2}(:\d{2})? ?(uhr|am|pm))\b/;

const flawKeywords =
  /\b(kratzer|zerkratzt|macke\w*|maengel|mangel|schaed\w*|schaden|beschaedig\w*|defekt\w*|kaputt|gebrauchsspuren|fleck\w*|delle\w*|riss\w*|scratch\w*|dent\w*|damage\w*|stain\w*|crack\w*|flaw\w*|defect\w*|broken|marks?)\b/;
const photoWords = /\b(fotos?|bilder?|photos?|pictures?|pics?|video)\b/;

const germanWords = new Set(
  'ist das der die den dem noch da ich du kann koennte moeglich wie was und nicht haben zu mit nach bitte hallo gibt es wuerdest nehmen am preis versand abholen masse gross kratzer zustand letzter geht angekommen defekt morgen heute wo wann ja nein danke fuer auf hast mir dir mein geld zurueck schon wie viel kostet'.split(
    ' ',
  ),
);
const englishWords = new Set(
  'is the it this still available can i you how what any much and not have to with for please hi hello would take price shipping pick up tomorrow today where when yes no thanks want refund scratches big size there do does are your my me condition ship send'.split(
    ' ',
  ),
);

function languageOf(original: string, tokens: string[]): Language | null {
  let german = /[äöüß]/i.test(original) ? 2 : 0;
  let english = 0;
  for (const token of tokens) {
    if (germanWords.has(token)) german += 1;
    if (englishWords.has(token)) english += 1;
  }
  if (german === english) return null;
  return german > english ? 'de' : 'en';
}

const allKeywords = Object.values(vocabulary).flatMap((words) => words.keywords);

/** A word some topic knows as it is: never read as another topic's word with a typo ("verhandeln" is no "versand"). */
const isKnownWord = (token: string) =>
  allKeywords.some((keyword) =>
    keyword.endsWith('*') ? token.startsWith(keyword.slice(0, -1)) : token === keyword,
  );

/**
 * Whole word or stem; a word of five letters or more may carry one typo, of nine or more two.
 * Typos keep the first letter (people rarely miss it; "jacke" is no "macke").
 */
function keywordCertaintyOf(keyword: string, tokens: string[], unknownTokens: string[]): number {
  const isStem = keyword.endsWith('*');
  const stem = isStem ? keyword.slice(0, -1) : keyword;
  if (tokens.some((token) => (isStem ? token.startsWith(stem) : token === stem))) return keywordCertainty;
  const tolerance = stem.length >= 9 ? 2 : stem.length >= 5 ? 1 : 0;
  if (tolerance === 0) return 0;
  // A stem's typo is never a shorter word of its own ("dell" is not "delle*"); "with" is no "width".
  const shortestToken = isStem ? stem.length - (stem.length >= 9 ? 1 : 0) : 5;
  const hasTypo = unknownTokens.some((token) => {
    if (token.length < shortestToken || token[0] !== stem[0]) return false;
    const candidates = isStem
      ? [stem.length - 1, stem.length, stem.length + 1].map((length) => token.slice(0, length))
      : [token];
    return candidates.some((candidate) => editDistance(candidate, stem, tolerance) <= tolerance);
  });
  return hasTypo ? typoCertainty : 0;
}

function hasOffer(folded: string, topics: Map<AssistantTopic, number>): boolean {
  if (amountPattern.test(folded)) return true;
  if (!bareNumberPattern.test(folded)) return false;
  return (
    offerVerbs.test(folded) ||
    topics.has('price') ||
    /\b(fuer|for) \d/.test(folded) ||
    /^\s*\d+\s*\??\s*$/.test(folded)
  );
}

export function readBuyerMessage(text: string): BuyerMessageReading {
  const folded = foldText(text).replace(/\s+/g, ' ').trim();
  const tokens = tokenise(folded);
  const unknownTokens = tokens.filter((token) => !isKnownWord(token));
  const topics = new Map<AssistantTopic, number>();
  for (const [topic, words] of Object.entries(vocabulary) as [AssistantTopic, TopicVocabulary][]) {
    let certainty = words.phrases.some((phrase) => phrase.test(folded)) ? phraseCertainty : 0;
    for (const keyword of words.keywords) {
      if (certainty >= keywordCertainty) break;
      certainty = Math.max(certainty, keywordCertaintyOf(keyword, tokens, unknownTokens));
    }
    if (certainty > 0) topics.set(topic, certainty);
  }
  // Cost and sending words ask about price and shipping only when nothing more specific is asked:
  // "Was kostet der Versand?" is shipping, "Was kostet er?" the price.
  if (topics.size === 0) {
    for (const topic of ['price', 'shipping'] as const) {
      if (vocabulary[topic].weak?.some((pattern) => pattern.test(folded))) topics.set(topic, weakCertainty);
    }
  }
  // "Schick mir Fotos" asks for photos, not for shipping.
  if (photoWords.test(folded) && !/\b(versand|porto|paket|shipping|postage|dhl|hermes)/.test(folded)) {
    topics.delete('shipping');
  }

  let escalation: EscalationReason | null = null;
  if (complaintPatterns.some((pattern) => pattern.test(folded))) escalation = 'complaint';
  else if (unsafePatterns.some((pattern) => pattern.test(folded))) escalation = 'unsafe';
  else if (hasOffer(folded, topics)) escalation = 'offer';
  else if (topics.size === 0) escalation = 'unclear';
  if (escalation === 'complaint') topics.delete('condition');
  if (escalation === 'offer') topics.set('price', Math.max(topics.get('price') ?? 0, keywordCertainty));

  return {
    language: languageOf(text, tokens),
    topics: [...topics.entries()]
      .map(([topic, certainty]) => ({ topic, certainty }))
      .sort((left, right) => right.certainty - left.certainty),
    escalation,
    mentionsTime: timePattern.test(folded),
    asksAboutFlaws: flawKeywords.test(folded),
  };
}
