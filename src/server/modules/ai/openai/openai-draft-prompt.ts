import type { TaxonomyCategory } from '@shared/catalog/taxonomy';
import { findTaxonomyCategory, flattenTaxonomy } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import type { DraftImage, DraftInput } from '../ai-engine';
import type { ChatContentPart, ChatMessage } from './openai-client';

/**
 * The conversation with the model: the seller's material (photos, what the local models read on
 * them, the transcript) and the category list first; then, once the category is known, that
 * category's attribute schema and the request for the draft.
 */

const languageNames = { de: 'German', en: 'English' } as const;

const systemPrompt = (language: Language) =>
  [
    'You draft listings for Kleinkram, a German second-hand marketplace for private sellers.',
    'Use only what the photos, the photo hints and the seller’s transcript show or say.',
    'Never invent a brand, size, model, defect, accessory or price idea the seller did not give.',
    `Write every text (title, description, tags, price rationale) in ${languageNames[language]},`,
    language === 'de'
      ? 'in plain, friendly German as a private seller would write it (first person).'
      : 'in plain, friendly English as a private seller would write it (first person).',
    'Answer with JSON that follows the given schema, nothing else.',
  ].join(' ');

/** "Fashion › Women › Jackets & coats", so equal leaf names in different branches stay apart. */
export function categoryPathName(category: TaxonomyCategory, language: Language): string {
  return category.path.map((id) => findTaxonomyCategory(id)?.name[language] ?? id).join(' › ');
}

let leafCategories: TaxonomyCategory[] | undefined;

/** Only leaves are offered: a listing goes into the most specific category (about 110, ~5 kB). */
export function offeredCategories(): TaxonomyCategory[] {
  leafCategories ??= flattenTaxonomy().filter((category) => category.isLeaf);
  return leafCategories;
}

function photoHint(image: DraftImage, index: number): string {
  const { analysis } = image;
  const objects = analysis.objects
    .slice(0, 3)
    .map((object) => `${object.label} ${object.score.toFixed(2)}`)
    .join(', ');
  const parts = [
    analysis.text ? `text read: "${analysis.text.replace(/\s+/g, ' ').slice(0, 400)}"` : 'no text read',
    objects ? `objects: ${objects}` : undefined,
    analysis.colour.value ? `dominant colour: ${analysis.colour.value}` : undefined,
  ].filter(Boolean);
  return `Photo ${index + 1}: ${parts.join('; ')}`;
}

export interface PromptImage {
  /** A data: URL of a card-size WebP. */
  url: string;
}

export function categoryPickMessages(input: DraftInput, images: PromptImage[]): ChatMessage[] {
  const transcript = input.transcript.replace(/\s+/g, ' ').trim();
  const spokenIn = input.transcriptLanguage ? ` (spoken in ${input.transcriptLanguage})` : '';
  const text = [
    `LANGUAGE OF THE LISTING: ${input.language}`,
    // One line, so the text stays unambiguous when the transcript holds line breaks.
    `TRANSCRIPT${spokenIn}: ${transcript || '(none)'}`,
    input.images.length
      ? `PHOTO HINTS (read by local OCR, object detection and colour analysis; may hold errors):\n${input.images.map(photoHint).join('\n')}`
      : 'PHOTOS: none',
    'CATEGORIES (id: path):',
    ...offeredCategories().map((category) => `${category.id}: ${categoryPathName(category, input.language)}`),
    '',
    'Step 1: pick the category id that fits the item best, how sure you are (0 to 1),',
    'and up to 3 other likely categories.',
  ].join('\n');
  const content: ChatContentPart[] = [
    { type: 'text', text },
    ...images.map((image): ChatContentPart => ({ type: 'image_url', image_url: { url: image.url } })),
  ];
  return [
    { role: 'system', content: systemPrompt(input.language) },
    { role: 'user', content },
  ];
}

export function draftMessages(
  pickConversation: ChatMessage[],
  pickAnswer: string,
  category: TaxonomyCategory,
  language: Language,
): ChatMessage[] {
  const text = [
    `Step 2: write the listing draft for the category ${category.id} (${categoryPathName(category, language)}).`,
    'The attributes object holds this category’s fields; fill a field only when the photos or the',
    'transcript show it, else null. Use the option values given in the schema.',
    'Title: 10 to 140 characters, brand + item + key attribute (e.g. size or model), no filler words.',
    'Description: 40 to 5000 characters: what it is, its condition, details, defects if any,',
    'pickup or shipping if the seller said so.',
    'Condition: new, excellent (like new), good, fair or refurbished; null when unknown.',
    'Tags: at most 12 lower-case search words a buyer would type.',
    'Price in EUR: the seller’s price idea when given, else a realistic second-hand price;',
    'the rationale says why in at most 400 characters.',
    'Evidence: for every field you filled (title, description, condition, tags, price,',
    'attributes.<key>), how sure you are (0 to 1) and where it came from: photo_text, photo_object,',
    'photo_colour, speech, catalogue or model.',
  ].join('\n');
  return [...pickConversation, { role: 'assistant', content: pickAnswer }, { role: 'user', content: text }];
}
