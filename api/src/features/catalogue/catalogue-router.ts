import type Router from '@koa/router';

import { SLUG_PATTERN } from '@manifest/contracts/blog';
import { LEGAL_DOCUMENT_NOT_FOUND_MESSAGE } from '@manifest/contracts/legal';
import { HttpError } from '../../lib/http-error';
import type { CatalogueContent } from './catalogue-content';
import { toPublicMeditation } from './catalogue-mapping';
import { createApiRouter } from '../../lib/api-router';

/**
 * The CMS-held catalogues: GET /api/meditations/list, GET /api/affirmations
 * and GET /api/legal/:slug. Public: the legal pages are shown signed out, and
 * the lists hold no personal data.
 */
export function catalogueRouter({ catalogue }: { catalogue: CatalogueContent }): Router {
  const router = createApiRouter({ prefix: '/api' });

  router.get('/meditations/list', async (ctx) => {
    ctx.body = (await catalogue.meditations()).map(toPublicMeditation);
  });

  router.get('/affirmations', async (ctx) => {
    ctx.body = await catalogue.affirmations();
  });

  router.get('/legal/:slug', async (ctx) => {
    const slug = ctx.params.slug ?? '';
    const document = SLUG_PATTERN.test(slug) ? await catalogue.legalDocument(slug) : null;
    if (!document) throw new HttpError(404, LEGAL_DOCUMENT_NOT_FOUND_MESSAGE);
    ctx.body = document;
  });

  return router;
}
