/** The seed content written for the product (src/seed/content), in the shape the loader takes. */
import type { SeedContent } from '../bootstrap/seed-content';
import { AFFIRMATIONS } from './content/affirmations';
import { BLOG_CATEGORIES } from './content/blog-categories';
import { BLOG_POSTS } from './content/blog-posts';
import { COMMENTS } from './content/comments';
import { LEGAL_DOCUMENTS } from './content/legal-documents';
import { MEDITATIONS } from './content/meditations';

export const SEED_CONTENT: SeedContent = {
  blogCategories: BLOG_CATEGORIES,
  blogPosts: BLOG_POSTS,
  comments: COMMENTS,
  meditations: MEDITATIONS,
  affirmations: AFFIRMATIONS,
  legalDocuments: LEGAL_DOCUMENTS,
};
