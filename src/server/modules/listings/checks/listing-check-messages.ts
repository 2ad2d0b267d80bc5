import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import type { ListingCheckCode } from '@shared/listings/listing-editor.schema';

export type CheckParams = Record<string, string | number>;

type Render = (params: CheckParams, language: Language) => string;

const param = (params: CheckParams, key: string) => String(params[key] ?? '');
const euro = (params: CheckParams, key: string, language: Language) =>
  typeof params[key] === 'number' ? formatEuro(params[key], language) : param(params, key);

/** The server answers checks in the request's language; the web may reword them from `code` and `params`. */
const messages: Record<ListingCheckCode, Record<Language, Render>> = {
  blocked_term: {
    en: (p) => `The title contains a term that is not allowed (“${param(p, 'term')}”).`,
    de: (p) => `Der Titel enthält einen unzulässigen Begriff („${param(p, 'term')}“).`,
  },
  phone_number: {
    en: () => 'Remove the phone number from the description; buyers reach you through Kleinkram messages.',
    de: () =>
      'Entferne die Telefonnummer aus der Beschreibung; Käufer erreichen dich über die Nachrichten bei Kleinkram.',
  },
  contact_details: {
    en: () =>
      'Remove contact details (email addresses, messenger hand-offs) from the description; buyers reach you through Kleinkram messages.',
    de: () =>
      'Entferne Kontaktdaten (E-Mail-Adressen, Hinweise auf Messenger) aus der Beschreibung; Käufer erreichen dich über die Nachrichten bei Kleinkram.',
  },
  price_under_one: {
    en: () => 'Prices under 1 € are often rejected.',
    de: () => 'Preise unter 1 € werden oft abgelehnt.',
  },
  price_deviation: {
    en: (p, language) =>
      `Your price is ${param(p, 'percent')}% ${p.direction === 'above' ? 'above' : 'below'} the recommended ${euro(p, 'recommendation', language)} (more than ${param(p, 'thresholdPercent')}%).`,
    de: (p, language) =>
      `Dein Preis liegt ${param(p, 'percent')} % ${p.direction === 'above' ? 'über' : 'unter'} der Empfehlung von ${euro(p, 'recommendation', language)} (mehr als ${param(p, 'thresholdPercent')} %).`,
  },
  unsupported_category: {
    en: () => 'This category is not supported; choose a category from the list.',
    de: () => 'Diese Kategorie wird nicht unterstützt; wähle eine Kategorie aus der Liste.',
  },
  unknown_brand: {
    en: (p) => `We do not know the brand “${param(p, 'brand')}”; please check the spelling.`,
    de: (p) => `Die Marke „${param(p, 'brand')}“ kennen wir nicht; bitte prüfe die Schreibweise.`,
  },
};

export function renderCheckMessage(code: ListingCheckCode, params: CheckParams, language: Language) {
  return messages[code][language](params, language);
}
