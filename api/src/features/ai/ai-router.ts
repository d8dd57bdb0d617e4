import type Router from '@koa/router';

import {
  ZChatRequest,
  ZGenerateAffirmationsRequest,
  ZMeditationScriptRequest,
} from '@manifest/contracts/ai';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../../lib/logger';
import type { AiCaller, AiService } from './ai-service';
import { chatEventStream } from './chat-stream';
import { createApiRouter } from '../../lib/api-router';

const callerOf = (ctx: Context): AiCaller => ({
  id: ctx.state.user.id,
  firstName: ctx.state.user.firstName,
});

/** Aborts when the caller goes away before the answer is complete. */
function callerGone(ctx: Context): AbortSignal {
  const controller = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) controller.abort();
  });
  return controller.signal;
}

const wantsStream = (ctx: Context) => (ctx.get('Accept') ?? '').includes('text/event-stream');

/** The AI guides (spec 000 section 7) and generators (spec 001 section 7). */
export function aiRouter({
  aiService,
  requireUser,
  logger,
}: {
  aiService: AiService;
  requireUser: Middleware;
  logger: Logger;
}): Router {
  const router = createApiRouter();

  router.post('/api/chat/manifestation', requireUser, async (ctx) => {
    const { message, conversationHistory, guide } = ZChatRequest.parse(ctx.request.body);
    const request = { message, guide, history: conversationHistory };
    const signal = callerGone(ctx);
    if (!wantsStream(ctx)) {
      ctx.body = await aiService.chatAnswer(callerOf(ctx), request, signal);
      return;
    }
    const reply = await aiService.chat(callerOf(ctx), request, signal);
    ctx.set('Cache-Control', 'no-store, no-transform');
    // Proxies that buffer (nginx) pass each event on at once.
    ctx.set('X-Accel-Buffering', 'no');
    ctx.type = 'text/event-stream';
    ctx.body = chatEventStream(reply, signal, logger);
  });

  router.get('/api/daily-story', requireUser, async (ctx) => {
    ctx.body = await aiService.dailyStory(callerOf(ctx), callerGone(ctx));
  });

  router.post('/api/ai/meditation-script', requireUser, async (ctx) => {
    const input = ZMeditationScriptRequest.parse(ctx.request.body);
    ctx.body = await aiService.meditationScript(callerOf(ctx), input, callerGone(ctx));
  });

  router.post('/api/ai/generate-affirmations', requireUser, async (ctx) => {
    const input = ZGenerateAffirmationsRequest.parse(ctx.request.body);
    ctx.body = await aiService.affirmations(callerOf(ctx), input, callerGone(ctx));
  });

  router.post('/api/ai/goal-recommendations', requireUser, async (ctx) => {
    ctx.body = await aiService.goalRecommendations(callerOf(ctx), callerGone(ctx));
  });

  router.post('/api/ai/progress-insights', requireUser, async (ctx) => {
    ctx.body = await aiService.progressInsights(callerOf(ctx), callerGone(ctx));
  });

  return router;
}
