import { z } from 'zod';

/**
 * A read replica by its place in DATABASE_REPLICA_URLS (`replica-1` is the first), never its
 * address (ADR 087), shown to admins only (ADR 092). `ok` takes reads; `lagging` is further behind
 * than the allowed lag; `down` does not answer, is no standby, or has not been checked yet. Neither of the latter two takes
 * reads, and neither makes the platform degraded: the primary answers their reads.
 */
export const replicaHealthSchema = z
  .object({
    name: z.string(),
    state: z.enum(['ok', 'lagging', 'down']),
    lagMs: z
      .number()
      .nullable()
      .describe('How stale its data may be, from the last check; null when unknown'),
  })
  .meta({ id: 'ReplicaHealth' });

/**
 * What anyone (a load balancer, a monitor) may learn: up or not, and which build. The replicas'
 * state is for admins (ADR 092): how many there are and how far behind says how the platform is
 * built, which ADR 048 keeps from the public.
 */
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
    replicas: z
      .array(replicaHealthSchema)
      .describe('Read replicas (DATABASE_REPLICA_URLS), empty when none is configured'),
  })
  .meta({ id: 'HealthResponse' });

export type PublicHealthResponse = z.infer<typeof publicHealthResponseSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type ReplicaHealth = z.infer<typeof replicaHealthSchema>;
