import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { Env } from './config/env';
import type { Services } from './composition';
import { accountDataRouter } from './features/account-data/account-data-router';
import { adminAnalyticsRouter } from './features/admin-analytics/admin-analytics-router';
import { activitiesRouter } from './features/activities/activities-router';
import { affirmationsRouter } from './features/affirmations/affirmations-router';
import { aiRouter } from './features/ai/ai-router';
import { authRouter } from './features/auth/auth-router';
import { badgesRouter } from './features/badges/badges-router';
import { blogRouter } from './features/blog/blog-router';
import { feedsRouter } from './features/blog/feeds-router';
import { catalogueRouter } from './features/catalogue/catalogue-router';
import { challengeToolsRouter } from './features/challenge-tools/challenge-tools-router';
import { challengesRouter } from './features/challenges/challenges-router';
import { clientReportsRouter } from './features/client-reports/client-reports-router';
import { contactRouter } from './features/contact/contact-router';
import { cmsWebhookRouter } from './features/content/webhook-router';
import { dailyTasksRouter } from './features/daily-tasks/daily-tasks-router';
import { emailVerificationRouter } from './features/email-verification/email-verification-router';
import { googleSignInRouter } from './features/google-sign-in/google-sign-in-router';
import { goalsRouter } from './features/goals/goals-router';
import { healthRouter } from './features/health/health-router';
import { meditationsRouter } from './features/meditations/meditations-router';
import { metricsRouter } from './features/metrics/metrics-router';
import { passwordResetRouter } from './features/password-reset/password-reset-router';
import { pageViewsRouter } from './features/page-views/page-views-router';
import { paymentsRouter } from './features/payments/payments-router';
import { planRouter } from './features/plan/plan-router';
import { pointsRouter } from './features/points/points-router';
import { remindersRouter } from './features/reminders/reminders-router';
import { pushRouter } from './features/push/push-router';
import { rewardsRouter } from './features/rewards/rewards-router';
import { statsRouter } from './features/stats/stats-router';
import { testSetupRouter } from './features/test-setup/test-setup-router';
import { todayRouter } from './features/today/today-router';
import { trialRouter } from './features/trial/trial-router';
import { uploadsRouter } from './features/uploads/uploads-router';
import { visionBoardRouter } from './features/vision-board/vision-board-router';
import { weeklyReviewRouter } from './features/weekly-review/weekly-review-router';
import type { Logger } from './lib/logger';
import { idempotencyMiddleware } from './middleware/idempotency-middleware';

type RouteDeps = {
  env: Env;
  knex: Knex;
  logger: Logger;
  services: Services;
  /** Signed-in routes run it first: it answers 401 or puts the user in ctx.state. */
  requireUser: Middleware;
  /** requireUser, then 402 once a trial has ended unpaid: practice, progress and AI. */
  requirePaidAccess: Middleware;
};

/** Every router, in the order app.ts mounts them. */
export function createRouters({
  env,
  knex,
  logger,
  services,
  requireUser,
  requirePaidAccess,
}: RouteDeps): Router[] {
  // The offline queue's practice calls: a replayed Idempotency-Key gets the first answer.
  const idempotency = idempotencyMiddleware({ knex });
  return [
    // Rewards and progress.
    activitiesRouter({ requireUser: requirePaidAccess, activitiesService: services.activities }),
    statsRouter({ requireUser: requirePaidAccess, statsService: services.stats }),
    pointsRouter({ requireUser: requirePaidAccess, knex }),
    badgesRouter({ requireUser: requirePaidAccess, knex }),
    rewardsRouter({
      requireUser: requirePaidAccess,
      idempotency,
      rewardsService: services.rewards,
    }),
    trialRouter({ requireUser }),
    todayRouter({ requireUser: requirePaidAccess, todayService: services.today }),
    weeklyReviewRouter({
      requireUser: requirePaidAccess,
      weeklyReviewService: services.weeklyReview,
    }),
    // Practice.
    dailyTasksRouter({
      requireUser: requirePaidAccess,
      idempotency,
      dailyTasksService: services.dailyTasks,
    }),
    visionBoardRouter({
      requireUser: requirePaidAccess,
      visionBoardService: services.visionBoard,
      goalsService: services.goals,
    }),
    // GET is public (an <img> sends no token); the router asks for a user per route.
    uploadsRouter({ requireUser: requirePaidAccess, uploadsService: services.uploads }),
    goalsRouter({ requireUser: requirePaidAccess, goalsService: services.goals }),
    // The first run's answers and starter plan: reading and skipping are settings,
    // saving drafts a goal (progress).
    planRouter({ requireUser, requirePaidAccess, planService: services.plan }),
    challengesRouter({ requireUser: requirePaidAccess, challengesService: services.challenges }),
    challengeToolsRouter({
      requireUser: requirePaidAccess,
      challengeToolsService: services.challengeTools,
    }),
    meditationsRouter({
      requireUser: requirePaidAccess,
      idempotency,
      meditationsService: services.meditations,
    }),
    affirmationsRouter({
      requireUser: requirePaidAccess,
      idempotency,
      affirmationsService: services.affirmations,
    }),
    // The AI guides and generators.
    aiRouter({ requireUser: requirePaidAccess, aiService: services.ai, logger }),
    // Editorial content (public).
    cmsWebhookRouter({
      cache: services.contentCache,
      secret: env.CMS_WEBHOOK_SECRET,
      logger,
      metrics: services.metrics,
    }),
    blogRouter({ blogService: services.blog, userForToken: services.auth.userForToken }),
    catalogueRouter({ catalogue: services.catalogueContent }),
    feedsRouter({ blogService: services.blog, appUrl: env.APP_URL, now: () => new Date() }),
    // Health and accounts.
    healthRouter({ healthService: services.health, metricsToken: env.METRICS_TOKEN }),
    metricsRouter({ registry: services.metrics.registry, metricsToken: env.METRICS_TOKEN }),
    authRouter({
      requireUser,
      authService: services.auth,
      prepareSignupCard: services.payments.prepareSignupCard,
    }),
    passwordResetRouter({ service: services.passwordReset }),
    emailVerificationRouter({ service: services.emailVerification, requireUser }),
    googleSignInRouter({
      service: services.googleSignIn,
      secureCookies: env.APP_URL.startsWith('https:'),
    }),
    accountDataRouter({ service: services.accountData, requireUser }),
    // Reminder settings (signed in) and the emails' one-click unsubscribe (signed link).
    remindersRouter({
      service: services.reminders,
      requireUser,
      appUrl: env.APP_URL,
      linkSecret: env.EMAIL_LINK_SECRET,
    }),
    // Web Push subscriptions for reminders.
    pushRouter({ pushService: services.push, requireUser }),
    contactRouter({ contactService: services.contact, userForToken: services.auth.userForToken }),
    // The admin dashboard (admins only) and the page views it counts (anyone).
    adminAnalyticsRouter({ service: services.adminAnalytics, requireUser }),
    pageViewsRouter({ service: services.pageViews }),
    clientReportsRouter({ service: services.clientReports }),
    // Trial and payments: open to a person whose trial has ended.
    paymentsRouter({
      payments: services.payments,
      requireUser,
      handleStripeWebhook: services.handleStripeWebhook,
    }),
    // End-to-end tests only: never mounted unless API_TEST_SETUP (refused in production).
    ...(env.API_TEST_SETUP ? [testSetupRouter({ testSetupService: services.testSetup })] : []),
  ];
}
