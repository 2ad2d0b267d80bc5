import { z } from 'zod';

/** What anyone (a load balancer, a monitor) may learn: up or not, and which build. */
export const publicHealthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
  })
  .meta({ id: 'PublicHealthResponse' });

/** The full report, for admins only (ADR 048): engine, migrations and uptime describe the platform. */
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

export type PublicHealthResponse = z.infer<typeof publicHealthResponseSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
