import sharp from 'sharp';
import type { Config } from '../../../config/env';
import { AppError } from '../../../core/app-error';
import type { DraftImage, DraftingProvider } from '../ai-engine';
import { extractPrice } from '../understanding/extract-price';
import { createOpenAiClient, type OpenAiClient, OpenAiRequestError } from './openai-client';
import {
  categoryPickMessages,
  draftMessages,
  offeredCategories,
  type PromptImage,
} from './openai-draft-prompt';
import { repairDraftAnswer, resolveCategoryPick } from './openai-draft-repair';
import { categoryPickSchema, draftAnswerSchema, toStrictJsonSchema } from './openai-draft-schemas';

/** Card size (media-url.ts): enough for the model to see the item, a fraction of the tokens of 1024 px. */
const promptImageWidth = 480;

async function toPromptImage(image: DraftImage): Promise<PromptImage> {
  const webp = await sharp(image.image)
    .resize({ width: promptImageWidth, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { url: `data:image/webp;base64,${webp.toString('base64')}` };
}

/** Transport failures become AI_UPSTREAM_FAILED with a short reason; nothing upstream leaks. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OpenAiRequestError) {
      throw new AppError('AI_UPSTREAM_FAILED', 'The AI service did not answer usefully.', {
        reason: error.reason,
      });
    }
    throw error;
  }
}

/**
 * Drafting through an OpenAI-compatible vision chat model, in two steps: (1) photos, photo hints,
 * transcript and the leaf category list → the category; (2) the same conversation plus that
 * category's attribute schema → the draft. Both answers are JSON-schema constrained and then
 * repaired or rejected (openai-draft-repair.ts), so what leaves here satisfies the shared schema.
 * Category and attribute schemas come from the shared taxonomy, not the database.
 */
export function createOpenAiDraftingProvider(options: {
  config: Config;
  client?: OpenAiClient;
}): DraftingProvider {
  const { baseUrl, apiKey, model, timeoutMs } = options.config.ai;
  if (!baseUrl || !model) throw new Error('the openai-compatible provider needs AI_BASE_URL and AI_MODEL');
  const client = options.client ?? createOpenAiClient({ baseUrl, apiKey, timeoutMs });
  const categoryIds = offeredCategories().map((category) => category.id) as [string, ...string[]];
  const pickSchema = { name: 'category_pick', schema: toStrictJsonSchema(categoryPickSchema(categoryIds)) };

  return {
    name: 'openai-compatible',
    async draft(input) {
      const images = await Promise.all(input.images.map(toPromptImage));
      const pickConversation = categoryPickMessages(input, images);
      const pickAnswer = await ask(() =>
        client.chatJson({ model, messages: pickConversation, schema: pickSchema }),
      );
      const pick = resolveCategoryPick(pickAnswer.json);
      const fields = pick.category.attributeSchema.fields;
      const draftAnswer = await ask(() =>
        client.chatJson({
          model,
          messages: draftMessages(pickConversation, pickAnswer.content, pick.category, input.language),
          schema: {
            name: 'listing_draft',
            schema: toStrictJsonSchema(draftAnswerSchema(fields, input.language)),
          },
        }),
      );
      const { draft, repairs } = repairDraftAnswer(draftAnswer.json, pick, input.language);
      return {
        draft,
        provider: 'openai-compatible',
        notices: repairs.length > 0 ? ['ai_answer_repaired'] : [],
        // The model's evidence may be missing: then the local extractor reads the transcript.
        isPriceSaid:
          draft.evidence.price?.sources.includes('speech') === true ||
          extractPrice(input.transcript, input.transcriptLanguage ?? input.language) !== null,
      };
    },
  };
}
