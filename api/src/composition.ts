import type { TAffirmation } from '@manifest/contracts/catalogue';
import { tooManyVerificationEmails } from '@manifest/contracts/email-verification';
import { GOOGLE_CALLBACK_PATH } from '@manifest/contracts/google-sign-in';
import type { Knex } from 'knex';
import type { Env } from './config/env';
import { createAccountDataService } from './features/account-data/account-data-service';
import { createDeletionProof } from './features/account-data/deletion-proof';
import { createAdminAnalyticsService } from './features/admin-analytics/admin-analytics-service';
import { createActivitiesService } from './features/activities/activities-service';
import type { AffirmationTexts } from './features/affirmations/affirmation-texts';
import { createAffirmationsService } from './features/affirmations/affirmations-service';
import { createAiService } from './features/ai/ai-service';
import { createAiThrottle, type AiLimits } from './features/ai/ai-throttle';
import { createAiProvider } from './features/ai/create-ai-provider';
import { createOfflineMaterialLoader } from './features/ai/offline/load-offline-material';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './features/auth/auth-limits';
import { createAuthService } from './features/auth/auth-service';
import { createAuthThrottle } from './features/auth/auth-throttle';
import { createPasswordHasher } from './features/auth/password-hasher';
import { createBlogContent } from './features/blog/blog-content';
import { createBlogService } from './features/blog/blog-service';
import {
  createCommentThrottle,
  DEFAULT_COMMENT_LIMITS,
  type CommentLimits,
} from './features/blog/comment-throttle';
import { createPostViewsRepository } from './features/blog/post-views-repository';
import { createViewCounter } from './features/blog/view-counter';
import { createCatalogueContent } from './features/catalogue/catalogue-content';
import { createCmsAffirmationTexts } from './features/catalogue/cms-affirmation-texts';
import { createCmsMeditationCatalogue } from './features/catalogue/cms-meditation-catalogue';
import { createChallengeToolsService } from './features/challenge-tools/challenge-tools-service';
import { createChallengesService } from './features/challenges/challenges-service';
import { createClientReportsService } from './features/client-reports/client-reports-service';
import { createContactService } from './features/contact/contact-service';
import { createPasswordResetService } from './features/password-reset/password-reset-service';
import { createContentSource } from './features/content/content-source';
import { createDailyTasksService } from './features/daily-tasks/daily-tasks-service';
import { createEmailVerificationService } from './features/email-verification/email-verification-service';
import { createGoogleOidcClient } from './features/google-sign-in/google-oidc-client';
import { createGoogleSignInService } from './features/google-sign-in/google-sign-in-service';
import { createGoalsService } from './features/goals/goals-service';
import { createHealthService } from './features/health/health-service';
import type { MeditationCatalogue } from './features/meditations/meditation-catalogue';
import { createMeditationsService } from './features/meditations/meditations-service';
import { createPageViewsService } from './features/page-views/page-views-service';
import { createPaymentsService } from './features/payments/payments-service';
import { createPlanService } from './features/plan/plan-service';
import { createPushSender } from './features/push/push-sender';
import { createPushService } from './features/push/push-service';
import { createPublicPushTransport, type PushTransport } from './features/push/push-transport';
import { createVapidKeys, vapidSubjectFrom } from './features/push/vapid-keys';
import { createStripeClient } from './features/payments/stripe-client';
import { createStripeWebhookHandler } from './features/payments/stripe-webhook-handler';
import { createTrialReminders } from './features/payments/trial-reminders';
import { createReminderSender } from './features/reminders/reminder-sender';
import { createRemindersService } from './features/reminders/reminders-service';
import { createWeeklyReviewSender } from './features/weekly-review/weekly-review-sender';
import { createWeeklyReviewService } from './features/weekly-review/weekly-review-service';
import { createRewardsService } from './features/rewards/rewards-service';
import { createStatsService } from './features/stats/stats-service';
import { createTestSetupService } from './features/test-setup/test-setup-service';
import { createTodayService } from './features/today/today-service';
import { createImageUrls } from './features/uploads/image-urls';
import { createUploadsService } from './features/uploads/uploads-service';
import { createVisionBoardService } from './features/vision-board/vision-board-service';
import { createAddressThrottle, type AddressLimits } from './lib/address-throttle';
import { createLocalBroadcast, type Broadcast } from './lib/broadcast';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './lib/mailer';
import { watchDatabasePool } from './observability/database-pool-metrics';
import { createMetrics, type Metrics } from './observability/metrics';
import { watchStripeCalls } from './observability/stripe-metrics';

export type AppDeps = {
  env: Env;
  knex: Knex;
  logger: Logger;
  /** The clock; tests may pin it. */
  now?: () => Date;
  /** Throttling windows; tests shrink them. */
  authLimits?: Partial<AuthLimits>;
  fetch?: typeof fetch;
  /** Looks meditations up by id; default: the CMS's meditations (503 while the CMS was never reached). */
  meditationCatalogue?: MeditationCatalogue;
  /** Reads a built-in affirmation's words; default: the CMS's affirmations. */
  affirmationTexts?: AffirmationTexts;
  /** The built-in affirmations with their categories (Today's pick); default: the CMS's. */
  affirmationList?: () => Promise<readonly TAffirmation[]>;
  /** Comments per address and window; tests shrink them. */
  commentLimits?: Partial<CommentLimits>;
  /** Outgoing email; default: SMTP_URL, or .eml files in MAIL_OUTBOX_DIR. */
  mailer?: Mailer;
  /** Contact messages per address and window; tests shrink them. */
  contactLimits?: Partial<AddressLimits>;
  /** Password reset requests per address and per account; tests shrink them. */
  resetLimits?: Partial<AddressLimits>;
  /** Verification emails one account may ask for again per window; tests shrink them. */
  verificationLimits?: Partial<AddressLimits>;
  /** Client report batches (web vitals, errors) per address and window; tests shrink them. */
  clientReportLimits?: Partial<AddressLimits>;
  /** This process's metrics (GET /metrics); default: a fresh registry. */
  metrics?: Metrics;
  /** AI calls per person and window; tests shrink them. */
  aiLimits?: Partial<AiLimits>;
  /** Pause between the offline guide's streamed pieces; tests set 0. */
  offlineStreamPauseMs?: number;
  /** The other API processes on this database (server.ts: LISTEN/NOTIFY); default: none. */
  broadcast?: Broadcast;
  /** How pushes reach push services; default: public addresses only. Tests run their own. */
  pushTransport?: PushTransport;
};

/** Contact messages one address may send: enough for a person, not for a script. */
const DEFAULT_CONTACT_LIMITS: AddressLimits = { perAddress: 5, windowSeconds: 60 * 60 };

/** Page views one address may report: far above a person browsing, far below a flood. */
const DEFAULT_PAGE_VIEW_LIMITS: AddressLimits = { perAddress: 3_000, windowSeconds: 60 * 60 };

/** Client report batches one address may send: a few per page load, for hours of browsing. */
const DEFAULT_CLIENT_REPORT_LIMITS: AddressLimits = { perAddress: 600, windowSeconds: 60 * 60 };

/** How long the AI guide may take to write one weekly review before the built-in words go. */
const WEEKLY_REVIEW_AI_TIMEOUT_MS = 20_000;

/** Password reset requests per address and per account in a window. */
const DEFAULT_RESET_LIMITS: AddressLimits = { perAddress: 5, windowSeconds: 60 * 60 };

/** Verification emails one account may ask for again: enough for typos and spam folders. */
const DEFAULT_VERIFICATION_LIMITS: AddressLimits = { perAddress: 5, windowSeconds: 60 * 60 };

export type Services = ReturnType<typeof createServices>;

/** Every feature service, built once from the app's deps. */
export function createServices({
  env,
  knex,
  logger,
  now = () => new Date(),
  authLimits,
  fetch,
  meditationCatalogue,
  affirmationTexts,
  affirmationList,
  commentLimits,
  mailer = createMailer({
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    outboxDir: env.MAIL_OUTBOX_DIR,
  }),
  aiLimits,
  offlineStreamPauseMs,
  contactLimits,
  resetLimits,
  verificationLimits,
  clientReportLimits,
  metrics = createMetrics(),
  broadcast = createLocalBroadcast(),
  pushTransport = createPublicPushTransport(),
}: AppDeps) {
  watchDatabasePool(metrics.registry, knex);
  // Editorial content: read from the CMS through one shared cache that its webhook clears.
  const contentSource = createContentSource({ env, logger, fetch, metrics, broadcast });
  const catalogueContent = createCatalogueContent(contentSource);
  const emailVerification = createEmailVerificationService({
    knex,
    mailer,
    now,
    logger,
    perAccount: createAddressThrottle(
      knex,
      'verify-email-account',
      { ...DEFAULT_VERIFICATION_LIMITS, ...verificationLimits },
      tooManyVerificationEmails,
    ),
    appUrl: env.APP_URL,
  });
  const hasher = createPasswordHasher();
  const authThrottle = createAuthThrottle(knex, {
    ...DEFAULT_AUTH_LIMITS,
    signupsPerAddress: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    ...authLimits,
  });
  const auth = createAuthService({
    knex,
    hasher,
    throttle: authThrottle,
    now,
    trialDays: env.TRIAL_DAYS,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    adminEmails: env.ADMIN_EMAILS,
    mailer,
    appUrl: env.APP_URL,
    logger,
    metrics,
    sendVerificationLink: emailVerification.sendLinkAfterSignup,
  });
  const blogContent = createBlogContent(contentSource);
  // A person's uploads reach browsers only under URLs signed for a day or two.
  const imageUrls = createImageUrls({ secret: env.IMAGE_URL_SECRET, now });
  const goals = createGoalsService({ knex, now, imageUrls });
  const stats = createStatsService({ knex, now });
  const reminders = createRemindersService({ knex, now });
  const meditationsInCatalogue =
    meditationCatalogue ?? createCmsMeditationCatalogue(catalogueContent);
  const today = createTodayService({
    knex,
    now,
    stats,
    content: {
      affirmations: affirmationList ?? catalogueContent.affirmations,
      meditations: meditationsInCatalogue,
    },
  });
  const aiProvider = createAiProvider(env, {
    loadMaterial: createOfflineMaterialLoader({
      catalogue: catalogueContent,
      blog: blogContent,
      logger,
    }),
    now,
    streamPauseMs: offlineStreamPauseMs ?? env.AI_OFFLINE_PAUSE_MS,
  });
  // Stripe's API, or the local stand-in at STRIPE_API_URL.
  const stripe = watchStripeCalls(createStripeClient(env), metrics);
  const payments = createPaymentsService({
    knex,
    stripe,
    env,
    now,
    mailer,
    logger,
    metrics,
    userById: (userId) => auth.userById(userId),
  });
  const googleRedirectUri = `${env.APP_URL}${GOOGLE_CALLBACK_PATH}`;
  const resetLimitsInUse = { ...DEFAULT_RESET_LIMITS, ...resetLimits };
  const tooManyResets = (wait: string) => `Too many reset requests. Please try again in ${wait}.`;
  // Web Push: one VAPID key pair for every process (the environment's, or one kept in the database).
  const vapidKeys = createVapidKeys({
    knex,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    subject: env.VAPID_SUBJECT ?? vapidSubjectFrom(env.MAIL_FROM),
  });
  const pushSender = createPushSender({ knex, vapidKeys, transport: pushTransport, logger, now });
  return {
    auth,
    emailVerification,
    payments,
    metrics,
    accountData: createAccountDataService({
      knex,
      stripe,
      mailer,
      now,
      logger,
      metrics,
      imageUrls,
      appUrl: env.APP_URL,
      proof: createDeletionProof({ knex, hasher, throttle: authThrottle, now }),
    }),
    passwordReset: createPasswordResetService({
      knex,
      auth,
      mailer,
      now,
      logger,
      perAddress: createAddressThrottle(knex, 'reset-address', resetLimitsInUse, tooManyResets),
      perAccount: createAddressThrottle(knex, 'reset-account', resetLimitsInUse, tooManyResets),
      appUrl: env.APP_URL,
    }),
    googleSignIn: createGoogleSignInService({
      knex,
      auth,
      client:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? createGoogleOidcClient({
              issuerUrl: env.GOOGLE_ISSUER_URL,
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              redirectUri: googleRedirectUri,
            })
          : null,
      redirectUri: googleRedirectUri,
      secret: env.EMAIL_LINK_SECRET,
      now,
      logger,
      mailer,
      appUrl: env.APP_URL,
    }),
    adminAnalytics: createAdminAnalyticsService({ knex, now }),
    pageViews: createPageViewsService({
      knex,
      throttle: createAddressThrottle(
        knex,
        'page-views',
        DEFAULT_PAGE_VIEW_LIMITS,
        (wait) => `Too many page views from your address. Please try again in ${wait}.`,
      ),
      now,
    }),
    clientReports: createClientReportsService({
      knex,
      throttle: createAddressThrottle(
        knex,
        'client-reports',
        { ...DEFAULT_CLIENT_REPORT_LIMITS, ...clientReportLimits },
        (wait) => `Too many reports from your address. Please try again in ${wait}.`,
      ),
      metrics,
      now,
      vitalsSampleRate: env.WEB_VITALS_SAMPLE_RATE,
    }),
    contact: createContactService({
      knex,
      throttle: createAddressThrottle(
        knex,
        'contact-address',
        { ...DEFAULT_CONTACT_LIMITS, ...contactLimits },
        (wait) => `Too many messages from your address. Please try again in ${wait}.`,
      ),
      mailer,
      now,
      logger,
    }),
    handleStripeWebhook: createStripeWebhookHandler({
      knex,
      stripe,
      secret: env.STRIPE_WEBHOOK_SECRET,
      payments,
      now,
      logger,
      metrics,
    }),
    trialReminders: createTrialReminders({
      knex,
      mailer,
      now,
      logger,
      reminderDays: env.TRIAL_REMINDER_DAYS,
      monthlyPriceCents: env.MONTHLY_PRICE_CENTS,
      appUrl: env.APP_URL,
      linkSecret: env.EMAIL_LINK_SECRET,
    }),
    reminders,
    // Run every minute by the job queue (src/jobs): the practice and goal reminders.
    reminderSender: createReminderSender({
      knex,
      now,
      logger,
      mailer,
      // Web Push to the person's browsers first; email when none was reached.
      push: pushSender,
      // No reminder once every item of today's plan is done.
      dayIsDone: (userId) => today.isDayDone(userId),
      appUrl: env.APP_URL,
      linkSecret: env.EMAIL_LINK_SECRET,
      mailFrom: env.MAIL_FROM,
    }),
    // Sunday evening's review by email (the job queue runs it every 15 minutes); written
    // by the AI guide when a provider is configured.
    weeklyReviewSender: createWeeklyReviewSender({
      knex,
      now,
      logger,
      mailer,
      stats,
      suggest:
        aiProvider.source.provider === 'openai'
          ? async (person) =>
              aiProvider.progressInsights(
                { person: { ...person, goals: [] }, stats: await stats.forUser(person.id) },
                AbortSignal.timeout(WEEKLY_REVIEW_AI_TIMEOUT_MS),
              )
          : null,
      appUrl: env.APP_URL,
      linkSecret: env.EMAIL_LINK_SECRET,
      mailFrom: env.MAIL_FROM,
    }),
    // Sunday evening's review in the app (GET /api/weekly-review), until the next one.
    weeklyReview: createWeeklyReviewService({ knex, now }),
    push: createPushService({ knex, vapidKeys, now }),
    pushSender,
    health: createHealthService({ knex, cmsUrl: env.CMS_URL, fetch }),
    contentCache: contentSource.cache,
    catalogueContent,
    blog: createBlogService({
      content: blogContent,
      views: createViewCounter(createPostViewsRepository(knex), now, broadcast),
      throttle: createCommentThrottle(knex, { ...DEFAULT_COMMENT_LIMITS, ...commentLimits }),
      logger,
    }),
    activities: createActivitiesService({ knex, now }),
    stats,
    dailyTasks: createDailyTasksService({ knex, now }),
    rewards: createRewardsService({ knex, now }),
    visionBoard: createVisionBoardService({ knex, now, imageUrls }),
    uploads: createUploadsService({ knex, now, imageUrls }),
    goals,
    plan: createPlanService({
      knex,
      now,
      logger,
      meditations: () => catalogueContent.meditations(),
      reminderTimeChanged: (userId, time) => reminders.setPracticeTime(userId, time),
    }),
    challenges: createChallengesService({ knex, now }),
    challengeTools: createChallengeToolsService({ knex, now }),
    meditations: createMeditationsService({
      knex,
      now,
      catalogue: meditationsInCatalogue,
    }),
    affirmations: createAffirmationsService({
      knex,
      now,
      texts: affirmationTexts ?? createCmsAffirmationTexts(catalogueContent),
    }),
    ai: createAiService({
      knex,
      provider: aiProvider,
      throttle: createAiThrottle(knex, {
        perHour: env.AI_REQUESTS_PER_HOUR,
        perDay: env.AI_REQUESTS_PER_DAY,
        ...aiLimits,
      }),
      goals,
      stats,
      logger,
      metrics,
      now,
    }),
    today,
    // Used only when routes.ts mounts /api/test-setup (API_TEST_SETUP).
    testSetup: createTestSetupService({
      knex,
      now,
      adminEmails: env.ADMIN_EMAILS,
      auth,
      prepareSignupCard: payments.prepareSignupCard,
      // The weekly review's own sender on a stopped clock, with the built-in suggestion.
      runWeeklyReview: (at, userId) =>
        createWeeklyReviewSender({
          knex,
          now: () => at,
          logger,
          mailer,
          stats: createStatsService({ knex, now: () => at }),
          suggest: null,
          appUrl: env.APP_URL,
          linkSecret: env.EMAIL_LINK_SECRET,
          mailFrom: env.MAIL_FROM,
        }).sendDue({ userId }),
    }),
  };
}
