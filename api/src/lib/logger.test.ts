import { describe, expect, it } from 'vitest';
import { createLogger, parseLogLine } from './logger';
import { REDACTED } from './redacted-paths';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes JSON lines a reader can parse back into level, message and fields', () => {
    const { logger, lines } = capture();
    logger.info('Stripe event received', { type: 'invoice.paid', id: 'evt_1' });
    logger.debug('quiet');
    expect(lines).toHaveLength(2);
    expect(parseLogLine(lines[0] ?? '')).toEqual({
      level: 'info',
      message: 'Stripe event received',
      fields: { type: 'invoice.paid', id: 'evt_1' },
    });
    expect(parseLogLine(lines[1] ?? '')).toEqual({ level: 'debug', message: 'quiet' });
  });

  it('keeps the level it was given', () => {
    const lines: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(line) });
    logger.info('not written');
    logger.error('written');
    expect(lines.map((line) => parseLogLine(line).message)).toEqual(['written']);
  });

  it('redacts a sign-in, a chat and a Stripe webhook logged whole', () => {
    const { logger, lines } = capture();
    logger.info('sign-in', {
      body: { email: 'ada@example.com', password: 'hunter2-secret', deviceId: 'device-secret' },
      headers: { authorization: 'Bearer token-secret', cookie: 'session=cookie-secret' },
    });
    logger.info('chat', {
      body: {
        message: 'my wish about the lighthouse',
        conversationHistory: [{ role: 'user', content: 'earlier words' }],
      },
      token: 'token-secret-2',
    });
    logger.info('webhook', {
      request: { headers: { 'stripe-signature': 't=1,v1=signature-secret' } },
      card: { number: '4242424242424242', cvc: '123' },
      password: 'top-level-secret',
      message: 'chat text at the top',
    });
    const output = lines.join('\n');
    for (const secret of [
      'hunter2',
      'device-secret',
      'token-secret',
      'cookie-secret',
      'lighthouse',
      'earlier words',
      'signature-secret',
      '4242424242424242',
      'top-level-secret',
      'chat text',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain(REDACTED);
    expect(output).toContain('ada@example.com');
  });
});
