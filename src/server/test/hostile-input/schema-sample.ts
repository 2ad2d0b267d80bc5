import { randomUUID } from 'node:crypto';

/** The subset of JSON Schema (OpenAPI 3.1) that zod's generator emits for this API. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}

export type SchemaComponents = Record<string, JsonSchema>;

export function resolveSchema(schema: JsonSchema, components: SchemaComponents): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  return resolveSchema(components[name] ?? {}, components);
}

/** Values for the patterns and field names this API uses, so the untouched fields of a request pass. */
function sampleByPatternOrName(schema: JsonSchema, name: string): string | undefined {
  const digits = schema.pattern?.match(/^\^\\d\{(\d+)\}\$$/);
  if (digits) return '1'.repeat(Number(digits[1]));
  if (schema.pattern === '^[A-Za-z0-9-]{6,40}$') return 'TRACK-123456';
  const lower = name.toLowerCase();
  if (lower.includes('email')) return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  if (lower === 'country' || lower.endsWith('country')) return 'DE';
  if (lower.includes('postalcode')) return '10115';
  if (lower.includes('birthdate')) return '1990-01-01';
  if (lower.includes('password')) return 'fuzz-password-123456';
  return undefined;
}

function sampleString(schema: JsonSchema, name: string): string {
  const known = sampleByPatternOrName(schema, name);
  if (known !== undefined) return known;
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@example.com`;
    case 'date':
      return '2026-11-26';
    case 'date-time':
      return '2026-11-26T12:00:00.000Z';
    case 'uri':
      return 'https://example.com/fuzz';
    default:
      return 'f'.repeat(Math.max(schema.minLength ?? 1, 1)).slice(0, schema.maxLength ?? 1_000);
  }
}

/**
 * A plausible value for a schema (required properties only, the first branch of a union), so a
 * hostile request differs from a valid one in the one place the fuzzer changes. Plausible, not
 * guaranteed valid: patterns and refinements are not solved.
 */
export function sampleValue(schema: JsonSchema, components: SchemaComponents, depth = 0, name = ''): unknown {
  const resolved = resolveSchema(schema, components);
  if (depth > 8) return null;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.default !== undefined) return resolved.default;
  const branches = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
  if (branches?.length) {
    const concrete = branches.find((branch) => resolveSchema(branch, components).type !== 'null');
    return sampleValue(concrete ?? branches[0] ?? {}, components, depth + 1, name);
  }
  const type = Array.isArray(resolved.type) ? resolved.type.find((name) => name !== 'null') : resolved.type;
  switch (type) {
    case 'string':
      return sampleString(resolved, name);
    case 'integer':
    case 'number':
      return (
        resolved.minimum ?? (resolved.exclusiveMinimum === undefined ? 1 : resolved.exclusiveMinimum + 1)
      );
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: resolved.minItems ?? 0 }, () =>
        sampleValue(resolved.items ?? {}, components, depth + 1),
      );
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const property of resolved.required ?? []) {
        result[property] = sampleValue(
          resolved.properties?.[property] ?? {},
          components,
          depth + 1,
          property,
        );
      }
      return result;
    }
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}
