import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'qs';

// A small Strapi 5 REST stand-in (node:http) for the API's own behaviour:
// caching, coalescing, timeouts, validation, webhook auth. It understands just
// the queries the API sends; the real Strapi is exercised in strapi-content.test.ts.

type Post = {
  documentId: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  publishDate: string;
  category: { documentId: string; name: string; slug: string };
  featuredImage: unknown;
};

/** An image as Strapi's upload plugin describes it: its own width and the sizes it made. */
const STAND_IN_IMAGE = {
  url: '/uploads/dawn.jpg',
  width: 2000,
  formats: {
    large: { url: '/uploads/large_dawn.jpg', width: 1000, height: 500 },
    small: { url: '/uploads/small_dawn.jpg', width: 500, height: 250 },
    thumbnail: { url: '/uploads/thumbnail_dawn.jpg', width: 245, height: 123 },
  },
};

export const STAND_IN_CATEGORY = { documentId: 'cat-1', name: 'Mindset', slug: 'mindset' };

export const STAND_IN_POSTS: Post[] = Array.from({ length: 11 }, (_, index) => ({
  documentId: `post-${index + 1}`,
  slug: `post-number-${index + 1}`,
  title: `Post number ${index + 1}`,
  excerpt: `Excerpt ${index + 1}`,
  content: `Body of post ${index + 1}`,
  publishDate: `2025-01-${String(index + 1).padStart(2, '0')}`,
  category: STAND_IN_CATEGORY,
  // The oldest post has an image; the rest have none.
  featuredImage: index === 0 ? STAND_IN_IMAGE : null,
}));

export type RecordedRequest = { method: string; path: string; query: Record<string, unknown> };

export type StrapiStandIn = {
  url: string;
  requests: RecordedRequest[];
  /** Milliseconds each answer waits (0: at once). */
  delayMs: number;
  /** While true, every answer is a 500. */
  isFailing: boolean;
  close: () => Promise<void>;
};

/** query.a.b.c of a parsed query string, or undefined. */
const dig = (value: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>(
    (inner, key) =>
      inner !== null && typeof inner === 'object'
        ? (inner as Record<string, unknown>)[key]
        : undefined,
    value,
  );

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify(body));
};

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as { data: Record<string, unknown> }) : { data: {} };
};

export async function startStrapiStandIn({ token }: { token: string }): Promise<StrapiStandIn> {
  const comments: Record<string, unknown>[] = [];
  const state: StrapiStandIn = {
    url: '',
    requests: [],
    delayMs: 0,
    isFailing: false,
    close: async () => {},
  };

  const server = createServer(async (request, response) => {
    const [path = '', search = ''] = (request.url ?? '').split('?');
    const query = parse(search);
    state.requests.push({ method: request.method ?? 'GET', path, query });
    if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.isFailing) return send(response, 500, { error: { message: 'boom' } });
    if (request.headers.authorization !== `Bearer ${token}`) {
      return send(response, 401, { data: null, error: { status: 401, name: 'UnauthorizedError' } });
    }

    const start = Number(dig(query, 'pagination', 'start') ?? 0);
    const limit = Number(dig(query, 'pagination', 'limit') ?? 25);
    const list = (items: unknown[]) =>
      send(response, 200, {
        data: items.slice(start, start + limit),
        meta: { pagination: { start, limit, total: items.length } },
      });

    if (request.method === 'GET' && path === '/api/blog-posts') {
      const filter = (...keys: string[]) => dig(query, 'filters', ...keys);
      let posts = [...STAND_IN_POSTS].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
      if (filter('slug')) posts = posts.filter((post) => post.slug === filter('slug', '$eq'));
      if (filter('documentId')) {
        posts = posts.filter((post) => post.documentId === filter('documentId', '$eq'));
      }
      if (filter('category')) {
        posts = posts.filter((post) => post.category.slug === filter('category', 'slug', '$eq'));
      }
      if (filter('featured')) posts = posts.slice(0, 3);
      if (filter('$or')) {
        const term = String(filter('$or', '0', 'title', '$containsi')).toLowerCase();
        posts = posts.filter((post) =>
          [post.title, post.excerpt, post.content].some((text) =>
            text.toLowerCase().includes(term),
          ),
        );
      }
      return list(posts.map((post) => ({ ...post, readTime: 4 })));
    }
    if (request.method === 'GET' && path === '/api/blog-categories')
      return list([STAND_IN_CATEGORY]);
    if (request.method === 'GET' && path === '/api/comments') {
      const postId = dig(query, 'filters', 'post', 'documentId', '$eq');
      return list(
        comments.filter(
          (comment) => comment.post === postId && comment.moderationState === 'approved',
        ),
      );
    }
    if (request.method === 'POST' && path === '/api/comments') {
      const { data } = await readBody(request);
      const comment = {
        ...data,
        documentId: `comment-${comments.length + 1}`,
        createdAt: new Date().toISOString(),
      };
      comments.push(comment);
      return send(response, 201, { data: comment, meta: {} });
    }
    if (request.method === 'GET' && path === '/api/meditations') {
      return list([
        {
          documentId: 'm1',
          slug: 'laser-focus',
          aliases: ['med_laser_focus'],
          title: 'Laser Focus',
          description: 'Focus.',
          category: 'Success',
          durationSeconds: 420,
          rating: 5,
        },
      ]);
    }
    return send(response, 404, { data: null, error: { status: 404, name: 'NotFoundError' } });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  return state;
}
