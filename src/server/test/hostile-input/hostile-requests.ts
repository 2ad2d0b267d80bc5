import {
  contentTypeTricks,
  malformedBodies,
  megabyteString,
  type NamedValue,
  pathTricks,
  rawQueryValues,
  trickyStrings,
  wrongTypeValues,
} from './hostile-values';
import { type JsonSchema, resolveSchema, type SchemaComponents, sampleValue } from './schema-sample';
import type { SeededRandom } from './seeded-random';

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: SchemaComponents };
}

/** One operation of the document, as the fuzzer needs it. */
export interface FuzzOperation {
  operationId: string;
  method: string;
  /** OpenAPI form, `/api/x/{id}`. */
  path: string;
  pathParameters: OpenApiParameter[];
  queryParameters: OpenApiParameter[];
  bodySchema?: JsonSchema;
  isMultipart: boolean;
}

export interface HostileRequest {
  operationId: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was changed and how, e.g. `query.limit = array where scalar`. */
  mutation: string;
}

export function listOperations(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        operationId: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path'),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query'),
        bodySchema: content['application/json']?.schema,
        isMultipart: 'multipart/form-data' in content || (method === 'post' && path === '/api/media'),
      };
    }),
  );
}

type QueryPair = [key: string, encodedValue: string];

function encodeQueryValue(value: unknown): string {
  return safeEncode(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A string is sent as is in a query; anything else as its JSON text. */
function queryPairs(name: string, value: unknown): QueryPair[] {
  if (Array.isArray(value)) return value.map((item) => [name, encodeQueryValue(item)]);
  return [[name, encodeQueryValue(value)]];
}

/** Encodes a string for JSON, keeping lone surrogates as `\ud800` escapes instead of U+FFFD. */
function toJsonText(value: unknown): string {
  return JSON.stringify(value);
}

/** Ids and slugs of real records (the seeded listings and their sellers), so some requests reach past the lookup. */
export interface KnownIds {
  ids: string[];
  slugs: string[];
}

function pathSample(
  parameter: OpenApiParameter,
  components: SchemaComponents,
  known: KnownIds,
  random: SeededRandom,
) {
  const isUuid = resolveSchema(parameter.schema ?? {}, components).format === 'uuid';
  const pool = isUuid ? known.ids : known.slugs;
  if (pool.length > 0 && random.chance(0.5)) return random.pick(pool);
  return String(sampleValue(parameter.schema ?? {}, components));
}

class RequestBuilder {
  readonly pathValues = new Map<string, string>();
  query: QueryPair[] = [];
  body: unknown;
  rawBody: string | Buffer | undefined;
  headers: Record<string, string> = {};
  hasBody: boolean;

  constructor(
    readonly operation: FuzzOperation,
    readonly components: SchemaComponents,
    random: SeededRandom,
    known: KnownIds,
  ) {
    for (const parameter of operation.pathParameters) {
      this.pathValues.set(
        parameter.name,
        encodeURIComponent(pathSample(parameter, components, known, random)),
      );
    }
    for (const parameter of operation.queryParameters) {
      if (!parameter.required && !random.chance(0.3)) continue;
      this.query.push(...queryPairs(parameter.name, sampleValue(parameter.schema ?? {}, components)));
    }
    this.hasBody = operation.bodySchema !== undefined;
    this.body = operation.bodySchema ? sampleValue(operation.bodySchema, components) : undefined;
  }

  build(mutation: string): HostileRequest {
    const path = this.operation.path.replace(
      /\{(\w+)\}/g,
      (_match, name: string) => this.pathValues.get(name) ?? 'x',
    );
    const search = this.query.map(([key, value]) => `${key}=${value}`).join('&');
    const headers = { ...this.headers };
    let payload: string | Buffer | undefined;
    if (this.rawBody !== undefined) payload = this.rawBody;
    else if (this.hasBody) {
      payload = toJsonText(this.body);
      headers['content-type'] ??= 'application/json';
    }
    return {
      operationId: this.operation.operationId,
      method: this.operation.method,
      url: search ? `${path}?${search}` : path,
      headers,
      ...(payload === undefined ? {} : { payload }),
      mutation,
    };
  }
}

type Mutator = (builder: RequestBuilder, random: SeededRandom) => string;

function hostileJsonValue(random: SeededRandom): NamedValue<unknown> {
  return random.chance(0.5) ? random.pick(trickyStrings) : random.pick(wrongTypeValues);
}

const mutatePathParameter: Mutator = (builder, random) => {
  const parameter = random.pick(builder.operation.pathParameters);
  if (random.chance(0.7)) {
    const trick = random.pick(pathTricks);
    builder.pathValues.set(parameter.name, trick.value);
    return `path.${parameter.name} = ${trick.name}`;
  }
  const text = random.pick(trickyStrings);
  builder.pathValues.set(parameter.name, safeEncode(text.value) || '%20');
  return `path.${parameter.name} = ${text.name} (encoded)`;
};

/** Percent-encodes like encodeURIComponent, but a lone surrogate becomes its WTF-8 bytes instead of throwing. */
function safeEncode(value: string): string {
  let encoded = '';
  for (const character of value) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 63), 0x80 | (unit & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(character);
  }
  return encoded;
}

const mutateQueryParameter: Mutator = (builder, random) => {
  const parameter = random.pick(builder.operation.queryParameters);
  builder.query = builder.query.filter(([key]) => key !== parameter.name);
  const choice = random.below(6);
  if (choice === 0) {
    const value = random.pick(rawQueryValues);
    builder.query.push([parameter.name, value.value]);
    return `query.${parameter.name} = ${value.name} (raw)`;
  }
  if (choice === 1) {
    builder.query.push([parameter.name, megabyteString.value]);
    return `query.${parameter.name} = ${megabyteString.name}`;
  }
  if (choice === 2) {
    builder.query.push([parameter.name, 'a'], [parameter.name, '2'], [parameter.name, '']);
    return `query.${parameter.name} duplicated (array where scalar)`;
  }
  if (choice === 3) {
    builder.query.push([`${parameter.name}[a]`, '1'], [`${parameter.name}[]`, '2']);
    return `query.${parameter.name} in bracket (object) notation`;
  }
  const text = random.pick(trickyStrings);
  builder.query.push([parameter.name, safeEncode(text.value)]);
  return `query.${parameter.name} = ${text.name}`;
};

const pollutionQueryKeys: readonly QueryPair[][] = [
  [['__proto__', 'x']],
  [['__proto__[polluted]', 'yes']],
  [['constructor[prototype][polluted]', 'yes']],
  [
    ['constructor', 'x'],
    ['hasOwnProperty', '1'],
    ['toString', '1'],
  ],
];

const mutateQueryKeys: Mutator = (builder, random) => {
  if (random.chance(0.5)) {
    builder.query.push(...random.pick(pollutionQueryKeys));
    return 'query prototype-pollution keys';
  }
  const existing = builder.query[0] ?? ['unknown', '1'];
  builder.query.push([existing[0], existing[1]], [existing[0], 'other']);
  builder.query.push(['unknownKey', 'x'.repeat(random.below(2_000))]);
  return `query duplicated key ${existing[0]} and an unknown key`;
};

/** A property the body schema declares (top level, or one level down into an object). */
function bodyFieldPath(builder: RequestBuilder, random: SeededRandom): string[] {
  const schema = resolveSchema(builder.operation.bodySchema ?? {}, builder.components);
  const names = Object.keys(schema.properties ?? {});
  if (names.length === 0) return [];
  const name = random.pick(names);
  const child = resolveSchema(schema.properties?.[name] ?? {}, builder.components);
  const childNames = Object.keys(child.properties ?? {});
  if (childNames.length > 0 && random.chance(0.5)) return [name, random.pick(childNames)];
  return [name];
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object =
    target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...(target as object) } : {};
  Object.defineProperty(object, head, {
    value: setAt((object as Record<string, unknown>)[head], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

const mutateBodyField: Mutator = (builder, random) => {
  const path = bodyFieldPath(builder, random);
  const value = random.chance(0.08) ? megabyteString : hostileJsonValue(random);
  builder.body = setAt(builder.body, path, value.value);
  return `body.${path.join('.') || '(root)'} = ${value.name}`;
};

const mutateWholeBody: Mutator = (builder, random) => {
  if (random.chance(0.6)) {
    const body = random.pick(malformedBodies);
    builder.rawBody = body.value;
    builder.headers['content-type'] = 'application/json';
    return `body malformed: ${body.name}`;
  }
  const value = hostileJsonValue(random);
  builder.body = value.value;
  builder.hasBody = true;
  return `body = ${value.name}`;
};

const mutateContentType: Mutator = (builder, random) => {
  const trick = random.pick(contentTypeTricks);
  builder.rawBody = trick.value.body;
  if (trick.value.contentType) builder.headers['content-type'] = trick.value.contentType;
  return `content type: ${trick.name}`;
};

const hostileHeaders: readonly NamedValue<Record<string, string>>[] = [
  { name: 'long accept-language', value: { 'accept-language': `de;q=abc,*;q=-1,${'x-'.repeat(8_000)}` } },
  { name: 'odd accept-language', value: { 'accept-language': '__proto__, constructor;q=2' } },
  { name: 'long request id', value: { 'x-request-id': 'r'.repeat(10_000) } },
  { name: 'odd If-None-Match', value: { 'if-none-match': '"\\"*, W/' } },
  { name: 'odd range', value: { range: 'bytes=-1-2,999999999999-' } },
  { name: 'odd accept', value: { accept: 'application/json;q=0, */*;q=abc' } },
];

const mutateHeaders: Mutator = (builder, random) => {
  const headers = random.pick(hostileHeaders);
  Object.assign(builder.headers, headers.value);
  return `headers: ${headers.name}`;
};

/** Which changes make sense for an operation; weights favour the request's own fields. */
function mutatorsFor(operation: FuzzOperation): Mutator[] {
  const mutators: Mutator[] = [mutateQueryKeys, mutateHeaders, mutateContentType];
  if (operation.pathParameters.length > 0)
    mutators.push(mutatePathParameter, mutatePathParameter, mutatePathParameter);
  if (operation.queryParameters.length > 0)
    mutators.push(mutateQueryParameter, mutateQueryParameter, mutateQueryParameter);
  if (operation.bodySchema)
    mutators.push(mutateBodyField, mutateBodyField, mutateBodyField, mutateWholeBody, mutateWholeBody);
  else mutators.push(mutateWholeBody);
  return mutators;
}

/** One hostile request for the operation: a plausible request with one thing made hostile. */
export function generateHostileRequest(
  operation: FuzzOperation,
  components: SchemaComponents,
  random: SeededRandom,
  known: KnownIds = { ids: [], slugs: [] },
): HostileRequest {
  const builder = new RequestBuilder(operation, components, random, known);
  const mutation = random.pick(mutatorsFor(operation))(builder, random);
  return builder.build(mutation);
}
