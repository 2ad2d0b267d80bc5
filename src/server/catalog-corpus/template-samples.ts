import type { Language } from '@shared/i18n/languages';
import type { ItemDraft } from './listing-template.types';
import { listingTemplates } from './listing-templates.data';
import { hashSeed, Rng } from './prng';
import { colourPicker } from './template-draws';

export interface TemplateSample {
  categoryId: string;
  language: Language;
  draft: ItemDraft;
}

let cached: TemplateSample[] | undefined;

/**
 * The demo listing templates drawn a fixed number of times in both languages: the catalogue's own
 * titles, texts, tags, attributes and prices, which the classifier and the gazetteer learn from.
 * Deterministic, ~0.1 s, computed once per process.
 */
export function templateSamples(drawsPerTemplate = 24): TemplateSample[] {
  if (cached && drawsPerTemplate === 24) return cached;
  const samples: TemplateSample[] = [];
  for (const [templateIndex, template] of listingTemplates.entries()) {
    for (let draw = 0; draw < drawsPerTemplate; draw++) {
      const language: Language = draw % 2 === 0 ? 'de' : 'en';
      const rng = new Rng(hashSeed(2611, templateIndex, draw));
      const draft = template.build({
        lang: language,
        condition: 'good',
        t: (de, en) => (language === 'de' ? de : en),
        pick: (items) => rng.pick(items),
        int: (min, max) => rng.int(min, max),
        between: ([min, max]) => rng.int(min, max),
        chance: (probability) => rng.chance(probability),
        colour: colourPicker(rng, language),
      });
      samples.push({ categoryId: template.categoryId, language, draft });
    }
  }
  if (drawsPerTemplate === 24) cached = samples;
  return samples;
}
