import { z } from 'zod';
import type { Permission } from '../authorization/permissions';
import type { ErrorCode, errorStatusByCode } from '../errors/error-codes';
import { rejectNulCharacters } from './nul-characters';

/**
 * One API endpoint described as data (ADR 033): the server registers its handler from it, the web
 * calls it through a client typed by it, and the OpenAPI document is generated from it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a handled request answers: a body, nothing (204), or a redirect (302, `redirectResponse`). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 302;

/** A status an error code maps to; `failureResponses` may give one a body of its own. */
export type FailureStatus = (typeof errorStatusByCode)[ErrorCode];

/**
 * Who may call: anyone; anyone, with the caller known when a valid token comes along; any signed-in
 * user; or a signed-in user whose roles grant a permission (optionally with a confirmed email, spec §5).
 */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'optional-session' }
  | { kind: 'signed-in'; needsVerifiedEmail?: boolean }
  | { kind: 'permission'; permission: Permission; needsVerifiedEmail?: boolean };

export const publicAccess = { kind: 'public' } as const satisfies EndpointAccess;
export const optionalSession = { kind: 'optional-session' } as const satisfies EndpointAccess;
export const signedIn = { kind: 'signed-in' } as const satisfies EndpointAccess;
export const signedInWithVerifiedEmail = {
  kind: 'signed-in',
  needsVerifiedEmail: true,
} as const satisfies EndpointAccess;
export function permission(name: Permission, options: { needsVerifiedEmail?: boolean } = {}) {
  return { kind: 'permission', permission: name, ...options } as const satisfies EndpointAccess;
}

/** Requests per window, counted per signed-in account (after the access check) or per client address. */
export interface RateLimit {
  max: number;
  windowMs: number;
  per: 'account' | 'address';
  /** The English message of the 429 (the web shows its own translation of RATE_LIMITED). */
  message: string;
}

/** A body that is not JSON (an image); the handler sends it through the reply itself. */
export interface BinaryPayload {
  readonly binaryPayload: true;
}

export function binaryResponse(description: string) {
  return z.custom<BinaryPayload>(() => true).meta({ description, format: 'binary' });
}

/**
 * A redirect (302): the handler sends it through the reply itself (`reply.redirect`); the browser
 * follows it, so no client parses a body.
 */
export function redirectResponse(description: string) {
  return z.null().meta({ description });
}

type AnySchema = z.ZodType;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Below `/api`, with `:name` for each path parameter. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: EndpointAccess;
  params?: z.ZodObject;
  query?: AnySchema;
  body?: AnySchema;
  /** The body is `multipart/form-data`; the handler reads the parts (`fields` documents them). */
  multipart?: { fields: string };
  responses: Partial<Record<SuccessStatus, AnySchema>>;
  /**
   * Failure statuses whose body is not just the shared error shape: the health report that comes
   * with a 503, the suggestions of an unknown SEO segment's 404. Documented and serialised with
   * this schema instead of the error shape; a handler answers one with `withStatus`.
   */
  failureResponses?: Partial<Record<FailureStatus, AnySchema>>;
  /** The codes this endpoint answers with besides VALIDATION_FAILED and INTERNAL, which any may. */
  errors: readonly ErrorCode[];
  rateLimit?: RateLimit;
  /** A larger body limit than the app's 1 MB (e.g. recordings). */
  bodyLimitBytes?: number;
  /**
   * The JSON body reaches the handler unparsed, as the bytes sent (`request.body` is a Buffer): a
   * signed webhook is verified over exactly those bytes. Such an endpoint declares no body schema.
   */
  rawJsonBody?: true;
}

/** `'/a/:id/b/:name'` -> `'id' | 'name'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path with parameters needs a params schema naming each of them; a path without, none. */
type ParamsMatchPath<Definition extends EndpointDefinition> = [PathParamNames<Definition['path']>] extends [
  never,
]
  ? { params?: never }
  : { params: z.ZodObject<{ [Name in PathParamNames<Definition['path']>]: AnySchema }> };

/**
 * Declares an endpoint. The compiler checks the params schema against the path; request schemas get
 * one rule every endpoint shares: text with a NUL character (which PostgreSQL refuses) is a 400.
 */
export function defineEndpoint<const Definition extends EndpointDefinition>(
  definition: Definition & ParamsMatchPath<Definition>,
): Definition {
  return {
    ...definition,
    ...(definition.params ? { params: rejectNulCharacters(definition.params) } : {}),
    ...(definition.query ? { query: rejectNulCharacters(definition.query) } : {}),
    ...(definition.body ? { body: rejectNulCharacters(definition.body) } : {}),
  };
}

/** A named group of endpoints, one per feature (`listingDraftsEndpoints`). */
export type EndpointGroup = Record<string, EndpointDefinition>;

type SchemaOutput<Schema> = Schema extends AnySchema ? z.output<Schema> : undefined;
type SchemaInput<Schema> = Schema extends AnySchema ? z.input<Schema> : undefined;

export type EndpointParams<E extends EndpointDefinition> = SchemaOutput<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = SchemaOutput<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = SchemaOutput<E['body']>;

export type EndpointSuccessStatus<E extends EndpointDefinition> = Extract<
  keyof E['responses'],
  SuccessStatus
>;

/** What a successful call answers: the union of the declared success bodies. */
export type EndpointResponse<E extends EndpointDefinition> = {
  [Status in EndpointSuccessStatus<E>]: SchemaOutput<E['responses'][Status]>;
}[EndpointSuccessStatus<E>];

/** What the server may hand back for a status (before serialisation). */
export type EndpointResponseInput<E extends EndpointDefinition, Status extends SuccessStatus> = SchemaInput<
  E['responses'][Status]
>;

/** What a caller passes: params when the path has any, query and body when the endpoint takes them. */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends AnySchema
  ? { params: z.input<E['params']> }
  : { params?: never }) &
  (E['query'] extends AnySchema ? { query?: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends AnySchema ? { body: z.input<E['body']> } : { body?: never });

/** The path below `/api` with each `:name` replaced by its encoded value. */
export function buildEndpointPath(
  path: string,
  params: Readonly<Record<string, unknown>> | undefined,
): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
