import type { Knex } from 'knex';
import {
  ACTIVITY_COUNT,
  HEAVY_USER,
  HEAVY_USER_ACTIVITIES,
  LIGHT_USER,
  LIGHT_USER_ACTIVITIES,
  USER_COUNT,
} from './bench-config';

// Set-based SQL only (generate_series): a million rows in seconds, not minutes.
const ZONES = `array['UTC','America/New_York','Europe/Paris','Pacific/Auckland','Pacific/Honolulu']`;
const USER_ID = (n: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const ZONE_OF = (n: string) => `(${ZONES})[1 + (${n}) % 5]`;

// Type, action, points and meditation minutes by (g % 6).
const KINDS = `(array['task','challenge','meditation','vision_board','goal','affirmation'])`;
const ACTIONS = `(array['completed','completed','started','created','created','completed'])`;
const POINTS = `(array[15,75,30,20,25,10])`;

const OTHER_USERS = USER_COUNT - 2;
const OTHER_ACTIVITIES = ACTIVITY_COUNT - HEAVY_USER_ACTIVITIES - LIGHT_USER_ACTIVITIES;

export async function seedBenchDatabase(knex: Knex, log: (line: string) => void): Promise<void> {
  const step = async (label: string, sql: string) => {
    const startedAt = performance.now();
    await knex.raw(sql);
    log(`  ${label}: ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  };

  await step(
    `${USER_COUNT} users and sessions`,
    `insert into users (id, email, email_normalized, password_hash, first_name, last_name, has_paid, trial_end_date, time_zone)
     select ${USER_ID('n')}, 'bench-' || n || '@example.com', 'bench-' || n || '@example.com',
            'not-a-hash', 'Bench', 'User ' || n,
            n % 3 = 0, now() + interval '7 days', ${ZONE_OF('n')}
       from generate_series(1, ${USER_COUNT}) n;
     insert into sessions (user_id, token_hash, expires_at, last_used_at)
     select ${USER_ID('n')}, encode(sha256(convert_to('bench-token-' || n, 'UTF8')), 'hex'),
            now() + interval '30 days', now()
       from generate_series(1, ${USER_COUNT}) n;`,
  );

  // (user number, offset into the past) for every activity: the heavy user one
  // activity every ~15 minutes over 1000 days, the light one over 50 days, the
  // others about 90 each over 90 days.
  await step(
    `${ACTIVITY_COUNT.toLocaleString('en-US')} activities`,
    `insert into activities (user_id, type, action, title, points, metadata, completed_at, created_at, local_day, is_counted)
     select ${USER_ID('s.n')}, ${KINDS}[1 + s.g % 6], ${ACTIONS}[1 + s.g % 6],
            'Seeded ' || ${KINDS}[1 + s.g % 6], ${POINTS}[1 + s.g % 6],
            case when s.g % 6 = 2 then '{"minutes":10}'::jsonb else '{}'::jsonb end,
            s.at, s.at, (s.at at time zone ${ZONE_OF('s.n')})::date, true
       from (
         select ${HEAVY_USER} as n, g, now() - g * interval '864 seconds' as at
           from generate_series(1, ${HEAVY_USER_ACTIVITIES}) g
         union all
         select ${LIGHT_USER}, g, now() - g * interval '12 hours'
           from generate_series(1, ${LIGHT_USER_ACTIVITIES}) g
         union all
         select 3 + g % ${OTHER_USERS}, g, now() - (g / ${OTHER_USERS}) * interval '1 day' - (g % 997) * interval '1 minute'
           from generate_series(1, ${OTHER_ACTIVITIES}) g
       ) s`,
  );

  await step(
    'ledger entries for them',
    `insert into points_ledger (user_id, source_key, points, description, earned_at)
     select user_id, 'seed:' || id, points, title, completed_at from activities`,
  );

  await step(
    'per-day aggregates',
    `insert into activity_days (user_id, local_day, count, points, tasks_completed, challenges_completed,
                                goals_created, vision_items_created, meditations, meditation_minutes, affirmations_said)
     select user_id, local_day, count(*), sum(points),
            count(*) filter (where type = 'task'), count(*) filter (where type = 'challenge'),
            count(*) filter (where type = 'goal'), count(*) filter (where type = 'vision_board'),
            count(*) filter (where type = 'meditation'), 10 * count(*) filter (where type = 'meditation'),
            count(*) filter (where type = 'affirmation')
       from activities group by user_id, local_day`,
  );

  // Streaks by gaps and islands: consecutive days share (day - row number).
  await step(
    'per-user progress and streaks',
    `insert into user_progress (user_id, total_points, tasks_completed, challenges_completed, goals_created,
                                vision_items_created, meditations, meditation_minutes, affirmations_said,
                                active_days, streak_run_end, streak_run_length, longest_streak)
     with islands as (
       select user_id, local_day,
              local_day - (row_number() over (partition by user_id order by local_day))::int as island
         from activity_days
     ), runs as (
       select user_id, count(*) as length, max(local_day) as run_end from islands group by user_id, island
     ), streaks as (
       select user_id, max(length) as longest, max(run_end) as latest_end,
              (array_agg(length order by run_end desc))[1] as latest_length
         from runs group by user_id
     )
     select d.user_id, sum(d.points), sum(d.tasks_completed), sum(d.challenges_completed), sum(d.goals_created),
            sum(d.vision_items_created), sum(d.meditations), sum(d.meditation_minutes), sum(d.affirmations_said),
            count(*), s.latest_end, s.latest_length, s.longest
       from activity_days d join streaks s using (user_id)
      group by d.user_id, s.latest_end, s.latest_length, s.longest`,
  );

  await step('analyze', 'analyze');
}
