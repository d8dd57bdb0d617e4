import type Router from '@koa/router';

import { rssXml, sitemapXml } from './blog-feeds';
import type { BlogService } from './blog-service';
import { createApiRouter } from '../../lib/api-router';

/**
 * `/sitemap.xml` and `/rss.xml`, which the shell's origin forwards here. Built from
 * the cached content, so an editor's publish (the CMS webhook clears the cache)
 * shows in both at once; crawlers may keep them five minutes.
 */
export function feedsRouter({
  blogService,
  appUrl,
  now,
}: {
  blogService: BlogService;
  appUrl: string;
  now: () => Date;
}): Router {
  const router = createApiRouter();

  router.get('/sitemap.xml', async (ctx) => {
    ctx.body = sitemapXml(await blogService.allPosts(), appUrl);
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
  });

  router.get('/rss.xml', async (ctx) => {
    ctx.body = rssXml(await blogService.allPosts(), appUrl, now());
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
  });

  return router;
}
