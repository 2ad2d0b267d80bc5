import { assistantSuggestionsResponseSchema } from '@shared/chat/chat-assistant.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiDouble, startOpenAiDouble } from '../../../test/openai-double';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/user-factory';
import {
  assistantSuggestionsUrl,
  insertTestMessage,
  insertThreadWithNewBuyer,
  publishAssistantTestTable,
} from './assistant-threads.test-helper';

describe('chat assistant through the OpenAI-compatible provider', () => {
  let double: OpenAiDouble;
  let context: TestContext;
  let seller: TestUser;
  let listingId: string;

  beforeAll(async () => {
    double = await startOpenAiDouble({ chatModel: 'assistant-test-model' });
    context = await createTestApp({
      env: { AI_BASE_URL: double.url, AI_MODEL: 'assistant-test-model', AI_TIMEOUT_MS: '5000' },
    });
    seller = await createTestUser(context, { roles: ['seller'], label: 'assistant-remote-seller' });
    listingId = await publishAssistantTestTable(context, seller);
  });

  afterAll(async () => {
    await context?.close();
    await double?.close();
  });

  async function ask(body: string) {
    const thread = await insertThreadWithNewBuyer(context, listingId, seller.id);
    const message = await insertTestMessage(context, { threadId: thread.id, senderId: thread.buyerId, body });
    const response = await context.app.inject({
      method: 'GET',
      url: assistantSuggestionsUrl(thread.id, message.id),
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return assistantSuggestionsResponseSchema.parse(response.json()).data;
  }

  it("words the answer with the model, from the listing's facts, never surer than the data", async () => {
    double.setNextChatAnswer({
      json: {
        suggestions: [
          { topic: 'shipping', text: 'Klar, ich verschicke ihn mit DHL für 5,49 €.', confidence: 1 },
        ],
      },
    });
    const before = double.requests.length;
    const data = await ask('Versand möglich?');
    expect(data.provider).toBe('openai-compatible');
    expect(data.suggestions).toEqual([
      {
        id: 'remote-shipping',
        topic: 'shipping',
        text: 'Klar, ich verschicke ihn mit DHL für 5,49 €.',
        confidence: 0.95,
      },
    ]);
    const request = double.requests.slice(before).find((entry) => entry.path === '/v1/chat/completions');
    const prompt = JSON.stringify(request?.body?.messages);
    expect(prompt).toContain('Esstisch aus Eiche');
    expect(prompt).toContain('Versand möglich?');
  });

  it('keeps the local answers when the model invents a number or fails', async () => {
    double.setNextChatAnswer({
      json: { suggestions: [{ topic: 'shipping', text: 'Versand kostet 3,99 €.', confidence: 0.9 }] },
    });
    const invented = await ask('Versand möglich?');
    expect(invented.provider).toBe('local');
    expect(invented.suggestions[0]!.text).toBe('Versand ist möglich: DHL für 5,49\u00a0€.');
    double.setNextChatAnswer({ status: 400, message: 'bad request' });
    const failed = await ask('Versand möglich?');
    expect(failed.provider).toBe('local');
    expect(failed.suggestions[0]!.topic).toBe('shipping');
  });

  it('does not ask the model about an escalated message', async () => {
    const before = double.requests.length;
    const data = await ask('I want a refund');
    expect(data).toMatchObject({ isEscalated: true, escalationReason: 'complaint', suggestions: [] });
    expect(double.requests.length).toBe(before);
  });
});
