import { z } from 'zod';

export const categoryNodeSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    parentId: z.string().nullable(),
    level: z.number().int(),
    name: z.object({ en: z.string(), de: z.string() }),
    icon: z.string(),
    get children(): z.ZodArray<typeof categoryNodeSchema> {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode' });

export const categoryTreeResponseSchema = z.object({
  data: z.object({ categories: z.array(categoryNodeSchema) }),
});

export type CategoryNode = z.infer<typeof categoryNodeSchema>;
