import { z } from 'zod';

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptimeSeconds: z.number(),
    database: z.object({
      engine: z.enum(['embedded', 'server']),
      reachable: z.boolean(),
      migrations: z.object({
        applied: z.number().int(),
        expected: z.number().int(),
        isUpToDate: z.boolean(),
      }),
    }),
  })
  .meta({ id: 'HealthResponse' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
