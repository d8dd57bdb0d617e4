import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { toErrorAnswer } from './error-answer';

describe('toErrorAnswer', () => {
  it('answers a validation error with 400 naming the first bad field', () => {
    const schema = z.object({ profile: z.object({ email: z.email({ error: 'Email bad' }) }) });
    const result = schema.safeParse({ profile: { email: 'x' } });
    expect(toErrorAnswer(result.error)).toEqual({
      status: 400,
      body: { message: 'Email bad', field: 'profile.email' },
    });
  });

  it('leaves out the field when the whole body is wrong', () => {
    const result = z.object({}, { error: 'Body must be an object' }).safeParse(null);
    expect(toErrorAnswer(result.error)).toEqual({
      status: 400,
      body: { message: 'Body must be an object' },
    });
  });

  it('passes our HttpError through with its headers', () => {
    const error = new HttpError(429, 'Slow down', { headers: { 'Retry-After': '60' } });
    expect(toErrorAnswer(error)).toEqual({
      status: 429,
      body: { message: 'Slow down' },
      headers: { 'Retry-After': '60' },
    });
  });

  it('turns a Postgres unique violation into 409', () => {
    const error = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(toErrorAnswer(error).status).toBe(409);
  });

  it.each([
    ['22P05', 'Request contains text that cannot be stored'],
    ['22021', 'Request contains text that cannot be stored'],
    ['22P02', 'Request contains a value in the wrong format'],
  ])('turns PostgreSQL invalid-text error %s into 400', (code, message) => {
    const error = Object.assign(new Error('unsupported Unicode escape sequence'), { code });
    expect(toErrorAnswer(error)).toEqual({ status: 400, body: { message } });
  });

  it('explains body parser failures in plain words', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), {
      status: 413,
      expose: true,
      type: 'entity.too.large',
    });
    expect(toErrorAnswer(tooLarge)).toEqual({
      status: 413,
      body: { message: 'Request body is too large' },
    });
  });

  it('answers a body that is not JSON with 400', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected end of JSON input'), {
      status: 400,
    });
    expect(toErrorAnswer(parseError)).toEqual({
      status: 400,
      body: { message: 'Request body must be valid JSON' },
    });
  });

  it('answers anything else with a bare 500 and no details', () => {
    const answer = toErrorAnswer(new TypeError('secret detail at /srv/app.ts:12'));
    expect(answer).toEqual({ status: 500, body: { message: 'Internal server error' } });
    expect(toErrorAnswer(Object.assign(new Error('db'), { status: 503 })).status).toBe(500);
  });
});
