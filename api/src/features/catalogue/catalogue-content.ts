import type { TAffirmation } from '@manifest/contracts/catalogue';
import type { TLegalDocument } from '@manifest/contracts/legal';
import type { ContentSource } from '../content/content-source';
import {
  strapiList,
  ZStrapiAffirmation,
  ZStrapiLegalDocument,
  ZStrapiMeditation,
} from '../content/strapi-schemas';
import {
  toAffirmation,
  toLegalDocument,
  toMeditation,
  type CatalogueMeditation,
} from './catalogue-mapping';

// Strapi's own cap (cms config/api.ts maxLimit): every catalogue is far smaller.
const ALL = { start: 0, limit: 100 };

const isPresent = <T>(value: T | null): value is T => value !== null;

export type CatalogueContent = ReturnType<typeof createCatalogueContent>;

/** Meditations, the built-in affirmations and legal documents, read from Strapi behind the cache. */
export function createCatalogueContent({ strapi, cache }: ContentSource) {
  return {
    /** In the order editors created them. */
    meditations: () =>
      cache.read('meditations', ['meditation'], async (signal): Promise<CatalogueMeditation[]> => {
        const answer = await strapi.get(
          'meditations',
          {
            fields: [
              'slug',
              'aliases',
              'title',
              'description',
              'script',
              'category',
              'durationSeconds',
              'rating',
            ],
            sort: ['id:asc'],
            pagination: ALL,
          },
          strapiList(ZStrapiMeditation),
          signal,
        );
        return answer.data.map(toMeditation).filter(isPresent);
      }),

    /** Ordered by number (1-42). */
    affirmations: () =>
      cache.read('affirmations', ['affirmation'], async (signal): Promise<TAffirmation[]> => {
        const answer = await strapi.get(
          'affirmations',
          { fields: ['number', 'text', 'category'], sort: ['number:asc'], pagination: ALL },
          strapiList(ZStrapiAffirmation),
          signal,
        );
        return answer.data.map(toAffirmation).filter(isPresent);
      }),

    /** The document with this slug, or null. */
    legalDocument: (slug: string) =>
      cache.read(
        `legal:${slug}`,
        ['legal-document'],
        async (signal): Promise<TLegalDocument | null> => {
          const answer = await strapi.get(
            'legal-documents',
            { filters: { slug: { $eq: slug } }, pagination: { start: 0, limit: 1 } },
            strapiList(ZStrapiLegalDocument),
            signal,
          );
          const document = answer.data[0];
          return document ? toLegalDocument(document) : null;
        },
      ),
  };
}
