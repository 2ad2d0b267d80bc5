import { z } from 'zod';

/** Published, unsold listings per category, each count including all descendant categories. */
export const categoryCountSchema = z
  .object({ id: z.string(), count: z.number().int() })
  .meta({ id: 'CategoryCount' });

export const categoryCountsResponseSchema = z.object({
  data: z.object({ counts: z.array(categoryCountSchema) }),
});

export type CategoryCount = z.infer<typeof categoryCountSchema>;
export type CategoryCountsResponse = z.infer<typeof categoryCountsResponseSchema>;
