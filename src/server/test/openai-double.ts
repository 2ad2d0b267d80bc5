import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the next chat completion answers. `json` is sent as the message content (stringified);
 * `content` is sent as it is (e.g. malformed JSON); `status` answers an HTTP error instead.
 * `delayMs` holds the answer back first (to test timeouts).
 */
export type OpenAiDoubleChatAnswer = (
  | { json: unknown }
  | { content: string }
  | { status: number; message?: string }
) & { delayMs?: number };

export interface OpenAiDoubleTranscript {
  text: string;
  segments?: { text: string; start: number; end: number; avg_logprob?: number }[];
  /** Seconds; derived from the last segment when left out. */
  duration?: number;
  language?: string;
}

/** What the next transcription answers: a transcript, or an HTTP error. */
export type OpenAiDoubleTranscriptAnswer = OpenAiDoubleTranscript | { status: number; message?: string };

export interface OpenAiDoubleRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** Parsed JSON body of a chat completion. */
  body?: Record<string, unknown>;
  /** Text fields of a multipart transcription request. */
  fields?: Record<string, string>;
  file?: { filename: string; contentType: string; size: number };
}

export interface OpenAiDouble {
  /** Base URL without /v1, as AI_BASE_URL takes it. */
  url: string;
  requests: OpenAiDoubleRequest[];
  /** Queues an answer for the next chat completion; without one the double writes a valid answer. */
  setNextChatAnswer(answer: OpenAiDoubleChatAnswer): void;
  /** The transcript every later transcription answers (until set again); empty audio still gets ''. */
  setTranscript(answer: OpenAiDoubleTranscriptAnswer): void;
  close(): Promise<void>;
}

export interface OpenAiDoubleOptions {
  port?: number;
  host?: string;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** When set, chat completions must name this model. */
  chatModel?: string;
  /** When set, transcriptions must name this model. */
  speechModel?: string;
}

/** A German seller's sentence, what e2e's fake microphone "says". */
export const defaultDoubleTranscript: OpenAiDoubleTranscript = {
  text: 'Ich verkaufe meine schwarze Nike Jacke in Größe M, kaum getragen, für 40 Euro, Abholung in Berlin.',
  segments: [
    { text: 'Ich verkaufe meine schwarze Nike Jacke in Größe M,', start: 0, end: 3.2, avg_logprob: -0.18 },
    { text: 'kaum getragen, für 40 Euro, Abholung in Berlin.', start: 3.2, end: 6.1, avg_logprob: -0.25 },
  ],
  language: 'german',
};

/** The same sentence from an English-speaking seller: what the double answers for language "en". */
export const englishDoubleTranscript: OpenAiDoubleTranscript = {
  text: 'I am selling my black Nike jacket in size M, barely worn, for 40 euros, pickup in Berlin.',
  segments: [
    { text: 'I am selling my black Nike jacket in size M,', start: 0, end: 3.1, avg_logprob: -0.17 },
    { text: 'barely worn, for 40 euros, pickup in Berlin.', start: 3.1, end: 5.9, avg_logprob: -0.22 },
  ],
  language: 'english',
};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** OpenAI's error shape, so the client's error handling meets the real thing. */
function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  code = 'invalid_request_error',
) {
  sendJson(response, status, { error: { message, type: code, param: null, code } });
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** Just enough multipart/form-data parsing for the transcription endpoint (binary-safe). */
export function parseMultipart(body: Buffer, contentType: string): MultipartPart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [];
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    // Each part: CRLF, headers, CRLF CRLF, data, CRLF before the next delimiter.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      if (name !== undefined) {
        parts.push({
          name,
          filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1],
          contentType: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim(),
          data: part.subarray(headerEnd + 4),
        });
      }
    }
    start = next;
  }
  return parts;
}

/** A valid instance of a (strict, OpenAI-subset) JSON schema: first enum value, null where allowed. */
function sampleOf(schema: Record<string, unknown>): unknown {
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as Record<string, unknown>[];
    return options.some((option) => option.type === 'null') ? null : sampleOf(options[0] ?? {});
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sampleOf(value)]));
    }
    case 'array':
      return [];
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return false;
    default:
      return 'sample';
  }
}

function textOfMessages(body: Record<string, unknown>): string {
  const messages = Array.isArray(body.messages) ? (body.messages as Record<string, unknown>[]) : [];
  return messages
    .filter((message) => message.role === 'user')
    .flatMap((message) =>
      typeof message.content === 'string'
        ? [message.content]
        : Array.isArray(message.content)
          ? (message.content as Record<string, unknown>[]).map((part) =>
              typeof part.text === 'string' ? part.text : '',
            )
          : [],
    )
    .join('\n');
}

/**
 * The answer a cooperative model would give: for a category pick, the offered category whose id
 * shares most words with the seller's text; for a draft, the schema's sample with a title,
 * description, tags and price taken from the seller's transcript.
 */
function defaultChatAnswer(body: Record<string, unknown>): unknown {
  const format = body.response_format as {
    json_schema?: { name?: string; schema?: Record<string, unknown> };
  };
  const schema = format.json_schema?.schema ?? {};
  const sample = sampleOf(schema) as Record<string, unknown>;
  const text = textOfMessages(body);
  const transcript = /TRANSCRIPT:\s*([^\n]*)/.exec(text)?.[1]?.trim() ?? '';
  const words = new Set(
    transcript
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length > 2),
  );

  const categoryProperty = (schema.properties as Record<string, Record<string, unknown>> | undefined)
    ?.categoryId;
  if (Array.isArray(categoryProperty?.enum)) {
    const ids = categoryProperty.enum as string[];
    const scored = ids.map((id) => ({ id, score: id.split('-').filter((part) => words.has(part)).length }));
    scored.sort((a, b) => b.score - a.score);
    return { ...sample, categoryId: scored[0]?.id ?? ids[0], confidence: 0.8 };
  }
  if ('title' in sample) {
    const price = Number(/(\d+(?:[.,]\d+)?)\s*(?:euro|eur|€)/i.exec(transcript)?.[1]?.replace(',', '.'));
    const title = transcript.slice(0, 60).replace(/[,.;]?\s*\S*$/, '') || 'Gebrauchter Artikel';
    const fields = ['title', 'description', 'condition', 'tags', 'price'];
    return {
      ...sample,
      title: title.length >= 10 ? title : `${title} – gut erhalten`,
      description: `${transcript} Privatverkauf, keine Garantie und keine Rücknahme.`.trim(),
      tags: [...words].slice(0, 5),
      price: {
        value: Number.isFinite(price) && price > 0 ? price : 25,
        currency: 'EUR',
        rationale: 'Preisidee des Verkäufers.',
      },
      evidence: fields.map((field) => ({ field, confidence: 0.7, sources: ['speech'] })),
    };
  }
  return sample;
}

/**
 * A local double of the OpenAI HTTP API (chat completions with JSON-schema output, audio
 * transcriptions) for API and e2e tests. It checks what the real API rejects (key, model,
 * response format) and records what the client sent.
 */
export async function startOpenAiDouble(options: OpenAiDoubleOptions = {}): Promise<OpenAiDouble> {
  const requests: OpenAiDoubleRequest[] = [];
  const chatAnswers: OpenAiDoubleChatAnswer[] = [];
  // Until a test sets one, the answer follows the language asked for, as a real model hears it.
  let transcriptAnswer: OpenAiDoubleTranscriptAnswer | null = null;

  async function handleChat(request: IncomingMessage, response: ServerResponse, record: OpenAiDoubleRequest) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(request)).toString('utf8')) as Record<string, unknown>;
    } catch {
      return sendError(response, 400, 'We could not parse the JSON body of your request.');
    }
    record.body = body;
    if (options.chatModel && body.model !== options.chatModel) {
      return sendError(response, 404, `The model '${String(body.model)}' does not exist`, 'model_not_found');
    }
    const format = body.response_format as
      | { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } }
      | undefined;
    if (
      format?.type !== 'json_schema' ||
      !format.json_schema?.name ||
      format.json_schema.strict !== true ||
      typeof format.json_schema.schema !== 'object'
    ) {
      return sendError(response, 400, "Invalid 'response_format': expected a strict json_schema.");
    }
    const answer = chatAnswers.shift();
    if (answer?.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer && 'status' in answer) {
      return sendError(response, answer.status, answer.message ?? 'The server had an error', 'server_error');
    }
    const content =
      answer && 'content' in answer
        ? answer.content
        : JSON.stringify(answer && 'json' in answer ? answer.json : defaultChatAnswer(body));
    sendJson(response, 200, {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  }

  async function handleTranscription(
    request: IncomingMessage,
    response: ServerResponse,
    record: OpenAiDoubleRequest,
  ) {
    const parts = parseMultipart(await readBody(request), request.headers['content-type'] ?? '');
    const fields: Record<string, string> = {};
    for (const part of parts) {
      if (part.filename === undefined) fields[part.name] = part.data.toString('utf8');
    }
    const file = parts.find((part) => part.name === 'file' && part.filename !== undefined);
    record.fields = fields;
    if (file) {
      record.file = {
        filename: file.filename ?? '',
        contentType: file.contentType ?? '',
        size: file.data.length,
      };
    }
    if (!file) return sendError(response, 400, "Missing required parameter: 'file'.");
    if (!fields.model) return sendError(response, 400, "Missing required parameter: 'model'.");
    if (options.speechModel && fields.model !== options.speechModel) {
      return sendError(response, 404, `The model '${fields.model}' does not exist`, 'model_not_found');
    }
    const answer =
      transcriptAnswer ?? (fields.language === 'en' ? englishDoubleTranscript : defaultDoubleTranscript);
    if ('status' in answer) {
      return sendError(response, answer.status, answer.message ?? 'The server had an error', 'server_error');
    }
    const transcript: OpenAiDoubleTranscript =
      file.data.length === 0 ? { text: '', segments: [], duration: 0 } : answer;
    const segments = (transcript.segments ?? []).map((segment, id) => ({ id, ...segment }));
    const duration = transcript.duration ?? segments.at(-1)?.end ?? 0;
    if (fields.response_format === 'verbose_json') {
      return sendJson(response, 200, {
        task: 'transcribe',
        language: transcript.language ?? fields.language ?? 'english',
        duration,
        text: transcript.text,
        segments,
      });
    }
    sendJson(response, 200, { text: transcript.text });
  }

  /**
   * For a double in another process (Playwright's webServer): `PUT /__double/transcript` with a
   * transcript as JSON sets what later transcriptions answer, `{}` goes back to the default.
   */
  async function handleTranscriptControl(request: IncomingMessage, response: ServerResponse) {
    try {
      const body = JSON.parse((await readBody(request)).toString('utf8')) as Partial<OpenAiDoubleTranscript>;
      transcriptAnswer = typeof body.text === 'string' ? (body as OpenAiDoubleTranscript) : null;
      sendJson(response, 200, { transcript: transcriptAnswer });
    } catch {
      sendError(response, 400, 'We could not parse the JSON body of your request.');
    }
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    if (request.method === 'PUT' && path === '/__double/transcript') {
      void handleTranscriptControl(request, response);
      return;
    }
    const record: OpenAiDoubleRequest = {
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
    };
    requests.push(record);
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendError(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    // The model list doubles as the readiness check of Playwright's webServer.
    if (request.method === 'GET' && path === '/v1/models') {
      const models = [options.chatModel, options.speechModel].filter(Boolean);
      return sendJson(response, 200, {
        object: 'list',
        data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'double' })),
      });
    }
    const handle =
      request.method === 'POST' && path === '/v1/chat/completions'
        ? handleChat
        : request.method === 'POST' && path === '/v1/audio/transcriptions'
          ? handleTranscription
          : undefined;
    if (!handle) return sendError(response, 404, `Unknown request URL: ${request.method} ${path}`);
    handle(request, response, record).catch(() => sendError(response, 500, 'double failed', 'server_error'));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    requests,
    setNextChatAnswer: (answer) => {
      chatAnswers.push(answer);
    },
    setTranscript: (answer) => {
      transcriptAnswer = answer;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
