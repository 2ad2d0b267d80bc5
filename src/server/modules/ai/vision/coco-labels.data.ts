/** German grammatical gender ('plural' for things named in the plural, like skis). */
export type GermanGender = 'masculine' | 'feminine' | 'neuter' | 'plural';

export interface CocoLabelName {
  en: string;
  de: string;
  gender: GermanGender;
  /**
   * Whether the photo's colour describes it. Not for people and animals (the colour of a person is
   * not a product colour) nor food.
   */
  takesColour: boolean;
}

const thing = (en: string, de: string, gender: GermanGender): CocoLabelName => ({
  en,
  de,
  gender,
  takesColour: true,
});
const living = (en: string, de: string, gender: GermanGender): CocoLabelName => ({
  en,
  de,
  gender,
  takesColour: false,
});

/** The 80 COCO classes of Human's CenterNet, by the label it reports, in English and German. */
export const cocoLabelNames: Record<string, CocoLabelName> = {
  person: living('person', 'Person', 'feminine'),
  bicycle: thing('bicycle', 'Fahrrad', 'neuter'),
  car: thing('car', 'Auto', 'neuter'),
  motorcycle: thing('motorcycle', 'Motorrad', 'neuter'),
  airplane: thing('aeroplane', 'Flugzeug', 'neuter'),
  bus: thing('bus', 'Bus', 'masculine'),
  train: thing('train', 'Zug', 'masculine'),
  truck: thing('lorry', 'Lastwagen', 'masculine'),
  boat: thing('boat', 'Boot', 'neuter'),
  'traffic light': thing('traffic light', 'Ampel', 'feminine'),
  'fire hydrant': thing('fire hydrant', 'Hydrant', 'masculine'),
  'stop sign': thing('stop sign', 'Stoppschild', 'neuter'),
  'parking meter': thing('parking meter', 'Parkuhr', 'feminine'),
  bench: thing('bench', 'Bank', 'feminine'),
  bird: living('bird', 'Vogel', 'masculine'),
  cat: living('cat', 'Katze', 'feminine'),
  dog: living('dog', 'Hund', 'masculine'),
  horse: living('horse', 'Pferd', 'neuter'),
  sheep: living('sheep', 'Schaf', 'neuter'),
  cow: living('cow', 'Kuh', 'feminine'),
  elephant: living('elephant', 'Elefant', 'masculine'),
  bear: living('bear', 'Bär', 'masculine'),
  zebra: living('zebra', 'Zebra', 'neuter'),
  giraffe: living('giraffe', 'Giraffe', 'feminine'),
  backpack: thing('backpack', 'Rucksack', 'masculine'),
  umbrella: thing('umbrella', 'Regenschirm', 'masculine'),
  handbag: thing('handbag', 'Handtasche', 'feminine'),
  tie: thing('tie', 'Krawatte', 'feminine'),
  suitcase: thing('suitcase', 'Koffer', 'masculine'),
  frisbee: thing('frisbee', 'Frisbee', 'neuter'),
  skis: thing('skis', 'Ski', 'plural'),
  snowboard: thing('snowboard', 'Snowboard', 'neuter'),
  'sports ball': thing('ball', 'Ball', 'masculine'),
  kite: thing('kite', 'Drachen', 'masculine'),
  'baseball bat': thing('baseball bat', 'Baseballschläger', 'masculine'),
  'baseball glove': thing('baseball glove', 'Baseballhandschuh', 'masculine'),
  skateboard: thing('skateboard', 'Skateboard', 'neuter'),
  surfboard: thing('surfboard', 'Surfbrett', 'neuter'),
  'tennis racket': thing('tennis racket', 'Tennisschläger', 'masculine'),
  bottle: thing('bottle', 'Flasche', 'feminine'),
  'wine glass': thing('wine glass', 'Weinglas', 'neuter'),
  cup: thing('cup', 'Tasse', 'feminine'),
  fork: thing('fork', 'Gabel', 'feminine'),
  knife: thing('knife', 'Messer', 'neuter'),
  spoon: thing('spoon', 'Löffel', 'masculine'),
  bowl: thing('bowl', 'Schüssel', 'feminine'),
  banana: living('banana', 'Banane', 'feminine'),
  apple: living('apple', 'Apfel', 'masculine'),
  sandwich: living('sandwich', 'Sandwich', 'neuter'),
  orange: living('orange', 'Orange', 'feminine'),
  broccoli: living('broccoli', 'Brokkoli', 'masculine'),
  carrot: living('carrot', 'Karotte', 'feminine'),
  'hot dog': living('hot dog', 'Hotdog', 'masculine'),
  pizza: living('pizza', 'Pizza', 'feminine'),
  donut: living('doughnut', 'Donut', 'masculine'),
  cake: living('cake', 'Kuchen', 'masculine'),
  chair: thing('chair', 'Stuhl', 'masculine'),
  couch: thing('sofa', 'Sofa', 'neuter'),
  'potted plant': living('potted plant', 'Topfpflanze', 'feminine'),
  bed: thing('bed', 'Bett', 'neuter'),
  'dining table': thing('dining table', 'Esstisch', 'masculine'),
  toilet: thing('toilet', 'Toilette', 'feminine'),
  tv: thing('television', 'Fernseher', 'masculine'),
  laptop: thing('laptop', 'Laptop', 'masculine'),
  mouse: thing('computer mouse', 'Computermaus', 'feminine'),
  remote: thing('remote control', 'Fernbedienung', 'feminine'),
  keyboard: thing('keyboard', 'Tastatur', 'feminine'),
  'cell phone': thing('mobile phone', 'Handy', 'neuter'),
  microwave: thing('microwave', 'Mikrowelle', 'feminine'),
  oven: thing('oven', 'Backofen', 'masculine'),
  toaster: thing('toaster', 'Toaster', 'masculine'),
  sink: thing('sink', 'Spüle', 'feminine'),
  refrigerator: thing('fridge', 'Kühlschrank', 'masculine'),
  book: thing('book', 'Buch', 'neuter'),
  clock: thing('clock', 'Uhr', 'feminine'),
  vase: thing('vase', 'Vase', 'feminine'),
  scissors: thing('scissors', 'Schere', 'feminine'),
  'teddy bear': thing('teddy bear', 'Teddybär', 'masculine'),
  'hair drier': thing('hair dryer', 'Haartrockner', 'masculine'),
  toothbrush: thing('toothbrush', 'Zahnbürste', 'feminine'),
};

/**
 * Colour adjectives by colour value, German as a declinable stem ("rosa" and "lila" do not decline,
 * so their "-farben" forms are used).
 */
export const colourAdjectives: Record<string, { en: string; de: string }> = {
  black: { en: 'black', de: 'schwarz' },
  white: { en: 'white', de: 'weiß' },
  grey: { en: 'grey', de: 'grau' },
  silver: { en: 'silver', de: 'silbern' },
  beige: { en: 'beige', de: 'beigefarben' },
  brown: { en: 'brown', de: 'braun' },
  cognac: { en: 'cognac-coloured', de: 'cognacfarben' },
  blue: { en: 'blue', de: 'blau' },
  navy: { en: 'dark blue', de: 'dunkelblau' },
  'light-blue': { en: 'light blue', de: 'hellblau' },
  green: { en: 'green', de: 'grün' },
  olive: { en: 'olive', de: 'olivgrün' },
  red: { en: 'red', de: 'rot' },
  burgundy: { en: 'burgundy', de: 'bordeauxrot' },
  pink: { en: 'pink', de: 'rosafarben' },
  purple: { en: 'purple', de: 'lilafarben' },
  yellow: { en: 'yellow', de: 'gelb' },
  orange: { en: 'orange', de: 'orangefarben' },
  gold: { en: 'gold', de: 'golden' },
  multicolour: { en: 'multicoloured', de: 'mehrfarbig' },
};
