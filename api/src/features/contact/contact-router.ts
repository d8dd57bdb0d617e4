import type Router from '@koa/router';

import { ZContactRequest } from '@manifest/contracts/contact';
import type { TUser } from '@manifest/contracts/auth';
import { readBearerToken } from '../../middleware/bearer-token';
import type { ContactService } from './contact-service';
import { createApiRouter } from '../../lib/api-router';

/** `POST /api/contact`: open to everyone; a signed-in sender's message is linked to them. */
export function contactRouter({
  contactService,
  userForToken,
}: {
  contactService: ContactService;
  userForToken: (token: string) => Promise<TUser | null>;
}): Router {
  const router = createApiRouter();
  router.post('/api/contact', async (ctx) => {
    const message = ZContactRequest.parse(ctx.request.body);
    const token = readBearerToken(ctx.get('Authorization'));
    const user = token ? await userForToken(token) : null;
    await contactService.receive(message, {
      address: ctx.ip,
      user: user ? { id: user.id, email: user.email } : null,
    });
    ctx.status = 201;
    ctx.body = { received: true };
  });
  return router;
}
