import { z } from 'zod';
import type { AppInstance } from '../../core/app-instance';
import { presentRobots, presentSitemap } from './seo.presenter';
import { listSitemapEntries, robotsDisallowedPaths } from './seo.service';

/** Crawlers may keep these for an hour; the sitemap itself is rebuilt at most every 10 minutes. */
const cacheControl = 'public, max-age=3600';
const sitemapRebuildMs = 10 * 60_000;

/** Registered at the site root before the web app, so these win over its index.html fallback. */
export async function seoRoutes(app: AppInstance) {
  const { config, database } = app.deps;
  let sitemap: { expiresAt: number; xml: Promise<string> } | undefined;

  const readSitemap = () => {
    if (sitemap && sitemap.expiresAt > Date.now()) return sitemap.xml;
    const entry = {
      expiresAt: Date.now() + sitemapRebuildMs,
      // Rebuilt every 10 minutes anyway: a replica may serve it (ADR 083).
      xml: listSitemapEntries(database.readDb).then((entries) => presentSitemap(entries, config.publicUrl)),
    };
    sitemap = entry;
    entry.xml.catch(() => {
      if (sitemap === entry) sitemap = undefined;
    });
    return entry.xml;
  };

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'XML sitemap: home, categories, deals, city searches, legal pages and every visible listing',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const xml = await readSitemap();
      return reply.type('application/xml; charset=utf-8').header('Cache-Control', cacheControl).send(xml);
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Crawler rules: everything public, not the API or signed-in areas',
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('Cache-Control', cacheControl)
        .send(presentRobots(robotsDisallowedPaths, config.publicUrl)),
  );
}
