import { factories } from '@strapi/strapi';

// Visitors' comments arrive through the API's token; nothing is updated or deleted over REST.
export default factories.createCoreRouter('api::comment.comment', {
  only: ['find', 'findOne', 'create'],
  config: {
    find: { middlewares: ['api::comment.comment-populate'] },
    findOne: { middlewares: ['api::comment.comment-populate'] },
    create: { middlewares: ['api::comment.comment-pending', 'api::comment.comment-populate'] },
  },
});
