/** Where the CMS listens; read by config/server.ts and by the CORS origins in config/middlewares.ts. */
import { int, str } from './env';

/** Loopback unless HOST says otherwise: a developer's CMS is not for the whole network. */
export const serverHost = (): string => str('HOST', '127.0.0.1');

export const serverPort = (): number => int('PORT', 1337);
