/**
 * A client for the documented OpenAI-compatible HTTP API (api.openai.com, vLLM, llama.cpp server,
 * LocalAI, a self-hosted whisper server...): chat completions with JSON-schema output and audio
 * transcriptions. Plain fetch, so nothing vendor-specific sits between us and the contract.
 */

export type ChatContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | ChatContentPart[];
}

export interface ChatJsonRequest {
  model: string;
  messages: ChatMessage[];
  /** A strict JSON schema (OpenAI's supported subset) the answer must follow. */
  schema: { name: string; schema: Record<string, unknown> };
  temperature?: number;
}

export interface ChatJsonResult {
  /** The parsed answer; not yet validated: callers check it against their own schema. */
  json: unknown;
  /** The raw message content, for logs when the answer is rejected. */
  content: string;
}

export interface TranscribeRequest {
  audio: Buffer;
  mimeType: string;
  /** ISO-639-1 code (de, en, fr, es). */
  language: string;
  model: string;
}

export interface TranscriptionSegment {
  text: string;
  start: number;
  end: number;
  avg_logprob?: number;
}

export interface TranscriptionResult {
  text: string;
  segments?: TranscriptionSegment[];
  /** Seconds of audio, when the endpoint says. */
  duration?: number;
}

export type OpenAiFailureKind = 'timeout' | 'network' | 'http' | 'invalid_response' | 'refusal';

/** Every way a call can fail; the callers turn it into AI_UPSTREAM_FAILED. */
export class OpenAiRequestError extends Error {
  readonly kind: OpenAiFailureKind;
  readonly status: number | undefined;

  constructor(kind: OpenAiFailureKind, message: string, status?: number) {
    super(message);
    this.name = 'OpenAiRequestError';
    this.kind = kind;
    this.status = status;
  }

  /** A short, safe reason for logs and error details ('timeout', 'http_503'...). */
  get reason(): string {
    return this.kind === 'http' ? `http_${this.status}` : this.kind;
  }
}

export interface OpenAiClientOptions {
  /** Without /v1 and without a trailing slash (config.ai.baseUrl). */
  baseUrl: string;
  apiKey?: string;
  /** For the whole call, retry included. */
  timeoutMs: number;
  /** First retry waits about this long unless the server says otherwise (Retry-After). */
  retryDelayMs?: number;
}

export interface OpenAiClient {
  chatJson(request: ChatJsonRequest): Promise<ChatJsonResult>;
  transcribe(request: TranscribeRequest): Promise<TranscriptionResult>;
}

/** Rate limits and server hiccups are worth one more try; a 4xx means the request itself is wrong. */
const isRetryableStatus = (status: number) => status === 429 || status >= 500;
/** A Retry-After longer than this is not waited for: the seller is watching a spinner. */
const maxRetryWaitMs = 5_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function retryWaitMs(response: Response, baseMs: number): number {
  const header = Number(response.headers.get('retry-after'));
  if (Number.isFinite(header) && header > 0) return Math.min(header * 1000, maxRetryWaitMs);
  // Jitter keeps many clients that failed together from retrying together.
  return baseMs * (1 + Math.random() / 2);
}

async function upstreamMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 300);
}

export function createOpenAiClient(options: OpenAiClientOptions): OpenAiClient {
  const retryDelayMs = options.retryDelayMs ?? 500;

  async function send(path: string, init: () => RequestInit): Promise<unknown> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    try {
      for (let attempt = 1; ; attempt += 1) {
        const request = init();
        const response = await fetch(`${options.baseUrl}/v1${path}`, {
          ...request,
          headers: { ...headers, ...(request.headers as Record<string, string> | undefined) },
          signal,
        });
        if (response.ok) {
          try {
            return await response.json();
          } catch {
            throw new OpenAiRequestError('invalid_response', `${path} answered a body that is not JSON`);
          }
        }
        if (attempt < 2 && isRetryableStatus(response.status)) {
          await response.body?.cancel();
          await sleep(retryWaitMs(response, retryDelayMs), signal);
          continue;
        }
        const message = await upstreamMessage(response);
        throw new OpenAiRequestError(
          'http',
          `${path} answered ${response.status}: ${message}`,
          response.status,
        );
      }
    } catch (error) {
      if (error instanceof OpenAiRequestError) throw error;
      if (signal.aborted) {
        throw new OpenAiRequestError('timeout', `${path} gave no answer within ${options.timeoutMs} ms`);
      }
      throw new OpenAiRequestError('network', `${path} could not be reached: ${(error as Error).message}`);
    }
  }

  return {
    async chatJson(request) {
      const body = {
        model: request.model,
        messages: request.messages,
        temperature: request.temperature ?? 0.2,
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schema.name, strict: true, schema: request.schema.schema },
        },
      };
      const answer = (await send('/chat/completions', () => ({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }))) as {
        choices?: { message?: { content?: unknown; refusal?: unknown }; finish_reason?: unknown }[];
      };
      const choice = answer.choices?.[0];
      if (typeof choice?.message?.refusal === 'string' && choice.message.refusal) {
        throw new OpenAiRequestError('refusal', `the model refused: ${choice.message.refusal.slice(0, 200)}`);
      }
      const content = choice?.message?.content;
      if (typeof content !== 'string') {
        throw new OpenAiRequestError('invalid_response', 'the chat answer holds no message content');
      }
      try {
        return { json: JSON.parse(content) as unknown, content };
      } catch {
        const cut = choice?.finish_reason === 'length' ? ' (cut off at the token limit)' : '';
        throw new OpenAiRequestError('invalid_response', `the chat answer is not JSON${cut}`);
      }
    },

    async transcribe(request) {
      const extension = request.mimeType.split('/')[1]?.split(';')[0] ?? 'webm';
      const answer = (await send('/audio/transcriptions', () => {
        // Built per attempt: a retried request needs a fresh body.
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array(request.audio)], { type: request.mimeType }),
          `audio.${extension}`,
        );
        form.append('model', request.model);
        form.append('language', request.language);
        form.append('response_format', 'verbose_json');
        return { method: 'POST', body: form };
      })) as { text?: unknown; segments?: unknown; duration?: unknown };
      if (typeof answer.text !== 'string') {
        throw new OpenAiRequestError('invalid_response', 'the transcription answer holds no text');
      }
      const segments = Array.isArray(answer.segments)
        ? (answer.segments as Record<string, unknown>[])
            .filter((segment) => typeof segment.text === 'string')
            .map((segment) => ({
              text: segment.text as string,
              start: typeof segment.start === 'number' ? segment.start : 0,
              end: typeof segment.end === 'number' ? segment.end : 0,
              ...(typeof segment.avg_logprob === 'number' ? { avg_logprob: segment.avg_logprob } : {}),
            }))
        : undefined;
      return {
        text: answer.text,
        ...(segments ? { segments } : {}),
        ...(typeof answer.duration === 'number' ? { duration: answer.duration } : {}),
      };
    },
  };
}
