import type { ListingTemplate } from './listing-template.types';
import { say, tagList } from './listing-template-helpers';

export const electronicsPhotoTemplates: ListingTemplate[] = [
  {
    categoryId: 'electronics-photo-cameras',
    art: 'camera',
    parcel: 'small',
    weight: 2,
    refurbishable: true,
    build(c) {
      const cam = c.pick([
        {
          brand: 'Sony',
          model: 'Alpha 6400',
          type: 'mirrorless',
          mount: 'sony-e',
          price: [580, 720],
          shutter: true,
        },
        {
          brand: 'Fujifilm',
          model: 'X-T3',
          type: 'mirrorless',
          mount: 'fujifilm-x',
          price: [620, 780],
          shutter: true,
        },
        {
          brand: 'Canon',
          model: 'EOS 80D',
          type: 'dslr',
          mount: 'canon-ef',
          price: [380, 480],
          shutter: true,
        },
        {
          brand: 'Olympus',
          model: 'OM-1',
          type: 'analogue',
          mount: 'fixed',
          price: [140, 220],
          shutter: false,
        },
        {
          brand: 'Fujifilm',
          model: 'Instax Mini 12',
          type: 'instant',
          mount: 'fixed',
          price: [45, 65],
          shutter: false,
        },
      ] as const);
      const colour = c.colour(
        cam.type === 'instant' ? ['blue', 'pink', 'purple', 'white'] : ['black', 'silver'],
      );
      const shutterCount = cam.shutter ? c.int(4, 38) * 1000 : undefined;
      return {
        title: c.t(
          `${cam.brand} ${cam.model}${cam.type === 'analogue' ? ' Analogkamera' : ''}${shutterCount ? `, ${shutterCount / 1000}.000 Auslösungen` : ''}`,
          `${cam.brand} ${cam.model}${cam.type === 'analogue' ? ' film camera' : ''}${shutterCount ? `, ${shutterCount / 1000}k shutter count` : ''}`,
        ),
        about: [
          cam.shutter
            ? c.t(
                'Sensor sauber, alle Tasten und Rädchen funktionieren, keine Dellen am Gehäuse.',
                'Clean sensor, every button and dial works, no dents on the body.',
              )
            : c.t(
                'Mechanik und Auslöser funktionieren einwandfrei, ein Testfilm wurde kürzlich entwickelt.',
                'Mechanics and shutter work perfectly; a test roll was developed recently.',
              ),
        ],
        extra: cam.shutter
          ? c.t(
              'Zwei Akkus, Ladegerät und Trageriemen sind dabei.',
              'Two batteries, charger and strap included.',
            )
          : c.t('Trageriemen und Batterie sind dabei.', 'Strap and battery included.'),
        features: [
          ...(shutterCount ? [c.t(`${shutterCount} Auslösungen`, `${shutterCount} shutter actuations`)] : []),
          c.t('Voll funktionsfähig', 'Fully working'),
          c.t('Trageriemen', 'Camera strap'),
        ],
        tags: tagList(cam.brand, c.t('kamera', 'camera'), cam.type, cam.model.split(' ')[0]),
        attributes: {
          brand: cam.brand,
          model: cam.model,
          colour: colour.value,
          mount: cam.mount,
          cameraType: cam.type,
          ...(shutterCount ? { shutterCount } : {}),
        },
        basePrice: c.between(cam.price),
        subject: c.t(`Kamera ${cam.brand} ${cam.model}`, `${cam.brand} ${cam.model} camera`),
        hex: colour.hex,
      };
    },
  },
  {
    categoryId: 'electronics-photo-lenses',
    mayBeNew: true,
    art: 'lens',
    parcel: 'small',
    build(c) {
      const lens = c.pick([
        { brand: 'Sigma', model: '30mm F1.4 DC DN', mount: 'sony-e', focal: '30 mm', price: [190, 240] },
        { brand: 'Canon', model: 'EF 50mm f/1.8 STM', mount: 'canon-ef', focal: '50 mm', price: [80, 110] },
        {
          brand: 'Fujifilm',
          model: 'XF 35mm F2 R WR',
          mount: 'fujifilm-x',
          focal: '35 mm',
          price: [230, 290],
        },
        {
          brand: 'Tamron',
          model: '28-75mm F/2.8 Di III RXD',
          mount: 'sony-e',
          focal: '28–75 mm',
          price: [420, 520],
        },
      ] as const);
      return {
        title: c.t(`${lens.brand} ${lens.model} Objektiv`, `${lens.brand} ${lens.model} lens`),
        about: [
          c.t(
            'Glas klar, kein Pilz, kein Staub, Autofokus schnell und leise.',
            'Clear glass, no fungus or haze, fast and quiet autofocus.',
          ),
        ],
        extra: c.t(
          'Beide Deckel und Gegenlichtblende sind dabei.',
          'Both caps and the lens hood are included.',
        ),
        features: [
          lens.focal,
          c.t('Front- und Rückdeckel', 'Front and rear caps'),
          c.t('Gegenlichtblende', 'Lens hood'),
        ],
        tags: tagList(lens.brand, c.t('objektiv', 'lens'), lens.mount, lens.focal.replace(' ', '')),
        attributes: {
          brand: lens.brand,
          model: lens.model,
          colour: 'black',
          mount: lens.mount,
          focalLength: lens.focal,
        },
        basePrice: c.between(lens.price),
        subject: say(c, ['Kameraobjektiv', 'camera lens']),
        hex: '#25272c',
      };
    },
  },
];
