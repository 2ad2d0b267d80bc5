/** Spec §3 "City option". Coordinates are the city centre (town hall or main square). */
export interface CityOption {
  id: string;
  /** German name as shown to everyone, e.g. 'München'. */
  label: string;
  /** Bundesland. */
  state: string;
  postalCodes: string[];
  latitude: number;
  longitude: number;
  /** ASCII, umlauts transliterated: 'muenchen', 'koeln'. */
  slug: string;
  /** Other ways people type the city: English name, spellings without umlauts. */
  keywords: string[];
}

export const cities: CityOption[] = [
  {
    id: 'berlin',
    label: 'Berlin',
    state: 'Berlin',
    postalCodes: ['10115', '10178', '10243', '10437', '10999', '12043', '12099', '13347', '14057'],
    latitude: 52.520008,
    longitude: 13.404954,
    slug: 'berlin',
    keywords: ['berlin'],
  },
  {
    id: 'hamburg',
    label: 'Hamburg',
    state: 'Hamburg',
    postalCodes: ['20095', '20144', '20357', '22041', '22301', '22765', '21073'],
    latitude: 53.550341,
    longitude: 10.000654,
    slug: 'hamburg',
    keywords: ['hamburg'],
  },
  {
    id: 'muenchen',
    label: 'München',
    state: 'Bayern',
    postalCodes: ['80331', '80469', '80538', '80797', '81369', '81675', '80992'],
    latitude: 48.137154,
    longitude: 11.576124,
    slug: 'muenchen',
    keywords: ['munich', 'muenchen', 'munchen', 'münchen', 'monaco di baviera'],
  },
  {
    id: 'koeln',
    label: 'Köln',
    state: 'Nordrhein-Westfalen',
    postalCodes: ['50667', '50672', '50733', '50823', '50937', '51063', '51105'],
    latitude: 50.937531,
    longitude: 6.960279,
    slug: 'koeln',
    keywords: ['cologne', 'koeln', 'koln', 'köln'],
  },
  {
    id: 'frankfurt-am-main',
    label: 'Frankfurt am Main',
    state: 'Hessen',
    postalCodes: ['60311', '60313', '60316', '60385', '60486', '60594', '65929'],
    latitude: 50.110924,
    longitude: 8.682127,
    slug: 'frankfurt-am-main',
    keywords: ['frankfurt', 'frankfurt am main', 'frankfurt/main', 'frankfurt a. m.', 'ffm'],
  },
  {
    id: 'stuttgart',
    label: 'Stuttgart',
    state: 'Baden-Württemberg',
    postalCodes: ['70173', '70176', '70178', '70190', '70372', '70469', '70597'],
    latitude: 48.775846,
    longitude: 9.182932,
    slug: 'stuttgart',
    keywords: ['stuttgart'],
  },
  {
    id: 'duesseldorf',
    label: 'Düsseldorf',
    state: 'Nordrhein-Westfalen',
    postalCodes: ['40210', '40212', '40215', '40219', '40477', '40545', '40599'],
    latitude: 51.227741,
    longitude: 6.773456,
    slug: 'duesseldorf',
    keywords: ['dusseldorf', 'duesseldorf', 'düsseldorf'],
  },
  {
    id: 'dortmund',
    label: 'Dortmund',
    state: 'Nordrhein-Westfalen',
    postalCodes: ['44135', '44137', '44139', '44145', '44147', '44225', '44369'],
    latitude: 51.513587,
    longitude: 7.465298,
    slug: 'dortmund',
    keywords: ['dortmund'],
  },
  {
    id: 'leipzig',
    label: 'Leipzig',
    state: 'Sachsen',
    postalCodes: ['04103', '04105', '04107', '04109', '04177', '04229', '04315'],
    latitude: 51.339695,
    longitude: 12.373075,
    slug: 'leipzig',
    keywords: ['leipzig'],
  },
  {
    id: 'bremen',
    label: 'Bremen',
    state: 'Bremen',
    postalCodes: ['28195', '28203', '28205', '28209', '28211', '28215', '28259'],
    latitude: 53.079296,
    longitude: 8.801694,
    slug: 'bremen',
    keywords: ['bremen'],
  },
];

export function findCity(idOrSlug: string): CityOption | undefined {
  return cities.find((city) => city.id === idOrSlug || city.slug === idOrSlug);
}
