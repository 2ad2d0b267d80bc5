/**
 * Brand tiers per category family (a top-level category or a narrower prefix): what a premium
 * or a budget brand does to the leaf's typical price on German classifieds, 2025/2026 (our own
 * estimates; ADR 047). A brand in no list is mid-tier (factor 1). Names are normalised (lower
 * case, no umlauts); the longest family prefix that lists the brand wins.
 */
export interface BrandTierFamily {
  families: readonly string[];
  premium: readonly string[];
  /** Brands above the ordinary but below luxury (COS, Liebeskind, Cube). */
  upper?: readonly string[];
  /** Brands that are ordinary here though another family lists them (Canon among cameras). */
  mid?: readonly string[];
  budget: readonly string[];
  premiumFactor: number;
  upperFactor?: number;
  budgetFactor: number;
}

const names = (text: string) => text.split(',').map((name) => name.trim());

export const brandTierFamilies: BrandTierFamily[] = [
  {
    families: ['fashion'],
    premium: names(
      'gucci, prada, louis vuitton, chanel, hermes, dior, burberry, moncler, canada goose, balenciaga, saint laurent, bottega veneta, versace, valentino, rolex, omega, tag heuer, breitling, cartier, tudor',
    ),
    upper: names(
      'cos, arket, longchamp, michael kors, hugo boss, boss, ralph lauren, polo ralph lauren, barbour, arcteryx, patagonia, the north face, north face, ray ban, oakley, thomas sabo, pandora, birkenstock, dr martens, liebeskind, seiko, tissot, lacoste, tommy hilfiger, calvin klein, marc o polo, g star, diesel, scotch soda, closed, armedangels, timberland, ugg, veja, fjallraven, jack wolfskin, mammut, bogner, wellensteyn, napapijri',
    ),
    budget: names(
      'h&m, hm, primark, c&a, kik, shein, takko, new yorker, tally weijl, esmara, livergy, deichmann, graceland, zara, bershka, pull bear, mango, only, vero moda, jack jones, tchibo',
    ),
    premiumFactor: 4,
    upperFactor: 1.8,
    budgetFactor: 0.7,
  },
  {
    families: ['electronics'],
    premium: names(
      'apple, sony, bose, bang olufsen, b&o, sonos, dyson, miele, leica, sennheiser, marantz, denon, jura, sage, rocket, lelit, ecm, kitchenaid, thermomix, vorwerk, lg oled, garmin, smeg, rog, alienware, razer, teufel, nubert',
    ),
    upper: names('wmf, audio technica, logitech mx, keychron, philips hue, braun, delonghi, krups'),
    budget: names(
      'medion, hama, intenso, tcl, hisense, grundig, trust, silvercrest, ambiano, clatronic, severin, bomann, blaupunkt, telefunken, xiaomi, realme, doogee, oukitel, lenco, denver, tristar',
    ),
    premiumFactor: 1.6,
    upperFactor: 1.3,
    budgetFactor: 0.6,
  },
  {
    families: ['electronics-photo'],
    premium: names('leica, hasselblad, zeiss'),
    mid: names('canon, nikon, sony, fujifilm, panasonic, olympus, sigma, tamron'),
    budget: names('walimex, yongnuo, neewer'),
    premiumFactor: 2,
    budgetFactor: 0.5,
  },
  {
    families: ['home', 'garden-diy-garden-furniture'],
    premium: names(
      'vitra, usm, usm haller, bolia, boconcept, rolf benz, ligne roset, hay, muuto, thonet, kartell, cor, walter knoll, e15, artek, louis poulsen, flos, artemide, le creuset, staub, fissler, villeroy boch, villeroy & boch, villeroy, rosenthal, hutschenreuther, arabia, iittala, royal copenhagen, meissen, kettler, weishaupl, riedel, spiegelau, schott zwiesel, herman miller, steelcase, fritz hansen, eames',
    ),
    upper: names('wmf, zwilling, asa, kahla, kare, bloomingville, westwing'),
    budget: names('ikea, poco, roller, jysk, tchibo, kik, depot, action, home24, sconto'),
    premiumFactor: 2.5,
    upperFactor: 1.5,
    budgetFactor: 0.6,
  },
  {
    families: ['family-kids'],
    premium: names(
      'bugaboo, cybex, stokke, joolz, emmaljunga, naturkind, uppababy, thule, ergobaby, babyzen',
    ),
    upper: names(
      'britax, britax romer, maxi cosi, abc design, jako o, reima, mini rodini, petit bateau, sterntaler',
    ),
    budget: names('hauck, knorr, kinderkraft, topmark, lupilu, kik, h&m, primark'),
    premiumFactor: 1.8,
    upperFactor: 1.4,
    budgetFactor: 0.6,
  },
  {
    families: ['sports-leisure', 'vehicle-parts'],
    premium: names(
      'specialized, trek, santa cruz, riese muller, scott, orbea, pinarello, cervelo, yeti, brompton, woom, arcteryx, peloton, technogym, concept2, schuberth, shoei, arai, dainese, alpinestars',
    ),
    upper: names(
      'cube, canyon, giant, ktm, kalkhoff, gazelle, bulls, stevens, rose, ghost, focus, haibike, ortlieb, thule, vaude, jack wolfskin, mammut, fjallraven, deuter, salewa, burton, atomic, salomon, head, volkl, rossignol, hilleberg, msr, nordisk, uvex, abus, michelin, continental',
    ),
    budget: names(
      'fischer, prophete, zundapp, decathlon, btwin, rockrider, crivit, llobe, telefunken, christophorus, vidaxl, hudora, tectake',
    ),
    premiumFactor: 1.8,
    upperFactor: 1.4,
    budgetFactor: 0.5,
  },
  {
    families: ['musical-instruments'],
    premium: names(
      'gibson, fender, martin, taylor, rickenbacker, prs, steinway, bechstein, bluthner, schimmel, nord, moog, selmer, neumann, dw, mesa boogie',
    ),
    upper: names('marshall, vox, orange, boss, ibanez, epiphone, kawai'),
    mid: names('squier, yamaha, roland, pearl, sonor'),
    budget: names('harley benton, thomann, startone, millenium, classic cantabile, stagg, fame'),
    premiumFactor: 2.5,
    upperFactor: 1.3,
    budgetFactor: 0.45,
  },
  {
    families: ['garden-diy'],
    premium: names(
      'festool, hilti, makita, bosch professional, dewalt, milwaukee, metabo, stihl, husqvarna, weber, big green egg, kamado joe, fein, mafell, kress',
    ),
    budget: names('parkside, einhell, florabest, gardenline, scheppach, tepro, activa, lidl, aldi'),
    premiumFactor: 1.8,
    budgetFactor: 0.5,
  },
  {
    families: ['toys-games'],
    premium: names('steiff'),
    upper: names(
      'brio, haba, playmobil, schleich, kosmos, grimms, plan toys, hape, kapla, tonies, smoby, berg, kettler, puky',
    ),
    budget: names('simba, dickie'),
    premiumFactor: 4,
    upperFactor: 1.6,
    budgetFactor: 0.6,
  },
  {
    families: ['pets'],
    // Saddle makers (pets-equestrian): the one pets field where a maker moves the price a lot. No
    // upper tier: food bowls, cages and leads sell at the category's price whoever made them.
    premium: names('passier, stubben, prestige, kieffer'),
    budget: names('trixie, karlie'),
    premiumFactor: 1.5,
    budgetFactor: 0.6,
  },
  {
    families: ['vehicles'],
    premium: names(
      'bmw, mercedes, mercedes benz, audi, porsche, tesla, volvo, land rover, ducati, harley davidson, triumph, ktm, vespa',
    ),
    budget: names(
      'dacia, fiat, lada, chevrolet, mitsubishi, zontes, lexmoto, rieju, sym, kymco, baotian, rex',
    ),
    premiumFactor: 1.5,
    budgetFactor: 0.65,
  },
];
