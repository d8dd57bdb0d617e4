/** The content types this project declares (src/api/*), in one place for permissions and tokens. */
export const BLOG_CATEGORY = 'api::blog-category.blog-category';
export const BLOG_POST = 'api::blog-post.blog-post';
export const COMMENT = 'api::comment.comment';
export const MEDITATION = 'api::meditation.meditation';
export const AFFIRMATION = 'api::affirmation.affirmation';
export const LEGAL_DOCUMENT = 'api::legal-document.legal-document';

export const OWN_CONTENT_TYPES = [
  BLOG_CATEGORY,
  BLOG_POST,
  COMMENT,
  MEDITATION,
  AFFIRMATION,
  LEGAL_DOCUMENT,
] as const;

export type OwnContentType = (typeof OWN_CONTENT_TYPES)[number];
