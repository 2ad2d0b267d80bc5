import type { ListingTemplate } from './listing-template.types';
import { colouredSubject, say, tagList } from './listing-template-helpers';

export const diyTemplates: ListingTemplate[] = [
  {
    categoryId: 'garden-diy-power-tools',
    art: 'drill',
    parcel: 'medium',
    weight: 2,
    build(c) {
      const tool = c.pick([
        {
          brand: 'Makita',
          name: ['Akku-Bohrschrauber DDF485', 'DDF485 cordless drill driver'],
          volt: 18,
          price: [70, 110],
        },
        {
          brand: 'Bosch Professional',
          name: ['Bohrhammer GBH 2-26', 'GBH 2-26 rotary hammer'],
          volt: 0,
          price: [90, 140],
        },
        { brand: 'Festool', name: ['Tauchsäge TS 55', 'TS 55 plunge saw'], volt: 0, price: [280, 380] },
        {
          brand: 'DeWalt',
          name: ['Akku-Schlagschrauber DCF887', 'DCF887 impact driver'],
          volt: 18,
          price: [80, 130],
        },
        { brand: 'Einhell', name: ['Stichsäge TC-JS 80', 'TC-JS 80 jigsaw'], volt: 0, price: [25, 40] },
      ] as const);
      const cordless = tool.volt > 0;
      const withBattery = cordless && c.chance(0.6);
      return {
        title: `${tool.brand} ${say(c, tool.name)}${withBattery ? c.t(' mit Akku', ' with battery') : ''}`,
        about: [
          c.t(
            'Nur für ein Renovierungsprojekt benutzt, im Koffer gelagert.',
            'Used for one renovation project and stored in its case.',
          ),
        ],
        extra:
          cordless && !withBattery
            ? c.t('Ohne Akku und Ladegerät (Sologerät).', 'Bare tool, no battery or charger.')
            : undefined,
        features: [
          c.t('Im Systemkoffer', 'In carry case'),
          c.t('Voll funktionsfähig', 'Fully working'),
          ...(cordless ? [`${tool.volt} V`] : [c.t('Mit Kabel', 'Corded')]),
        ],
        tags: tagList(
          tool.brand,
          c.t('werkzeug', 'tools'),
          c.t('heimwerken', 'diy'),
          cordless && c.t('akku', 'cordless'),
        ),
        attributes: {
          brand: tool.brand,
          powerSource: cordless ? 'battery' : 'corded',
          ...(cordless ? { voltage: tool.volt, batteryIncluded: withBattery } : {}),
        },
        basePrice: c.between(tool.price) + (withBattery ? 30 : 0),
        subject: say(c, tool.name),
        hex:
          tool.brand === 'Makita'
            ? '#2f9aa0'
            : tool.brand === 'DeWalt'
              ? '#ecc546'
              : tool.brand === 'Einhell'
                ? '#cc3640'
                : '#3271cf',
      };
    },
  },
  {
    categoryId: 'garden-diy-hand-tools',
    art: 'toolbox',
    parcel: 'medium',
    build(c) {
      const item = c.pick([
        {
          brand: 'Wera',
          name: ['Schraubendreher-Set Kraftform, 12-teilig', 'Kraftform screwdriver set, 12 pieces'],
          price: [35, 55],
        },
        { brand: 'Knipex', name: ['Zangen-Set, 3-teilig', 'pliers set, 3 pieces'], price: [45, 70] },
        { brand: 'Hazet', name: ['Werkzeugkoffer, gut bestückt', 'well-stocked toolbox'], price: [120, 220] },
        { brand: 'Gedore', name: ['Steckschlüsselsatz 1/2"', '1/2" socket set'], price: [60, 100] },
      ] as const);
      return {
        title: `${item.brand} ${say(c, item.name)}`,
        about: [
          c.t(
            'Alles vollständig, kaum benutzt, ordentlich im Koffer.',
            'Complete, barely used, neatly in the case.',
          ),
        ],
        features: [
          c.t('Vollständig', 'Complete'),
          c.t('Qualitätswerkzeug', 'Quality tools'),
          c.t('Im Koffer', 'In a case'),
        ],
        tags: tagList(item.brand, c.t('werkzeug', 'tools'), c.t('werkstatt', 'workshop')),
        attributes: { brand: item.brand },
        basePrice: c.between(item.price),
        subject: c.t('Werkzeugkoffer mit Werkzeug', 'toolbox with tools'),
        hex: c.pick(['#cc3640', '#3271cf', '#e8843a']),
      };
    },
  },
  {
    categoryId: 'garden-diy-building-materials',
    art: 'tiles',
    parcel: 'bulky',
    build(c) {
      const lot = c.pick([
        {
          name: ['Restposten Bodenfliesen 60 × 60, ca. 12 m²', 'leftover floor tiles 60 × 60, approx. 12 m²'],
          sqm: 12,
          price: [80, 140],
        },
        {
          name: ['Laminat Eiche, 8 m², originalverpackt', 'oak laminate, 8 m², unopened'],
          sqm: 8,
          price: [50, 90],
        },
        { name: ['Pflastersteine, ca. 5 m²', 'paving stones, approx. 5 m²'], sqm: 5, price: [30, 60] },
      ] as const);
      const colour = c.colour(['grey', 'beige', 'brown', 'white']);
      return {
        title: say(c, lot.name),
        about: [
          c.t(
            'Übrig nach unserer Renovierung, alles unbenutzt.',
            'Left over from our renovation, all unused.',
          ),
        ],
        extra: c.t('Bitte mit Anhänger oder Transporter kommen.', 'Please come with a trailer or van.'),
        features: [
          c.t(`Menge ca. ${lot.sqm} m²`, `About ${lot.sqm} m²`),
          c.t('Unbenutzt', 'Unused'),
          c.t('Nur Abholung', 'Collection only'),
        ],
        tags: tagList(
          c.t('baumaterial', 'building materials'),
          c.t('renovierung', 'renovation'),
          c.t('restposten', 'leftover'),
        ),
        attributes: { colour: colour.value, quantitySqm: lot.sqm },
        basePrice: c.between(lot.price),
        subject: colouredSubject(c, ['Stapel Fliesen', 'stack of tiles'], colour),
        hex: colour.hex,
      };
    },
  },
];
