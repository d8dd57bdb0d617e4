import type { Knex } from 'knex';

export type PostViewsRepository = {
  /**
   * Counts a view unless this viewer was counted for this post since
   * `dedupeSince`; returns the post's total either way.
   */
  countView: (input: {
    postId: string;
    viewer: string;
    viewedAt: Date;
    dedupeSince: Date;
  }) => Promise<number>;
  /** Totals for these posts; a post never viewed is absent. */
  totalsFor: (postIds: readonly string[]) => Promise<Map<string, number>>;
};

export function createPostViewsRepository(knex: Knex): PostViewsRepository {
  return {
    async countView({ postId, viewer, viewedAt, dedupeSince }) {
      // One statement: atomic without a transaction, and one round trip per read.
      // The final SELECT sees the table as it was before the statement, so a
      // counted view reports the upsert's new total.
      const result = await knex.raw<{ rows: { views: string | number | null }[] }>(
        `with recent as (
           select 1 from post_views
           where post_id = :postId and viewer = :viewer and viewed_at > :dedupeSince
           limit 1
         ),
         counted as (
           insert into post_views (post_id, viewer, viewed_at)
           select :postId, :viewer, :viewedAt where not exists (select 1 from recent)
           returning post_id
         ),
         total as (
           insert into post_view_counts (post_id, views)
           select post_id, 1 from counted
           on conflict (post_id) do update set views = post_view_counts.views + 1
           returning views
         )
         select coalesce(
           (select views from total),
           (select views from post_view_counts where post_id = :postId),
           0
         ) as views`,
        { postId, viewer, viewedAt, dedupeSince },
      );
      return Number(result.rows[0]?.views ?? 0);
    },

    async totalsFor(postIds) {
      if (postIds.length === 0) return new Map();
      const rows = await knex('post_view_counts')
        .select('post_id', 'views')
        .whereIn('post_id', [...postIds]);
      return new Map(
        rows.map((row: { post_id: string; views: string | number }) => [
          row.post_id,
          Number(row.views),
        ]),
      );
    },
  };
}
