import { type ColourValue, colours } from '@shared/catalog/colours.data';
import type { Language } from '@shared/i18n/languages';
import type { Rng } from './prng';

/** The colour draw a template context offers: the demo seed and the template samples share it. */
export function colourPicker(rng: Rng, lang: Language) {
  return (values: readonly ColourValue[]) => {
    const value = rng.pick(values);
    const colour = colours.find((candidate) => candidate.value === value) ?? colours[0];
    const label = lang === 'de' ? colour.labelDe : colour.labelEn;
    return { value, hex: colour.hex, label, name: label.toLowerCase() };
  };
}
