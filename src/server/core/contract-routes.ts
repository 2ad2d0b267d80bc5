import multipart from '@fastify/multipart';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { EndpointAccess, EndpointDefinition, SuccessStatus } from '@shared/api/endpoint';
import { errorResponseSchema } from '@shared/api/error.schema';
import { type ErrorCode, errorStatusByCode } from '@shared/errors/error-codes';
import type { FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppError } from './app-error';
import type { AppInstance } from './app-instance';
import {
  type ApiContract,
  type ContractHandlers,
  defaultStatusOf,
  type EndpointHandler,
  isStatusReply,
} from './endpoint-handlers';
import { InFlightHandlers } from './in-flight-handlers';
import { negotiateLanguage } from './request-language';

/** Turns an endpoint's access rule into guards; the composition root builds it from the auth module. */
export type AccessGuards = (access: EndpointAccess) => preValidationHookHandler[];

/** Every endpoint may answer these, whatever it declares; 503 when the database is down (ADR 085). */
const alwaysPossible: readonly ErrorCode[] = ['VALIDATION_FAILED', 'INTERNAL', 'SERVICE_UNAVAILABLE'];

/** The error codes an endpoint can answer: declared ones, those its access rule and limits imply. */
export function errorCodesOf(endpoint: EndpointDefinition): ErrorCode[] {
  const implied: ErrorCode[] = [];
  const { access } = endpoint;
  if (access.kind === 'signed-in' || access.kind === 'permission') {
    implied.push('UNAUTHENTICATED');
    if (access.needsVerifiedEmail) implied.push('EMAIL_NOT_VERIFIED');
  }
  if (access.kind === 'permission') implied.push('FORBIDDEN');
  if (endpoint.rateLimit) implied.push('RATE_LIMITED');
  return [...new Set([...alwaysPossible, ...implied, ...endpoint.errors])];
}

/**
 * OpenAPI responses: the success schemas, one error entry per status the codes map to, and the
 * endpoint's own failure bodies over those.
 */
function responseSchemas(endpoint: EndpointDefinition) {
  const responses: Record<number, unknown> = { ...endpoint.responses };
  for (const code of errorCodesOf(endpoint)) responses[errorStatusByCode[code]] = errorResponseSchema;
  return { ...responses, ...endpoint.failureResponses };
}

function describeErrors(endpoint: EndpointDefinition): string {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(endpoint)) {
    const status = errorStatusByCode[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const lines = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => `${status} ${codes.join(', ')}`);
  return [endpoint.description, `Errors: ${lines.join('; ')}.`].filter(Boolean).join('\n\n');
}

function rateLimitConfig(endpoint: EndpointDefinition) {
  const limit = endpoint.rateLimit;
  if (!limit) return undefined;
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    ...(limit.per === 'account'
      ? { keyGenerator: (request: FastifyRequest) => request.auth?.userId ?? request.ip }
      : {}),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AppError('RATE_LIMITED', limit.message, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  };
}

async function send(endpoint: EndpointDefinition, reply: FastifyReply, result: unknown) {
  // A handler that sent the reply itself (a redirect, an image) returns it; as a reply is thenable,
  // awaiting the handler yields undefined once it is sent, so look at the reply, not the result.
  if (result === reply || reply.sent) return reply;
  const { status, body } = isStatusReply(result)
    ? result
    : { status: defaultStatusOf(endpoint), body: result };
  return reply.status(status).send(status === (204 satisfies SuccessStatus) ? null : body);
}

function registerEndpoint(
  app: AppInstance,
  name: string,
  endpoint: EndpointDefinition,
  handler: EndpointHandler<EndpointDefinition>,
  guardsFor: AccessGuards,
) {
  const rateLimit = rateLimitConfig(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Access is checked before the request is validated: a guest learns nothing about the input rules.
    preValidation: guardsFor(endpoint.access),
    ...(endpoint.bodyLimitBytes ? { bodyLimit: endpoint.bodyLimitBytes } : {}),
    config: { endpoint: name, ...(rateLimit ? { rateLimit } : {}) },
    schema: {
      operationId: name,
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      description: describeErrors(endpoint),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: responseSchemas(endpoint),
    },
    handler: async (request, reply) => {
      const result = await request.server.inFlightHandlers.run(() =>
        handler({
          params: request.params,
          query: request.query,
          body: request.body,
          auth: request.auth,
          language: negotiateLanguage(request.headers['accept-language']),
          request,
          reply,
        } as Parameters<typeof handler>[0]),
      );
      return send(endpoint, reply, result);
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `group.endpoint` of the contract entry a route was registered from. */
    endpoint?: string;
  }
}

/**
 * Registers every endpoint of the contract with its handler (ADR 033). Inside this scope a route
 * that does not come from the contract is refused at start, so the contract stays the whole API.
 */
export async function registerContract<Contract extends ApiContract>(
  app: AppInstance,
  contract: Contract,
  handlers: ContractHandlers<Contract>,
  guardsFor: AccessGuards,
  /** Where the counters live (Redis or PostgreSQL across nodes, ADR 083); in memory when omitted. */
  rateLimitStorage: Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace' | 'skipOnError'> = {},
) {
  // The app (app.ts) counts its handlers on the root, where its close waits for them (ADR 096); an
  // instance of its own, as in tests of this registration, gets a tracker here.
  if (!app.hasDecorator('inFlightHandlers')) app.decorate('inFlightHandlers', new InFlightHandlers());
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || route.config?.endpoint) return;
    throw new Error(
      `${String(route.method)} ${route.url} is not in the API contract (src/shared/api/api-contract.ts)`,
    );
  });
  // Limits count per account after the access guards ran (preHandler), or per address.
  await app.register(rateLimit, { ...rateLimitStorage, global: false, hook: 'preHandler' });
  const multipartEndpoints: Parameters<typeof registerEndpoint>[] = [];
  const rawJsonEndpoints: Parameters<typeof registerEndpoint>[] = [];
  for (const [groupName, group] of Object.entries(contract)) {
    const groupHandlers = handlers[groupName as keyof Contract] as unknown as Record<
      string,
      EndpointHandler<EndpointDefinition>
    >;
    for (const [endpointName, endpoint] of Object.entries(group)) {
      const handler = groupHandlers[endpointName];
      if (!handler) throw new Error(`No handler for ${groupName}.${endpointName}`);
      const route: Parameters<typeof registerEndpoint> = [
        app,
        `${groupName}.${endpointName}`,
        endpoint,
        handler,
        guardsFor,
      ];
      if (endpoint.multipart) multipartEndpoints.push(route);
      else if (endpoint.rawJsonBody) rawJsonEndpoints.push(route);
      else registerEndpoint(...route);
    }
  }
  if (rawJsonEndpoints.length > 0) {
    // A signed webhook is verified over the exact bytes sent: in this scope JSON stays a Buffer.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      for (const [, ...route] of rawJsonEndpoints) registerEndpoint(scope, ...route);
    });
  }
  if (multipartEndpoints.length === 0) return;
  // Only multipart endpoints parse multipart bodies (their handlers read the parts with their own
  // limits); everywhere else such a body stays an unsupported media type.
  await app.register(async (scope) => {
    await scope.register(multipart);
    for (const [, ...route] of multipartEndpoints) registerEndpoint(scope, ...route);
  });
}
