/**
 * Loads the product's seed content at boot. Each entry is created only when no
 * entry with its natural key (slug, number) exists yet, and an existing entry
 * is never touched, so an editor's edits survive every restart and a second
 * start changes nothing. Blog posts are created published.
 */
import type { Core, UID } from '@strapi/strapi';
import type {
  SeedAffirmation,
  SeedBlogCategory,
  SeedBlogPost,
  SeedComment,
  SeedLegalDocument,
  SeedMeditation,
} from '../seed/content/types';

export type SeedContent = {
  blogCategories: SeedBlogCategory[];
  blogPosts: SeedBlogPost[];
  comments: SeedComment[];
  meditations: SeedMeditation[];
  affirmations: SeedAffirmation[];
  legalDocuments: SeedLegalDocument[];
};

type SeedCounts = Record<string, number>;

const WORDS_PER_MINUTE = 200;

/** A seed post may leave readTime at 0 to have it worked out from the article. */
export function readTimeOf(post: Pick<SeedBlogPost, 'readTime' | 'content'>): number {
  if (post.readTime >= 1) return post.readTime;
  const words = post.content.split(/\s+/).filter((word) => word !== '').length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Finds by natural key across drafts and published versions alike (the query engine ignores status). */
async function findDocumentId(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  where: Record<string, unknown>,
): Promise<string | undefined> {
  const row: unknown = await strapi.db.query(uid).findOne({ where, select: ['documentId'] });
  if (typeof row === 'object' && row !== null && 'documentId' in row) {
    return String(row.documentId);
  }
  return undefined;
}

/** Creates what is missing for one content type; returns how many entries were created. */
async function createMissing<T>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  entries: T[],
  naturalKey: (entry: T) => Record<string, unknown>,
  create: (entry: T) => Promise<unknown>,
): Promise<number> {
  let created = 0;
  for (const entry of entries) {
    if (await findDocumentId(strapi, uid, naturalKey(entry))) continue;
    await create(entry);
    created += 1;
  }
  return created;
}

async function seedBlog(strapi: Core.Strapi, content: SeedContent, counts: SeedCounts) {
  const categories = strapi.documents('api::blog-category.blog-category');
  counts.blogCategories = await createMissing(
    strapi,
    'api::blog-category.blog-category',
    content.blogCategories,
    ({ slug }) => ({ slug }),
    ({ name, slug }) => categories.create({ data: { name, slug } }),
  );

  const posts = strapi.documents('api::blog-post.blog-post');
  counts.blogPosts = await createMissing(
    strapi,
    'api::blog-post.blog-post',
    content.blogPosts,
    ({ slug }) => ({ slug }),
    async (post) => {
      const category = await findDocumentId(strapi, 'api::blog-category.blog-category', {
        slug: post.categorySlug,
      });
      if (!category) {
        throw new Error(`Seed post "${post.slug}" names unknown category "${post.categorySlug}".`);
      }
      return posts.create({
        data: {
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          content: post.content,
          category,
          author: post.author,
          tags: post.tags,
          publishDate: post.publishDate,
          readTime: readTimeOf(post),
          featured: post.isFeatured,
        },
        status: 'published',
      });
    },
  );

  // Comments have no natural key of their own: post, author and text together identify one.
  const comments = strapi.documents('api::comment.comment');
  counts.comments = await createMissing(
    strapi,
    'api::comment.comment',
    content.comments,
    ({ postSlug, author, content: text }) => ({ author, content: text, post: { slug: postSlug } }),
    async (comment) => {
      const post = await findDocumentId(strapi, 'api::blog-post.blog-post', {
        slug: comment.postSlug,
      });
      if (!post) {
        throw new Error(
          `Seed comment by "${comment.author}" names unknown post "${comment.postSlug}".`,
        );
      }
      return comments.create({
        data: {
          author: comment.author,
          email: comment.email,
          content: comment.content,
          moderationState: comment.moderationState,
          post,
        },
      });
    },
  );
}

async function seedPractice(strapi: Core.Strapi, content: SeedContent, counts: SeedCounts) {
  const meditations = strapi.documents('api::meditation.meditation');
  counts.meditations = await createMissing(
    strapi,
    'api::meditation.meditation',
    content.meditations,
    ({ slug }) => ({ slug }),
    (meditation) => meditations.create({ data: { ...meditation } }),
  );

  const affirmations = strapi.documents('api::affirmation.affirmation');
  counts.affirmations = await createMissing(
    strapi,
    'api::affirmation.affirmation',
    content.affirmations,
    ({ number }) => ({ number }),
    (affirmation) => affirmations.create({ data: { ...affirmation } }),
  );

  const legal = strapi.documents('api::legal-document.legal-document');
  counts.legalDocuments = await createMissing(
    strapi,
    'api::legal-document.legal-document',
    content.legalDocuments,
    ({ slug }) => ({ slug }),
    (document) => legal.create({ data: { ...document } }),
  );
}

export async function seedContent(strapi: Core.Strapi, content: SeedContent): Promise<SeedCounts> {
  const counts: SeedCounts = {};
  // One transaction: a seed that fails half-way (bad data) leaves nothing behind.
  await strapi.db.transaction(async () => {
    await seedBlog(strapi, content, counts);
    await seedPractice(strapi, content, counts);
  });
  const created = Object.entries(counts).filter(([, count]) => count > 0);
  strapi.log.info(
    created.length === 0
      ? '[cms] Seed content already present; nothing created.'
      : `[cms] Seed content created: ${created.map(([name, count]) => `${count} ${name}`).join(', ')}.`,
  );
  return counts;
}
