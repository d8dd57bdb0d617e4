import { z } from 'zod';

// The shapes Strapi 5's REST API answers for our content types (cms/src/api/*):
// flattened attributes next to `id` and `documentId`. Only what we read is
// declared; Strapi's extra fields pass through unchecked. Optional fields are
// nullish because Strapi sends null for an empty one and omits unselected ones.

const nullableText = z.string().nullish();

/** `{ data: [...], meta }` of a collection query. */
export const strapiList = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.unknown().optional() });

/** `{ data: {...}, meta }` of a single document (findOne, create). */
export const strapiSingle = <T extends z.ZodType>(item: T) =>
  z.object({ data: item, meta: z.unknown().optional() });

export const ZStrapiCategory = z.object({
  documentId: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type StrapiCategory = z.infer<typeof ZStrapiCategory>;

/** One of the sizes Strapi's upload plugin makes of an image (thumbnail, small, medium, large). */
export const ZStrapiMediaFormat = z.object({ url: z.string(), width: z.number().int().positive() });

export const ZStrapiMedia = z.object({
  url: z.string(),
  width: z.number().nullish(),
  /** Read one by one (toImageVariants): a format the CMS wrote oddly is left out, not fatal. */
  formats: z.record(z.string(), z.unknown()).nullish().catch(null),
});
export type StrapiMedia = z.infer<typeof ZStrapiMedia>;

/** A post as the lists read it (no article body). */
export const ZStrapiPostCard = z.object({
  documentId: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: nullableText,
  publishDate: nullableText,
  publishedAt: nullableText,
  readTime: z.number().nullish(),
  category: ZStrapiCategory.nullish(),
  featuredImage: ZStrapiMedia.nullish(),
});
export type StrapiPostCard = z.infer<typeof ZStrapiPostCard>;

export const ZStrapiPost = ZStrapiPostCard.extend({
  content: nullableText,
  author: nullableText,
  tags: z.unknown().optional(),
});
export type StrapiPost = z.infer<typeof ZStrapiPost>;

export const ZStrapiComment = z.object({
  documentId: z.string(),
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type StrapiComment = z.infer<typeof ZStrapiComment>;

export const ZStrapiMeditation = z.object({
  documentId: z.string(),
  slug: z.string(),
  aliases: z.unknown().optional(),
  title: z.string(),
  description: nullableText,
  script: nullableText,
  category: z.string(),
  durationSeconds: z.number(),
  // A decimal may come back as a string from some databases.
  rating: z.union([z.number(), z.string()]).nullish(),
});
export type StrapiMeditation = z.infer<typeof ZStrapiMeditation>;

export const ZStrapiAffirmation = z.object({
  number: z.number(),
  text: z.string(),
  category: z.string(),
});
export type StrapiAffirmation = z.infer<typeof ZStrapiAffirmation>;

export const ZStrapiLegalDocument = z.object({
  slug: z.string(),
  title: z.string(),
  lastUpdated: nullableText,
  body: nullableText,
  pricingReading: z.string(),
  backLink: z.string(),
  updatedAt: nullableText,
});
export type StrapiLegalDocument = z.infer<typeof ZStrapiLegalDocument>;
