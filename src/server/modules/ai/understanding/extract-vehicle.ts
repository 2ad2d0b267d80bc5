import type { Extraction } from './extraction.types';
import { foldText } from './normalise-text';

export interface VehicleFacts {
  firstRegistrationYear?: number;
  mileageKm?: number;
  powerKw?: number;
  engineCc?: number;
  fuel?: 'petrol' | 'diesel' | 'electric' | 'hybrid' | 'lpg';
  gearbox?: 'manual' | 'automatic';
}

const thisYear = new Date().getUTCFullYear();
const number = String.raw`(\d{1,3}(?:[.,\s]\d{3})+(?!\d)|\d+)`;
const toNumber = (text: string) => Number(text.replace(/[.,\s]/g, ''));
const isYear = (year: number) => year >= 1950 && year <= thisYear;

const yearPatterns = [
  /\b(?:baujahr|bj\.?|ez|erstzulassung|erstzulassung im|zugelassen|registered(?: in)?|first registered(?: in)?|first registration|year|model year|modelljahr|von|from|aus)\s*:?\s*(?:\d{1,2}[./])?((?:19|20)\d{2})\b/,
  /(?:^|[,;]\s*)((?:19|20)\d{2})(?=\s*[,;.]|\s+(?:\p{L}+\s+)?(?:[a-z]+ )?(?:with|mit|\d))/u,
  /^\s*(?:a\s+|an\s+|ein\s+|eine\s+)?((?:19|20)\d{2})\s+\p{L}/u,
];

/**
 * What a buyer of a car, motorbike or scooter asks first, as the seller said it: "Baujahr 2019",
 * "EZ 05/2016", "18.000 km", "150 tkm", "55 kW" (or "75 PS"), "373 Kubik", "Benziner",
 * "Automatik". A range ("Reichweite 30 km") or a top speed ("25 km/h") is no mileage.
 */
export function extractVehicleFacts(text: string): Extraction<VehicleFacts> | null {
  const folded = foldText(text);
  const facts: VehicleFacts = {};
  const evidence: string[] = [];
  for (const pattern of yearPatterns) {
    const match = pattern.exec(folded);
    if (match && isYear(Number(match[1]))) {
      facts.firstRegistrationYear = Number(match[1]);
      evidence.push(match[0].trim());
      break;
    }
  }
  for (const match of folded.matchAll(
    new RegExp(
      String.raw`${number}\s*(tkm|tsd\.? km|tausend km|k km|km|kilometer|kilometre|kilometres|kilometers|miles|meilen)(?!\s*\/\s*h)\b`,
      'g',
    ),
  )) {
    const before = folded.slice(Math.max(0, match.index - 24), match.index);
    if (/reichweite|range|bis zu|up to|akku|battery/.test(before)) continue;
    let km = toNumber(match[1]!);
    if (/^(?:tkm|tsd|tausend|k km)/.test(match[2]!)) km *= 1000;
    if (/miles|meilen/.test(match[2]!)) km = Math.round(km * 1.609);
    if (km < 10 || km > 2_000_000) continue;
    facts.mileageKm = km;
    evidence.push(match[0]);
    break;
  }
  const kw = /\b(\d{1,3})\s*kw\b/.exec(folded);
  const ps = /\b(\d{1,3})\s*(?:ps|hp|bhp)\b/.exec(folded);
  if (kw) facts.powerKw = Number(kw[1]);
  else if (ps) facts.powerKw = Math.round(Number(ps[1]) * 0.7355);
  const cc = /\b(\d{2,4})\s*(?:ccm|cm3|cm³|kubik|cc)\b/.exec(folded);
  if (cc) facts.engineCc = Number(cc[1]);
  if (/\bdiesel\b|\btdi\b|\bcdi\b|\bdci\b|\bhdi\b/.test(folded)) facts.fuel = 'diesel';
  else if (/\bhybrid\b/.test(folded)) facts.fuel = 'hybrid';
  else if (/\b(?:benzin|benziner|petrol|gasoline|tsi|tfsi)\b/.test(folded)) facts.fuel = 'petrol';
  else if (/\b(?:autogas|erdgas|lpg|cng)\b/.test(folded)) facts.fuel = 'lpg';
  else if (/\b(?:elektroauto|elektro|electric car|\bev\b)\b/.test(folded)) facts.fuel = 'electric';
  if (/\b(?:automatik|automatic|automatikgetriebe|dsg)\b/.test(folded)) facts.gearbox = 'automatic';
  else if (/\b(?:schaltgetriebe|schalter|manual|manuell|handschalter|schaltwagen)\b/.test(folded))
    facts.gearbox = 'manual';
  if (Object.keys(facts).length === 0) return null;
  return { value: facts, confidence: 0.85, evidence: evidence.join(', ') || 'vehicle facts' };
}
