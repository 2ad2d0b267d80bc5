import { healthResponseSchema } from '@shared/health/health.schema';
import type { AppInstance } from '../../core/app-instance';
import { readHealth } from './health.service';

export async function healthRoutes(app: AppInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'API status, version, database engine, migration state and uptime',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await readHealth(app.deps.health);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
