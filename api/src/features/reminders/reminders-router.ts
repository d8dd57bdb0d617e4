import type Router from '@koa/router';
import {
  REMINDER_SETTINGS_PATH,
  REMINDER_UNSUBSCRIBE_PATH,
  ZReminderSettings,
} from '@manifest/contracts/reminders';
import type { Context, Middleware } from 'koa';
import { createApiRouter } from '../../lib/api-router';
import type { RemindersService } from './reminders-service';
import { readUnsubscribeToken } from './unsubscribe-link';
import {
  confirmPage,
  donePage,
  invalidLinkPage,
  UNSUBSCRIBE_PAGE_POLICY,
} from './unsubscribe-page';

/**
 * The reminder settings (signed in), and the one-click unsubscribe of the emails,
 * whose signed token is the proof: no session, as RFC 8058 wants (the mail program
 * POSTs `List-Unsubscribe=One-Click` without cookies).
 */
export function remindersRouter({
  service,
  requireUser,
  appUrl,
  linkSecret,
}: {
  service: RemindersService;
  requireUser: Middleware;
  appUrl: string;
  linkSecret: string;
}): Router {
  const router = createApiRouter();
  const settingsUrl = `${appUrl}/settings`;

  router.get(REMINDER_SETTINGS_PATH, requireUser, async (ctx) => {
    ctx.body = await service.settings(ctx.state.user.id);
  });

  router.put(REMINDER_SETTINGS_PATH, requireUser, async (ctx) => {
    const settings = ZReminderSettings.parse(ctx.request.body);
    ctx.body = await service.saveSettings(ctx.state.user.id, settings);
  });

  const answerPage = (ctx: Context, status: number, html: string) => {
    ctx.status = status;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', UNSUBSCRIBE_PAGE_POLICY);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = html;
  };
  const linkOf = (ctx: Context) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    return { token, link: readUnsubscribeToken(token, linkSecret) };
  };

  router.get(REMINDER_UNSUBSCRIBE_PATH, (ctx) => {
    const { token, link } = linkOf(ctx);
    if (!link) return answerPage(ctx, 400, invalidLinkPage(settingsUrl));
    // Relative: the page is read through the shell's origin, and posts back to it.
    const action = `${REMINDER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    answerPage(ctx, 200, confirmPage(link.kind, action));
  });

  router.post(REMINDER_UNSUBSCRIBE_PATH, async (ctx) => {
    const { link } = linkOf(ctx);
    if (!link) return answerPage(ctx, 400, invalidLinkPage(settingsUrl));
    await service.unsubscribe(link.userId, link.kind);
    answerPage(ctx, 200, donePage(link.kind, settingsUrl));
  });

  return router;
}
