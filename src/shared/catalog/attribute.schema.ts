import { z } from 'zod';

/** One field of a category's attribute form (spec §3 "Attribute form", §5 "Attributes"). */
export const attributeFieldSchema = z.object({
  key: z.string().min(1),
  type: z.enum(['text', 'select', 'multiselect', 'boolean', 'number']),
  labelEn: z.string(),
  labelDe: z.string(),
  isRequired: z.boolean().default(false),
  /** For select and multiselect: allowed values with their labels. */
  options: z.array(z.object({ value: z.string(), labelEn: z.string(), labelDe: z.string() })).optional(),
  /** Show this field only when another field has this value (e.g. bluetoothVersion when bluetooth is on). */
  visibleWhen: z.object({ key: z.string(), equals: z.union([z.string(), z.boolean()]) }).optional(),
  unit: z.string().optional(),
});

export const attributeSchemaSchema = z.object({ fields: z.array(attributeFieldSchema) });

export type AttributeField = z.infer<typeof attributeFieldSchema>;
export type AttributeSchema = z.infer<typeof attributeSchemaSchema>;
