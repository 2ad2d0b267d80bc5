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
  additionalProperties?: boolean | JsonSchema;
}

export type SchemaComponents = Record<string, JsonSchema>;

export function resolveSchema(schema: JsonSchema, components: SchemaComponents): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1) ?? '';
  return resolveSchema(components[name] ?? {}, components);
}

function sampleString(schema: JsonSchema): string {
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
export function sampleValue(schema: JsonSchema, components: SchemaComponents, depth = 0): unknown {
  const resolved = resolveSchema(schema, components);
  if (depth > 8) return null;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  if (resolved.default !== undefined) return resolved.default;
  const branches = resolved.anyOf ?? resolved.oneOf ?? resolved.allOf;
  if (branches?.length) {
    const concrete = branches.find((branch) => resolveSchema(branch, components).type !== 'null');
    return sampleValue(concrete ?? branches[0] ?? {}, components, depth + 1);
  }
  const type = Array.isArray(resolved.type) ? resolved.type.find((name) => name !== 'null') : resolved.type;
  switch (type) {
    case 'string':
      return sampleString(resolved);
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
      for (const name of resolved.required ?? []) {
        result[name] = sampleValue(resolved.properties?.[name] ?? {}, components, depth + 1);
      }
      return result;
    }
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}
