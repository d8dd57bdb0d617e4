import type { Knex } from 'knex';

export type PostViewsRepository = {
  /**
   * Counts a view unless one of `viewers` was counted for this post on `day`
   * (YYYY-MM-DD); returns the post's total either way.
   */
  countView: (input: {
    postId: string;
    viewers: readonly string[];
    day: string;
    viewedAt: Date;
  }) => Promise<number>;
  /** Totals for these posts; a post never viewed is absent. */
  totalsFor: (postIds: readonly string[]) => Promise<Map<string, number>>;
};

export function createPostViewsRepository(knex: Knex): PostViewsRepository {
  return {
    async countView({ postId, viewers, day, viewedAt }) {
      // One statement: atomic without a transaction, and one round trip per read.
      // A view counts only when every viewer key is new for the day; the unique
      // index settles two concurrent reads of one reader (one insert wins).
      // The final SELECT sees the table as it was before the statement, so a
      // counted view reports the upsert's new total.
      const result = await knex.raw<{ rows: { views: string | number | null }[] }>(
        `with seen as (
           select 1 from post_views
           where post_id = :postId and view_day = :day and viewer = any(cast(:viewers as text[]))
           limit 1
         ),
         counted as (
           insert into post_views (post_id, viewer, viewed_at, view_day)
           select :postId, viewer, :viewedAt, :day
           from unnest(cast(:viewers as text[])) as viewer
           where not exists (select 1 from seen)
           on conflict (post_id, viewer, view_day) do nothing
           returning 1
         ),
         total as (
           insert into post_view_counts (post_id, views)
           select :postId, 1
           where (select count(*) from counted) = cardinality(cast(:viewers as text[]))
           on conflict (post_id) do update set views = post_view_counts.views + 1
           returning views
         )
         select coalesce(
           (select views from total),
           (select views from post_view_counts where post_id = :postId),
           0
         ) as views`,
        { postId, viewers: [...viewers], day, viewedAt },
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
