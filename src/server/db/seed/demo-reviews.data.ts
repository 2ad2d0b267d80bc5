import type { Bi } from '../../catalog-corpus/listing-template-helpers';

export interface ReviewPhrases {
  titles: Bi[];
  comments: Bi[];
}

/** Review texts by star band: 5, 4, 3 and 1–2. */
export const reviewPhrases: Record<'great' | 'good' | 'mixed' | 'bad', ReviewPhrases> = {
  great: {
    titles: [
      ['Alles super!', 'Great seller'],
      ['Sehr zu empfehlen', 'Highly recommended'],
      ['Schnell und unkompliziert', 'Quick and easy'],
      ['Gerne wieder', 'Would buy again'],
      ['Genau wie beschrieben', 'Exactly as described'],
    ],
    comments: [
      [
        'Artikel genau wie beschrieben, super verpackt und schnell verschickt. Gerne wieder!',
        'Item exactly as described, well packed and shipped quickly. Thanks!',
      ],
      [
        'Sehr nette Abwicklung, pünktlich zur Abholung da. Danke!',
        'Friendly and on time for the pickup, very easy.',
      ],
      ['Schnelle Antworten, fairer Preis, alles bestens.', 'Quick replies and a fair price. All good.'],
      [
        'Kam gut verpackt an und sieht noch besser aus als auf den Fotos.',
        'Arrived well packed and looks even better than in the photos.',
      ],
      [
        'Unkompliziert und freundlich, so macht Kleinanzeigen Spaß.',
        'Easy and friendly, this is how buying second-hand should be.',
      ],
    ],
  },
  good: {
    titles: [
      ['Gut, kleine Verzögerung', 'Good, small delay'],
      ['Passt', 'All fine'],
      ['Zufrieden', 'Happy overall'],
    ],
    comments: [
      [
        'Alles gut, der Versand hat nur etwas länger gedauert.',
        'All good, shipping just took a little longer.',
      ],
      [
        'Artikel in Ordnung, eine kleine Gebrauchsspur war nicht erwähnt, aber kein Problem.',
        'Item fine; one small mark was not mentioned, but no problem.',
      ],
      ['Freundlicher Kontakt, Abholung hat gut geklappt.', 'Friendly contact and the pickup went smoothly.'],
    ],
  },
  mixed: {
    titles: [
      ['Okay', 'Okay'],
      ['Ging so', 'So-so'],
    ],
    comments: [
      [
        'Artikel ok, aber die Kommunikation war etwas zäh.',
        'Item is okay, but communication was a bit slow.',
      ],
      [
        'Zustand etwas schlechter als beschrieben, der Preis war aber fair.',
        'Condition a little worse than described, but the price was fair.',
      ],
    ],
  },
  bad: {
    titles: [
      ['Leider enttäuscht', 'Disappointed'],
      ['Nicht wie beschrieben', 'Not as described'],
    ],
    comments: [
      [
        'Der Artikel hatte einen Defekt, der nicht erwähnt wurde. Danach kam keine Antwort mehr.',
        'The item had a fault that was not mentioned, and then no more replies.',
      ],
      ['Abholtermin wurde zweimal kurzfristig abgesagt.', 'The pickup was cancelled twice at short notice.'],
    ],
  },
};
