// `compression` is connect-style middleware: it works on plain node:http requests,
// not only on Express's. Typed here for that use (its @types package is Express-only).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type TCompressionOptions = { threshold?: number | string; level?: number };
  type TCompressionMiddleware = (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;

  export default function compression(options?: TCompressionOptions): TCompressionMiddleware;
}
