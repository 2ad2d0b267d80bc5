/**
 * What the demo's consenting guest sessions searched for (issue 20, ADR 079), so the header shows
 * popular queries from the first start. Repeats weight a query; each list is walked in turn.
 * The last entries of each list are searched by two sessions only: too rare to be suggested.
 */
export const demoSearchQueries = {
  de: [
    'Fahrrad',
    'Fahrrad 28 Zoll',
    'Kinderwagen',
    'Sofa',
    'Fahrradanhänger',
    'iPhone',
    'iPhone 13',
    'Kinderfahrrad',
    'Schreibtisch',
    'Waschmaschine',
    'Lego',
    'Laufrad',
    'Sofa Ecke',
    'E-Bike',
    'Winterjacke',
    'Kommode',
    'Fahrrad',
    'Kinderwagen',
    'Lego Technic',
    'PlayStation 5',
  ],
  en: ['bike', 'bicycle', 'sofa', 'iphone', 'desk', 'lego', 'stroller', 'camera', 'bike', 'guitar'],
  rare: { de: 'fahrrad von anna schmidt', en: 'sofa for jonas' },
} as const;
