import type { ServerResponse } from 'node:http';

/** Ends an answer with a JSON body, in the `{ "message": … }` shape the API uses for errors. */
export const sendJson = (response: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', Buffer.byteLength(text));
  response.setHeader('Cache-Control', 'no-store');
  response.end(text);
};
