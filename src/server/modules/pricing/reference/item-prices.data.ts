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
  ...entries(['fashion-men-suits'], [['blazer|sakko|jacket|jackett', 30]]),
  ...entries(
    ['fashion-women-shoes', 'fashion-men-shoes'],
    [['stan smith|superstar|samba|gazelle|air force|air max|new balance|chuck taylor|converse', 35]],
  ),
  ...entries(['fashion-accessories-watches'], [['automatik|automatic|chronograph', 100]]),
  ...entries(
    ['family-kids-clothing'],
    [['winterjacke|schneeanzug|snowsuit|regenjacke|rain jacket|matschhose|jacke|jacket', 18]],
  ),
  ...entries(
    ['electronics-computers-accessories'],
    [
      ['rtx 4090', 1500],
      ['rtx 4080', 850],
      ['rtx 4070', 480],
      ['rtx 4060', 250],
      ['rtx 3090', 650],
      ['rtx 3080', 400],
      ['rtx 3070', 270],
      ['rtx 3060', 200],
      ['rx 6800|rx 7800', 350],
      ['grafikkarte|graphics card|gpu', 150],
      ['mx master', 45],
      ['keychron|mechanische tastatur|mechanical keyboard', 50],
      ['docking station|dockingstation', 60],
      ['webcam', 25],
    ],
  ),
  ...entries(
    ['electronics-audio-speakers'],
    [
      ['sonos five|sonos play 5|play 5', 300],
      ['sonos arc', 500],
      ['sonos beam', 280],
      ['sonos move', 220],
      ['sonos roam', 110],
      ['sonos one|sonos era 100|sonos', 110],
      ['jbl boombox', 250],
      ['jbl charge', 70],
      ['jbl flip', 45],
      ['jbl go|jbl clip', 20],
      ['bose soundlink', 70],
      ['homepod mini', 60],
      ['homepod', 180],
      ['echo dot', 15],
      ['echo', 35],
    ],
  ),
  ...entries(
    ['electronics-audio-turntables'],
    [
      ['lp60|at lp60', 70],
      ['lp120|at lp120', 180],
      ['technics sl 1200|sl 1210|sl1210', 700],
    ],
  ),
  ...entries(
    ['electronics-gaming-games'],
    [
      ['mario kart|zelda|pokemon|animal crossing|super mario|smash bros|switch spiel|switch game', 32],
      ['ps5 spiel|ps5 game', 20],
      ['fifa|ea fc|ea sports fc|call of duty', 8],
    ],
  ),
  ...entries(
    ['electronics-photo-lenses'],
    [
      ['24 70|24-70', 700],
      ['70 200|70-200', 550],
      ['100 400', 900],
      ['16 35|16-35', 600],
      ['50mm f1.4|50mm 1.4|50 mm 1.4|50mm f 1.4', 220],
      ['50mm f1.2|50mm 1.2', 900],
      ['50mm|50 mm|nifty fifty', 80],
      ['85mm|85 mm', 300],
      ['18 55|18-55|kit lens|kitobjektiv', 50],
      ['55 250|55-250|70 300|70-300', 120],
      ['18 135|18-135|18 140', 200],
    ],
  ),
  ...entries(
    ['electronics-appliances-kitchen'],
    [
      ['kitchenaid artisan|kitchenaid', 250, { includesBrand: true }],
      ['kuchenmaschine|stand mixer', 120],
      ['heissluftfritteuse|airfryer|air fryer', 50],
      ['mikrowelle|microwave', 35],
      ['standmixer|blender|mixer', 30],
      ['wasserkocher|kettle|toaster|sandwichmaker|waffeleisen|eierkocher', 15],
    ],
  ),
  ...entries(
    ['electronics-appliances-coffee'],
    [
      ['barista express|barista pro|dual boiler', 280],
      ['siebtrager|siebtragermaschine|portafilter|espresso machine|espressomaschine', 200],
      ['kaffeevollautomat|vollautomat|bean to cup', 220],
      ['nespresso|kapselmaschine|capsule machine|dolce gusto|senseo|tassimo|essenza', 35],
      ['filterkaffeemaschine|filter coffee|kaffeemaschine|coffee maker', 20],
      ['milchaufschaumer|milk frother|kaffeemuhle|grinder', 25],
    ],
  ),
  ...entries(
    ['electronics-tv'],
    [
      ['85 zoll|85 inch|85|83 zoll|83 inch', 900],
      ['75 zoll|75 inch|77 zoll|77 inch', 600],
      ['65 zoll|65 inch', 420],
      ['55 zoll|55 inch', 260],
      ['48 zoll|48 inch|50 zoll|50 inch', 180],
      ['40 zoll|40 inch|42 zoll|42 inch|43 zoll|43 inch', 130],
      ['32 zoll|32 inch', 60],
    ],
  ),
  ...entries(
    ['electronics-computers-monitors'],
    [
      ['odyssey g7|odyssey g9|240 hz|oled monitor', 300],
      ['144 hz|165 hz|gaming monitor', 140],
      ['4k|uhd', 150],
    ],
  ),
  ...entries(
    ['home-furniture-chairs'],
    [['herman miller|aeron|embody|steelcase|leap', 450, { includesBrand: true }]],
  ),
  ...entries(
    ['home-decor-mirrors-art'],
    [
      ['spiegel|mirror', 45],
      ['gemalde|olbild|painting', 40],
      ['bild|kunstdruck|poster|print', 20],
    ],
  ),
  ...entries(
    ['home-textiles'],
    [
      ['teppich|rug|carpet', 40],
      ['vorhang|vorhange|gardine|curtain|curtains', 15],
      ['kissen|cushion|cushions', 8, { isUnit: true }],
      ['decke|blanket|throw', 15],
    ],
  ),
  ...entries(
    ['collectibles-antiques'],
    [
      ['kommode|chest of drawers|schrank|cabinet|sekretar|truhe|vertiko|buffet', 250],
      ['standuhr|grandfather clock|wanduhr', 150],
    ],
  ),
  ...entries(
    ['collectibles-models-figures'],
    [
      ['1 18|1:18', 30, { isUnit: true }],
      ['1 43|1:43', 8, { isUnit: true }],
    ],
  ),
  ...entries(['collectibles-memorabilia'], [['trikot|shirt|jersey', 40]]),
  ...entries(
    ['family-kids-car-seats'],
    [
      ['babyschale|infant car seat|cloud z|cloud t|pebble', 80],
      ['isofix station|isofix base|basisstation', 60],
    ],
  ),
  ...entries(
    ['sports-leisure-outdoor'],
    [
      ['zelt|tent', 80],
      ['schlafsack|sleeping bag', 35],
      ['rucksack|backpack', 40],
      ['isomatte|sleeping mat', 20],
    ],
  ),
  ...entries(
    ['sports-leisure-winter'],
    [
      ['snowboard', 100],
      ['ski|skier|skis', 90],
      ['skischuhe|ski boots|snowboardboots|snowboard boots', 40],
      ['skihelm|ski helmet', 25],
    ],
  ),
  ...entries(
    ['musical-instruments-guitars'],
    [
      ['akustikgitarre|acoustic guitar|konzertgitarre|classical guitar|westerngitarre', 100],
      ['e gitarre|e-gitarre|electric guitar|stratocaster|telecaster|les paul', 250],
      ['bass|e bass', 220],
    ],
  ),
  ...entries(
    ['musical-instruments-keys'],
    [
      ['flugel|grand piano', 5000],
      ['klavier|piano|upright piano', 1500],
      ['digitalpiano|e piano|digital piano|stage piano', 350],
      ['keyboard', 80],
    ],
  ),
  ...entries(
    ['musical-instruments-drums'],
    [
      ['e drum|e schlagzeug|electronic drum|td 17|td 07|td 1', 350],
      ['cajon', 50],
    ],
  ),
  ...entries(
    ['musical-instruments-amps-effects'],
    [
      ['rohre|rohrenverstarker|valve|tube', 350],
      ['effektgerat|pedal|effect pedal', 50],
    ],
  ),
  ...entries(
    ['vehicle-parts-car-accessories'],
    [
      ['dachbox|roof box', 180],
      ['fahrradtrager|bike rack|bike carrier', 120],
      ['dachtrager|roof rack|grundtrager', 60],
    ],
  ),
  ...entries(
    ['pets-cats'],
    [
      ['kratzbaum|cat tree|scratching post|kratzturm', 35],
      ['katzenklo|litter box|katzentoilette', 10],
    ],
  ),
  ...entries(['pets-small-animals'], [['kaninchenstall|stall|hutch|kafig|cage|gehege|freigehege', 60]]),
  ...entries(
    ['pets-equestrian'],
    [
      ['sattel|saddle|dressursattel|springsattel', 450],
      ['trense|bridle', 60],
      ['decke|rug', 40],
    ],
  ),
  ...entries(
    ['pets-dogs'],
    [
      ['hundebox|transportbox|dog crate', 45],
      ['hundebett|dog bed', 20],
    ],
  ),
  ...entries(
    ['toys-games-dolls-plush'],
    [
      ['traumhaus|dream house|puppenhaus|dollhouse|dreamhouse', 50],
      ['puppenwagen|doll pram', 25],
      ['teddy|teddybar', 10],
    ],
  ),
  ...entries(
    ['toys-games-wooden'],
    [
      ['holzeisenbahn|eisenbahn|railway|train set', 40],
      ['kaufladen|play shop|kinderkuche|play kitchen', 45],
    ],
  ),
  ...entries(
    ['toys-games-outdoor'],
    [
      ['trampolin|trampoline', 90],
      ['sandkasten|sandpit', 40],
      ['rutsche|slide|schaukel|swing', 40],
      ['kettcar|go kart|gokart', 60],
    ],
  ),
  ...entries(['toys-games-board-games'], [['puzzle|jigsaw', 8]]),
  ...entries(
    ['toys-games-building'],
    [
      ['technic porsche|porsche 911 gt3|42056|42096', 300],
      ['millennium falcon|75192|75257|75375', 110],
      ['lego city|polizeistation|police station|feuerwehrstation|fire station', 55],
    ],
  ),
  ...entries(
    ['books-media-music-films'],
    [['box|staffel|season|collection|komplettbox|alle filme|all films', 20]],
  ),
  ...entries(['books-media-music-books-comics'], [['manga', 6, { unit: 4.5 }]]),
  ...entries(['books-media-music-music-vinyl'], [['sammlung|collection', 60, { unit: 6 }]]),
  ...entries(
    ['books-media-music-music-cassettes'],
    [['horspiel|horspiele|audio drama|kassetten|cassette tapes|tapes', 20, { unit: 1.5 }]],
  ),
  ...entries(
    ['garden-diy-grills'],
    [
      ['gasgrill|gas grill|gas barbecue|spirit|genesis', 150],
      ['kugelgrill|kettle grill|holzkohlegrill|charcoal', 50],
    ],
  ),
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
      ['tischlampe|schreibtischlampe|table lamp|desk lamp', 25],
      ['kronleuchter|chandelier', 70],
    ],
  ),
  ...entries(
    ['home-decor-plants', 'garden-diy-plants'],
    [
      ['kunstpflanze|kunstliche pflanze|kunstbambus|artificial plant|fake plant|artificial bamboo', 15],
      ['geigenfeige|fiddle leaf fig|monstera|strelitzie|bird of paradise|yucca', 25],
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
        70,
      ],
      ['krugerrand|goldmunze|gold coin', 2500],
      ['silbermunze|silbermunzen|silver coin|silver coins|maple leaf|philharmoniker', 30, { unit: 8 }],
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
      ['karte|karten|card|cards|sammlung|collection', 25, { unit: 0.25 }],
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
      ['motorradhelm|helm|helmet', 110],
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
      ['babyzen yoyo|yoyo', 200, { includesBrand: true }],
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
