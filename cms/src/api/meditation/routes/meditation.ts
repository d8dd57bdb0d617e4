import { factories } from '@strapi/strapi';

// Read-only over REST: editors write in the admin panel, which does not use these routes.
export default factories.createCoreRouter('api::meditation.meditation', {
  only: ['find', 'findOne'],
});
