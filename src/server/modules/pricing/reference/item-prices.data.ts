import { entries, type ReferenceEntry } from './reference-entry';

function kallaxSizes(): ReferenceEntry[] {
  const grid = (sizes: string) =>
    new RegExp(`kallax.*(?<![0-9])(?:${sizes})(?![0-9])|(?<![0-9])(?:${sizes})(?![0-9]).*kallax`);
  const row = (label: string, sizes: string, price: number): ReferenceEntry => ({
    label,
    pattern: grid(sizes),
    categories: ['home-furniture-shelves'],
    price,
    includesBrand: true,
  });
  return [
    row('kallax 5x5', '5 ?x ?5|25 fach|25 facher', 80),
    row('kallax 4x4', '4 ?x ?4|16 fach|16 facher|147 ?x ?147', 60),
    row('kallax 2x4', '2 ?x ?4|4 ?x ?2|8 fach|8 facher|77 ?x ?147|147 ?x ?77', 35),
    row('kallax 2x2', '2 ?x ?2|1 ?x ?4|4 ?x ?1|4 fach|4 facher|77 ?x ?77', 20),
  ];
}

/**
 * Common kinds of item inside a leaf whose price differs from the leaf's typical one: a single
 * espresso cup is not a dinner service, a yoga mat is not a treadmill. Typical used prices in
 * good condition on German classifieds, 2025/2026 (our own estimates; ADR 047). German and
 * English names, umlauts stripped; the first match wins, so longer names come first.
 */
export const itemPrices: ReferenceEntry[] = [
  ...entries(
    ['home-kitchen-tableware'],
    [
      ['tafelservice|kaffeeservice|geschirrset|geschirr set|dinner set|dinner service|service fur', 45],
      [
        'espressotasse|espressotassen|espresso tasse|espresso tassen|espresso cup|espresso cups',
        4,
        { isUnit: true },
      ],
      ['tasse|tassen|becher|kaffeebecher|cup|cups|mug|mugs', 4, { isUnit: true }],
      ['teller|plate|plates|schussel|schale|bowl|bowls', 4, { isUnit: true }],
      ['weinglas|weinglaser|glas|glaser|glass|glasses', 3, { isUnit: true }],
      ['besteck|cutlery', 25],
    ],
  ),
  ...entries(
    ['home-kitchen-cookware'],
    [
      ['topfset|topf set|pot set|cookware set', 60],
      ['gusseisen|cast iron|brater|dutch oven', 60],
      ['pfanne|pan|frying pan', 15, { isUnit: true }],
      ['topf|pot', 15, { isUnit: true }],
    ],
  ),
  // Kallax by its grid, wherever the grid is said ("Kallax Regal 4x4", "4x4 Kallax").
  ...kallaxSizes(),
  ...entries(
    ['home-furniture-shelves'],
    [
      ['kallax', 35, { includesBrand: true }],
      ['billy', 25, { includesBrand: true }],
      ['pax|kleiderschrank|wardrobe', 120],
      ['vitrine|display cabinet', 60],
      ['sideboard|kommode|dresser|chest of drawers', 70],
      ['bucherregal|bookshelf|bookcase|wandregal|wall shelf', 35],
    ],
  ),
  ...entries(
    ['home-furniture-chairs'],
    [
      ['burostuhl|schreibtischstuhl|office chair|gaming stuhl|gaming chair', 60],
      ['barhocker|bar stool|hocker|stool', 15, { isUnit: true }],
      ['stuhl|stuhle|chair|chairs', 25, { isUnit: true }],
    ],
  ),
  ...entries(
    ['home-furniture-sofas'],
    [
      ['ecksofa|wohnlandschaft|corner sofa|sectional', 300],
      ['schlafsofa|schlafcouch|sofa bed', 150],
      ['sessel|armchair|ohrensessel', 60],
      ['sofa|couch', 180],
    ],
  ),
  ...entries(
    ['home-furniture-tables'],
    [
      ['esstisch|dining table', 120],
      ['couchtisch|coffee table|beistelltisch|side table', 35],
      ['schreibtisch|desk', 50],
    ],
  ),
  ...entries(
    ['home-furniture-beds'],
    [
      ['boxspringbett|boxspring', 300],
      ['hochbett|loft bed|etagenbett|bunk bed', 100],
      ['matratze|mattress', 50],
    ],
  ),
  ...entries(
    ['home-lighting'],
    [
      ['stehlampe|stehleuchte|floor lamp', 35],
      ['tischlampe|schreibtischlampe|table lamp|desk lamp', 18],
      ['kronleuchter|chandelier', 70],
    ],
  ),
  ...entries(
    ['home-decor-plants', 'garden-diy-plants'],
    [
      ['kunstpflanze|kunstliche pflanze|kunstbambus|artificial plant|fake plant|artificial bamboo', 15],
      ['olivenbaum|olive tree|palme|palm', 40],
      ['ableger|steckling|cutting|cuttings', 5, { isUnit: true }],
      ['monstera|ficus|pflanze|plant', 15],
    ],
  ),
  ...entries(
    ['sports-leisure-fitness'],
    [
      ['yogamatte|yoga matte|yoga mat|gymnastikmatte|fitnessmatte|exercise mat', 12],
      ['laufband|treadmill', 250],
      ['crosstrainer|cross trainer|elliptical', 150],
      ['rudergerat|rowing machine|rower', 200],
      ['ergometer|heimtrainer|exercise bike|spinning bike', 120],
      ['hantelbank|weight bench', 60],
      ['kurzhantel|kurzhanteln|hantel|hanteln|dumbbell|dumbbells', 30],
      ['kettlebell', 15],
    ],
  ),
  ...entries(
    ['collectibles-coins'],
    [
      [
        'munzalbum|muenzalbum|munzsammlung|muenzsammlung|coin album|coin collection|kursmunzensatz|kursmunzensatze|euro munzen|euromunzen|euro coins',
        50,
      ],
      ['krugerrand|goldmunze|gold coin', 2500],
      ['silbermunze|silbermunzen|silver coin|silver coins|maple leaf|philharmoniker', 30, { isUnit: true }],
      ['2 euro munze|2 euro gedenkmunze|2 euro coin', 4, { isUnit: true }],
    ],
  ),
  ...entries(
    ['collectibles-stamps'],
    [['briefmarkenalbum|briefmarkensammlung|stamp album|stamp collection|einsteckbuch', 30]],
  ),
  ...entries(
    ['collectibles-trading-cards'],
    [
      ['display|booster box', 130],
      ['booster|booster pack', 6, { isUnit: true }],
      ['karte|karten|card|cards|sammlung|collection', 0.25, { isUnit: true }],
    ],
  ),
  ...entries(
    ['toys-games-building'],
    [
      ['lego technic|lego technik', 60],
      ['lego star wars', 45],
      ['lego duplo|duplo', 25],
      ['minifigur|minifiguren|minifigure|minifigures', 3, { isUnit: true }],
      ['kiloware|lego kilo|kg lego', 25, { isUnit: true }],
    ],
  ),
  ...entries(
    ['sports-leisure-bicycles-kids'],
    [
      ['woom 6|woom 5', 330, { includesBrand: true }],
      ['woom 4|woom 3', 260, { includesBrand: true }],
      ['woom 2|woom 1', 170, { includesBrand: true }],
      ['laufrad|balance bike', 35],
    ],
  ),
  ...entries(
    ['vehicle-parts-bike-accessories'],
    [
      ['kindersitz|fahrradsitz|child seat|bike seat|kinderfahrradsitz', 35],
      ['fahrradanhanger|kinderanhanger|bike trailer|child trailer', 150],
      ['helm|helmet', 20],
      ['packtasche|packtaschen|pannier|panniers', 30],
      ['schloss|lock', 20],
    ],
  ),
  ...entries(
    ['vehicle-parts-motorcycle-gear'],
    [
      ['motorradhelm|helm|helmet', 90],
      ['lederkombi|leather suit', 200],
      ['motorradjacke|jacke|jacket', 90],
      ['stiefel|boots', 60],
      ['handschuhe|gloves', 25],
    ],
  ),
  ...entries(
    ['vehicle-parts-tyres'],
    [
      ['komplettrader|winterrader|sommerrader|wheels|rader', 250],
      ['reifen|tyre|tyres|tire|tires', 40, { isUnit: true }],
    ],
  ),
  ...entries(
    ['family-kids-strollers'],
    [
      ['bugaboo fox|bugaboo cameleon|bugaboo donkey', 350, { includesBrand: true }],
      ['bugaboo bee|bugaboo butterfly', 200, { includesBrand: true }],
      ['buggy|stroller', 80],
      ['kinderwagen|pram', 150],
    ],
  ),
  ...entries(
    ['family-kids-nursery'],
    [
      ['tripp trapp', 100, { includesBrand: true }],
      ['hochstuhl|high chair', 40],
      ['wickelkommode|changing table', 70],
      ['babybett|kinderbett|cot|crib', 60],
    ],
  ),
  ...entries(['books-media-music'], [['gesamtausgabe|komplettbox|complete box|box set|boxset', 25]]),
];
