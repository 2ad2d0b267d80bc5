import type { AppInstance } from '../../core/app-instance';
import { type Answer, findAnswerProblems, statusClassOf } from './answer-oracle';
import {
  generateHostileRequest,
  type HostileRequest,
  type KnownIds,
  listOperations,
  type OpenApiDocument,
} from './hostile-requests';
import { createSeededRandom } from './seeded-random';

export type Identity = 'guest' | 'signed-in';

export interface Finding {
  identity: Identity;
  request: HostileRequest;
  status: number;
  problems: string[];
  bodyExcerpt: string;
}

export interface FuzzReport {
  seed: number;
  sent: number;
  durationMs: number;
  byStatusClass: Record<string, number>;
  /** operationId -> status class -> count. */
  byOperation: Record<string, Record<string, number>>;
  findings: Finding[];
}

export interface FuzzOptions {
  app: AppInstance;
  seed: number;
  /** Requests in all; each hostile request goes out once as a guest and once signed in. */
  requests: number;
  /** Headers of a signed-in user for an operation (a fresh user per operation keeps side effects apart). */
  signedInHeaders(operationId: string): Promise<Record<string, string>>;
  concurrency?: number;
  /** Only operations whose id passes (e.g. to leave out one module). */
  includeOperation?(operationId: string): boolean;
}

function describeBody(payload: HostileRequest['payload']): string {
  if (payload === undefined) return '';
  const text = typeof payload === 'string' ? payload : `<${payload.length} bytes>`;
  return text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text;
}

/** A readable line for a finding: what was sent, as whom, and what came back. */
export function describeFinding(finding: Finding): string {
  const { request } = finding;
  const url =
    request.url.length > 160 ? `${request.url.slice(0, 160)}… (${request.url.length} chars)` : request.url;
  return [
    `${request.operationId} as ${finding.identity}: ${request.mutation}`,
    `  ${request.method} ${url} ${JSON.stringify(request.headers).slice(0, 160)} ${describeBody(request.payload)}`,
    `  -> ${finding.status} ${finding.problems.join(', ')}: ${finding.bodyExcerpt}`,
  ].join('\n');
}

/** Listing and seller ids and slugs from the public feed, in the order the feed gives them. */
async function collectKnownIds(app: AppInstance): Promise<KnownIds> {
  const response = await app.inject({ method: 'GET', url: '/api/feeds/recent?limit=24' });
  const ids = response.body.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];
  const slugs = [...response.body.matchAll(/"slug":"([^"]+)"/g)].map((match) => match[1] ?? '');
  return { ids: [...new Set(ids)].sort(), slugs: [...new Set(slugs)].sort() };
}

/** Sends `requests` hostile requests generated from the OpenAPI document and checks every answer. */
export async function runHostileInput(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const document = options.app.swagger() as unknown as OpenApiDocument;
  const components = document.components?.schemas ?? {};
  const operations = listOperations(document).filter(
    (operation) => options.includeOperation?.(operation.operationId) ?? true,
  );
  const random = createSeededRandom(options.seed);
  const known = await collectKnownIds(options.app);
  const cases = Math.ceil(options.requests / 2);
  const requests = Array.from({ length: cases }, (_, index) => {
    const operation = operations[index % operations.length];
    if (!operation) throw new Error('the document has no operations');
    return generateHostileRequest(operation, components, random, known);
  });
  const report: FuzzReport = {
    seed: options.seed,
    sent: 0,
    durationMs: 0,
    byStatusClass: {},
    byOperation: {},
    findings: [],
  };
  const headersByOperation = new Map<string, Promise<Record<string, string>>>();

  const send = async (request: HostileRequest, identity: Identity, index: number) => {
    let auth: Record<string, string> = {};
    if (identity === 'signed-in') {
      let headers = headersByOperation.get(request.operationId);
      if (!headers) {
        headers = options.signedInHeaders(request.operationId);
        headersByOperation.set(request.operationId, headers);
      }
      auth = await headers;
    }
    const response = await options.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: { ...request.headers, ...auth },
      // A client address per request: per-address limits would otherwise hide what lies behind them.
      remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255 || 1}`,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const answer: Answer = {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
    };
    const statusClass = statusClassOf(answer);
    report.sent += 1;
    report.byStatusClass[statusClass] = (report.byStatusClass[statusClass] ?? 0) + 1;
    const perOperation = report.byOperation[request.operationId] ?? {};
    report.byOperation[request.operationId] = perOperation;
    perOperation[statusClass] = (perOperation[statusClass] ?? 0) + 1;
    const problems = findAnswerProblems(answer, request);
    if (problems.length > 0) {
      report.findings.push({
        identity,
        request,
        status: answer.statusCode,
        problems,
        bodyExcerpt: answer.body.slice(0, 300),
      });
    }
  };

  const jobs = requests.flatMap((request, index) => [
    () => send(request, 'guest', index * 2),
    () => send(request, 'signed-in', index * 2 + 1),
  ]);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      await job?.();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  if (Object.getOwnPropertyNames(Object.prototype).includes('polluted') || 'isAdmin' in Object.prototype) {
    throw new Error('a request polluted Object.prototype');
  }
  report.durationMs = performance.now() - started;
  return report;
}
