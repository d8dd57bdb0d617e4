import { factories } from '@strapi/strapi';

const MIDDLEWARES = ['api::blog-post.blog-post-published', 'api::blog-post.blog-post-populate'];

// Read-only over REST: editors write in the admin panel, which does not use these routes.
export default factories.createCoreRouter('api::blog-post.blog-post', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: MIDDLEWARES },
    findOne: { middlewares: MIDDLEWARES },
  },
});
