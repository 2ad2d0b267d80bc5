import { apiContract } from '@shared/api/api-contract';
import type { EndpointDefinition } from '@shared/api/endpoint';
import { errorResponseSchema } from '@shared/api/error.schema';
import type { z } from 'zod';

/** What no answer may contain (ADR 082): stack frames, source paths, SQL and PostgreSQL's own messages. */
const leakPatterns: readonly { name: string; pattern: RegExp }[] = [
  {
    name: 'stack frame',
    pattern: /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:\/\/|\/|node:)[^\s)]*:\d+:\d+\)?/,
  },
  { name: 'stack trace line', pattern: /\n\s+at \S/ },
  { name: 'source path', pattern: /\/src\/(?:server|shared|web)\// },
  { name: 'node_modules path', pattern: /node_modules/ },
  { name: 'file URL', pattern: /file:\/\/\// },
  { name: 'SQL SELECT', pattern: /\bSELECT\b/ },
  { name: 'SQL INSERT', pattern: /\bINSERT\b/ },
  { name: 'SQL UPDATE/DELETE', pattern: /\b(?:UPDATE|DELETE FROM)\b .*\b(?:SET|WHERE)\b/ },
  { name: 'PostgreSQL syntax error', pattern: /syntax error at or near/ },
  { name: 'PostgreSQL relation', pattern: /relation "/ },
  { name: 'PostgreSQL constraint', pattern: /violates/ },
  {
    name: 'PostgreSQL error name',
    pattern: /invalid input syntax for|value too long for type|out of range for type/,
  },
];

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

function failureSchemaOf(operationId: string, status: number): z.ZodType | undefined {
  const [group, name] = operationId.split('.');
  const endpoint = (apiContract as unknown as Record<string, Record<string, EndpointDefinition>>)[
    group ?? ''
  ]?.[name ?? ''];
  return endpoint?.failureResponses?.[status as keyof NonNullable<EndpointDefinition['failureResponses']>];
}

/**
 * 501 NOT_CONFIGURED: an optional feature (Google sign-in, Stripe, eBay) this deployment left off.
 * The answer does not depend on the input, so it is counted on its own, not as a failure.
 */
export function isNotConfigured(answer: Answer): boolean {
  return answer.statusCode === 501 && answer.body.includes('"code":"NOT_CONFIGURED"');
}

/** `2xx` … `5xx`, with `501 not configured` apart. */
export function statusClassOf(answer: Answer): string {
  return isNotConfigured(answer) ? '501 not configured' : `${Math.floor(answer.statusCode / 100)}xx`;
}

/** Everything wrong with one answer; empty when it is acceptable. */
export function findAnswerProblems(answer: Answer, request: { operationId: string; url: string }): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500 && !isNotConfigured(answer)) problems.push(`status ${answer.statusCode}`);
  for (const { name, pattern } of leakPatterns) {
    if (pattern.test(answer.body)) problems.push(`leaks ${name}`);
  }
  // The client resolves dot segments (`/api/x/../../health` is `/health`): judge the path served.
  const isApi = new URL(request.url, 'http://fuzz.invalid').pathname.startsWith('/api/');
  if (answer.statusCode >= 400 && isApi) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body);
    } catch {
      problems.push('error body is not JSON');
      return problems;
    }
    const declared = failureSchemaOf(request.operationId, answer.statusCode);
    const matches =
      errorResponseSchema.safeParse(parsed).success || (declared?.safeParse(parsed).success ?? false);
    if (!matches) problems.push('error body is not the error shape');
  }
  return problems;
}
