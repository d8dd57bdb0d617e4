import { describe, expect, it } from 'vitest';
import { toErrorAnswer, DATABASE_UNAVAILABLE_MESSAGE } from '../middleware/error-answer';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a server shutting down (57P01)', withCode('57P01', 'terminating connection')],
    ['a server starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (08006)', withCode('08006')],
    ['no free slot (53300)', withCode('53300', 'too many connections')],
    ['a connection lost mid-query', new Error('select 1 - Connection terminated unexpectedly')],
    ['a connect past its timeout', new Error('timeout expired')],
    ['no pooled connection in time', Object.assign(new Error('x'), { name: 'KnexTimeoutError' })],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a string', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('makes the answer a 503 with a clear message and a retry hint', () => {
    expect(toErrorAnswer(withCode('ECONNREFUSED'))).toEqual({
      status: 503,
      body: { message: DATABASE_UNAVAILABLE_MESSAGE },
      headers: { 'Retry-After': '5' },
    });
  });
});
