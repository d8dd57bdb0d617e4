import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::legal-document.legal-document');
