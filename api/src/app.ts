import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import type { Knex } from 'knex';
import type { Env } from './config/env';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './features/auth/auth-limits';
import { authRouter } from './features/auth/auth-router';
import { createAuthService } from './features/auth/auth-service';
import { createAuthThrottle } from './features/auth/auth-throttle';
import { createPasswordHasher } from './features/auth/password-hasher';
import { healthRouter } from './features/health/health-router';
import { activitiesRouter } from './features/activities/activities-router';
import { createActivitiesService } from './features/activities/activities-service';
import { badgesRouter } from './features/badges/badges-router';
import { rewardsRouter } from './features/rewards/rewards-router';
import { statsRouter } from './features/stats/stats-router';
import { createStatsService } from './features/stats/stats-service';
import { trialRouter } from './features/trial/trial-router';
import { createHealthService } from './features/health/health-service';
import { blogRouter } from './features/blog/blog-router';
import { createBlogContent } from './features/blog/blog-content';
import { createBlogService } from './features/blog/blog-service';
import {
  createCommentThrottle,
  DEFAULT_COMMENT_LIMITS,
  type CommentLimits,
} from './features/blog/comment-throttle';
import { createPostViewsRepository } from './features/blog/post-views-repository';
import { createViewCounter } from './features/blog/view-counter';
import { catalogueRouter } from './features/catalogue/catalogue-router';
import { createCatalogueContent } from './features/catalogue/catalogue-content';
import { createCmsMeditationCatalogue } from './features/catalogue/cms-meditation-catalogue';
import { createContentSource } from './features/content/content-source';
import { cmsWebhookRouter } from './features/content/webhook-router';
import { affirmationsRouter } from './features/affirmations/affirmations-router';
import { createAffirmationsService } from './features/affirmations/affirmations-service';
import { challengesRouter } from './features/challenges/challenges-router';
import { createChallengesService } from './features/challenges/challenges-service';
import { dailyTasksRouter } from './features/daily-tasks/daily-tasks-router';
import { createDailyTasksService } from './features/daily-tasks/daily-tasks-service';
import { goalsRouter } from './features/goals/goals-router';
import { createGoalsService } from './features/goals/goals-service';
import {
  createBuiltInMeditationCatalogue,
  type MeditationCatalogue,
} from './features/meditations/meditation-catalogue';
import { meditationsRouter } from './features/meditations/meditations-router';
import { createMeditationsService } from './features/meditations/meditations-service';
import { visionBoardRouter } from './features/vision-board/vision-board-router';
import { createVisionBoardService } from './features/vision-board/vision-board-service';
import type { Logger } from './lib/logger';
import { errorMiddleware } from './middleware/error-middleware';
import { requestLogMiddleware } from './middleware/request-log-middleware';
import { requireUserMiddleware } from './middleware/require-user-middleware';

export const JSON_BODY_LIMIT = '100kb';

export type AppDeps = {
  env: Env;
  knex: Knex;
  logger: Logger;
  /** The clock; tests may pin it. */
  now?: () => Date;
  /** Throttling windows; tests shrink them. */
  authLimits?: Partial<AuthLimits>;
  fetch?: typeof fetch;
  /** Looks meditations up by id; default: the CMS's meditations (built-in list if the CMS was never reached). */
  meditationCatalogue?: MeditationCatalogue;
  /** Comments per address and window; tests shrink them. */
  commentLimits?: Partial<CommentLimits>;
};

export function createApp({
  env,
  knex,
  logger,
  now = () => new Date(),
  authLimits,
  fetch,
  meditationCatalogue,
  commentLimits,
}: AppDeps): Koa {
  // Behind the shell's proxy, trust only the last X-Forwarded-For entry (the one it wrote).
  const app = new Koa({ proxy: env.API_TRUST_PROXY, maxIpsCount: 1 });

  const authService = createAuthService({
    knex,
    hasher: createPasswordHasher(),
    throttle: createAuthThrottle(knex, { ...DEFAULT_AUTH_LIMITS, ...authLimits }),
    now,
    trialDays: env.TRIAL_DAYS,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    adminEmails: env.ADMIN_EMAILS,
  });
  const healthService = createHealthService({ knex, cmsUrl: env.CMS_URL, fetch });
  // Editorial content: read from the CMS through one shared cache that its webhook clears.
  const contentSource = createContentSource({ env, logger, fetch });
  const catalogueContent = createCatalogueContent(contentSource);
  const blogService = createBlogService({
    content: createBlogContent(contentSource),
    views: createViewCounter(createPostViewsRepository(knex), now),
    throttle: createCommentThrottle(knex, { ...DEFAULT_COMMENT_LIMITS, ...commentLimits }),
    logger,
  });
  const meditations =
    meditationCatalogue ??
    createCmsMeditationCatalogue(catalogueContent, createBuiltInMeditationCatalogue());

  app.use(errorMiddleware({ logger }));
  app.use(requestLogMiddleware({ logger }));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT }));

  const { userForToken } = authService;
  const rewardsRouters = [
    activitiesRouter({
      knex,
      userForToken,
      activitiesService: createActivitiesService({ knex, now }),
    }),
    statsRouter({ knex, userForToken, statsService: createStatsService({ knex, now }) }),
    rewardsRouter({ knex, userForToken }),
    badgesRouter({ knex, userForToken }),
    trialRouter({ userForToken }),
  ];
  for (const router of rewardsRouters) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  const requireUser = requireUserMiddleware({ userForToken });
  const practiceRouters = [
    dailyTasksRouter({ requireUser, dailyTasksService: createDailyTasksService({ knex, now }) }),
    visionBoardRouter({ requireUser, visionBoardService: createVisionBoardService({ knex, now }) }),
    goalsRouter({ requireUser, goalsService: createGoalsService({ knex, now }) }),
    challengesRouter({ requireUser, challengesService: createChallengesService({ knex, now }) }),
    meditationsRouter({
      requireUser,
      meditationsService: createMeditationsService({ knex, now, catalogue: meditations }),
    }),
    affirmationsRouter({
      requireUser,
      affirmationsService: createAffirmationsService({ knex, now }),
    }),
  ];
  for (const router of practiceRouters) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  const contentRouters = [
    cmsWebhookRouter({ cache: contentSource.cache, secret: env.CMS_WEBHOOK_SECRET, logger }),
    blogRouter({ blogService }),
    catalogueRouter({ catalogue: catalogueContent }),
  ];
  for (const router of contentRouters) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  for (const router of [healthRouter({ healthService }), authRouter({ authService })]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
