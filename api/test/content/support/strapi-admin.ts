import { TEST_ADMIN } from '../../../tools/strapi-process';

const POST_UID = 'api::blog-post.blog-post';
const COMMENT_UID = 'api::comment.comment';

type AdminDocument = { documentId: string } & Record<string, unknown>;

/**
 * What an editor does in the Strapi admin panel, through the same admin API
 * the panel calls (content manager): create drafts, publish, edit, moderate.
 */
export async function signInToStrapiAdmin(
  strapiUrl: string,
  admin: { email: string; password: string } = TEST_ADMIN,
) {
  const login = await fetch(`${strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { token: string } };

  const call = async (method: string, path: string, body?: unknown): Promise<AdminDocument> => {
    const response = await fetch(`${strapiUrl}/content-manager/collection-types/${path}`, {
      method,
      headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Admin ${method} ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: AdminDocument }).data;
  };

  const documents = async (uid: string): Promise<AdminDocument[]> => {
    const response = await fetch(
      `${strapiUrl}/content-manager/collection-types/${uid}?page=1&pageSize=100`,
      { headers: { Authorization: `Bearer ${data.token}` } },
    );
    if (!response.ok) throw new Error(`Admin list ${uid}: ${response.status}`);
    const { results, pagination } = (await response.json()) as {
      results: AdminDocument[];
      pagination: { total: number };
    };
    if (pagination.total > results.length) throw new Error(`Admin list ${uid}: more than one page`);
    return results;
  };

  /** A new Content API token with every permission, as a super admin makes one in Settings → API Tokens. */
  const createFullAccessToken = async (): Promise<string> => {
    const response = await fetch(`${strapiUrl}/admin/api-tokens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `full access ${Date.now().toString(36)}`,
        description: 'content tests',
        type: 'full-access',
        lifespan: null,
      }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Admin API token: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: { accessKey: string } }).data.accessKey;
  };

  return {
    /** The admin panel's session token (Authorization: Bearer), for calls the helpers below don't cover. */
    token: data.token,
    createFullAccessToken,
    createDraftPost: (fields: Record<string, unknown>) => call('POST', POST_UID, fields),
    publishPost: (documentId: string) =>
      call('POST', `${POST_UID}/${documentId}/actions/publish`, {}),
    updatePost: (documentId: string, fields: Record<string, unknown>) =>
      call('PUT', `${POST_UID}/${documentId}`, fields),
    setCommentState: (documentId: string, moderationState: 'approved' | 'rejected') =>
      call('PUT', `${COMMENT_UID}/${documentId}`, { moderationState }),
    /** Every comment, pending ones included, as the editor sees them. */
    comments: () => documents(COMMENT_UID),
    /**
     * Every document of a collection type (e.g. 'api::blog-post.blog-post') as
     * the editor's list shows it: drafts and unpublished ones included.
     */
    documents: (uid: string) => documents(uid),
  };
}
