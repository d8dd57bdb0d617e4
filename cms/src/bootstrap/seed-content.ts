/**
 * Loads the product's seed content at boot, each entry at most once in the
 * life of a database. The keys of the entries loaded so far are kept in
 * Strapi's core store (SEED_MANIFEST): an entry whose key is there is never
 * looked at again, so an entry an editor deleted stays deleted and one an
 * editor edited is neither overwritten nor created a second time. An entry
 * added to the seed data in a later release has a new key and is created at
 * the next boot. Blog posts are created published.
 */
import { createHash } from 'node:crypto';
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

/** Where the keys of the loaded seed entries live (row key `core_manifest-seed_loaded`). */
const SEED_MANIFEST = { type: 'core', name: 'manifest-seed', key: 'loaded' } as const;

const WORDS_PER_MINUTE = 200;

type SeedRun = {
  strapi: Core.Strapi;
  /** Seed keys loaded by this or an earlier boot. */
  loaded: Set<string>;
  counts: SeedCounts;
};

/** What one content type needs to load its seed entries once. */
type SeedSpec<T> = {
  uid: UID.ContentType;
  countName: string;
  /** Stable for the life of the seed entry: what the manifest records. */
  seedKey: (entry: T) => string;
  /** How to find the entry in the database (see loadOnce). */
  naturalKey: (entry: T) => Record<string, unknown>;
  /** Returns false when the entry cannot be created any more (its post or category was deleted). */
  create: (entry: T) => Promise<boolean>;
};

/** A seed post may leave readTime at 0 to have it worked out from the article. */
export function readTimeOf(post: Pick<SeedBlogPost, 'readTime' | 'content'>): number {
  if (post.readTime >= 1) return post.readTime;
  const words = post.content.split(/\s+/).filter((word) => word !== '').length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Comments have no natural key of their own: post, author and text together identify one. */
function commentSeedKey({ postSlug, author, content }: SeedComment): string {
  const text = createHash('sha256').update(content).digest('hex').slice(0, 16);
  return `${postSlug}/${author}/${text}`;
}

/** A reference to something not in the seed data is a mistake in the data: fail before writing. */
function assertReferencesExist(content: SeedContent): void {
  const categories = new Set(content.blogCategories.map(({ slug }) => slug));
  for (const post of content.blogPosts) {
    if (!categories.has(post.categorySlug)) {
      throw new Error(`Seed post "${post.slug}" names unknown category "${post.categorySlug}".`);
    }
  }
  const posts = new Set(content.blogPosts.map(({ slug }) => slug));
  for (const comment of content.comments) {
    if (!posts.has(comment.postSlug)) {
      throw new Error(
        `Seed comment by "${comment.author}" names unknown post "${comment.postSlug}".`,
      );
    }
  }
}

async function readManifest(strapi: Core.Strapi): Promise<Set<string>> {
  const value = await strapi.store.get(SEED_MANIFEST);
  if (value === null || value === undefined) return new Set();
  if (!Array.isArray(value) || !value.every((key) => typeof key === 'string')) {
    // Refuse rather than treat it as empty: that would bring back every entry editors deleted.
    throw new Error('The seed manifest in the core store is not a list of seed keys.');
  }
  return new Set(value);
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

/**
 * Creates the entries whose seed key was never loaded. One that already exists
 * by natural key (a database seeded before the manifest existed, or an editor
 * who made the same entry first) is only recorded, never changed.
 */
async function loadOnce<T>(run: SeedRun, entries: T[], spec: SeedSpec<T>): Promise<void> {
  let created = 0;
  for (const entry of entries) {
    const key = `${spec.uid}:${spec.seedKey(entry)}`;
    if (run.loaded.has(key)) continue;
    run.loaded.add(key);
    if (await findDocumentId(run.strapi, spec.uid, spec.naturalKey(entry))) continue;
    if (await spec.create(entry)) created += 1;
  }
  run.counts[spec.countName] = created;
}

async function seedBlog(run: SeedRun, content: SeedContent): Promise<void> {
  const { strapi } = run;
  const categories = strapi.documents('api::blog-category.blog-category');
  await loadOnce(run, content.blogCategories, {
    uid: 'api::blog-category.blog-category',
    countName: 'blogCategories',
    seedKey: ({ slug }) => slug,
    naturalKey: ({ slug }) => ({ slug }),
    create: async ({ name, slug }) => {
      await categories.create({ data: { name, slug } });
      return true;
    },
  });

  const posts = strapi.documents('api::blog-post.blog-post');
  await loadOnce(run, content.blogPosts, {
    uid: 'api::blog-post.blog-post',
    countName: 'blogPosts',
    seedKey: ({ slug }) => slug,
    naturalKey: ({ slug }) => ({ slug }),
    create: async (post) => {
      const category = await findDocumentId(strapi, 'api::blog-category.blog-category', {
        slug: post.categorySlug,
      });
      // The category is in the seed data (checked first), so an editor deleted it.
      if (!category) {
        strapi.log.warn(
          `[cms] Seed post "${post.slug}" not created: its category "${post.categorySlug}" was deleted.`,
        );
        return false;
      }
      await posts.create({
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
      return true;
    },
  });

  const comments = strapi.documents('api::comment.comment');
  await loadOnce(run, content.comments, {
    uid: 'api::comment.comment',
    countName: 'comments',
    seedKey: commentSeedKey,
    naturalKey: ({ postSlug, author, content: text }) => ({
      author,
      content: text,
      post: { slug: postSlug },
    }),
    create: async (comment) => {
      const post = await findDocumentId(strapi, 'api::blog-post.blog-post', {
        slug: comment.postSlug,
      });
      // The post is in the seed data (checked first), so an editor deleted it.
      if (!post) {
        strapi.log.warn(
          `[cms] Seed comment by "${comment.author}" not created: its post "${comment.postSlug}" was deleted.`,
        );
        return false;
      }
      await comments.create({
        data: {
          author: comment.author,
          email: comment.email,
          content: comment.content,
          moderationState: comment.moderationState,
          post,
        },
      });
      return true;
    },
  });
}

async function seedPractice(run: SeedRun, content: SeedContent): Promise<void> {
  const { strapi } = run;
  const meditations = strapi.documents('api::meditation.meditation');
  await loadOnce(run, content.meditations, {
    uid: 'api::meditation.meditation',
    countName: 'meditations',
    seedKey: ({ slug }) => slug,
    naturalKey: ({ slug }) => ({ slug }),
    create: async (meditation) => {
      await meditations.create({ data: { ...meditation } });
      return true;
    },
  });

  const affirmations = strapi.documents('api::affirmation.affirmation');
  await loadOnce(run, content.affirmations, {
    uid: 'api::affirmation.affirmation',
    countName: 'affirmations',
    seedKey: ({ number }) => String(number),
    naturalKey: ({ number }) => ({ number }),
    create: async (affirmation) => {
      await affirmations.create({ data: { ...affirmation } });
      return true;
    },
  });

  const legal = strapi.documents('api::legal-document.legal-document');
  await loadOnce(run, content.legalDocuments, {
    uid: 'api::legal-document.legal-document',
    countName: 'legalDocuments',
    seedKey: ({ slug }) => slug,
    naturalKey: ({ slug }) => ({ slug }),
    create: async (document) => {
      await legal.create({ data: { ...document } });
      return true;
    },
  });
}

export async function seedContent(strapi: Core.Strapi, content: SeedContent): Promise<SeedCounts> {
  assertReferencesExist(content);
  const counts: SeedCounts = {};
  // One transaction for the entries and the manifest: a seed that fails half-way
  // (bad data) leaves nothing behind, and no entry is created without its key recorded.
  await strapi.db.transaction(async () => {
    const run: SeedRun = { strapi, loaded: await readManifest(strapi), counts };
    const before = run.loaded.size;
    await seedBlog(run, content);
    await seedPractice(run, content);
    if (run.loaded.size !== before) {
      await strapi.store.set({ ...SEED_MANIFEST, value: [...run.loaded].sort() });
    }
  });
  const created = Object.entries(counts).filter(([, count]) => count > 0);
  strapi.log.info(
    created.length === 0
      ? '[cms] Seed content already loaded; nothing created.'
      : `[cms] Seed content created: ${created.map(([name, count]) => `${count} ${name}`).join(', ')}.`,
  );
  return counts;
}
