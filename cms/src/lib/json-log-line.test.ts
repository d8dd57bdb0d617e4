import { describe, expect, it } from 'vitest';
import { jsonLogLine } from './json-log-line';

describe('jsonLogLine', () => {
  it("writes Strapi's lines as the API writes its own", () => {
    const at = new Date('2031-06-15T12:00:00Z');
    expect(jsonLogLine({ level: 'http', message: 'GET /_health (2 ms) 204' }, at)).toEqual({
      level: 30,
      time: at.getTime(),
      pid: process.pid,
      msg: 'GET /_health (2 ms) 204',
    });
    expect(jsonLogLine({ level: 'error', message: 'boom', code: 'E1' }, at)).toMatchObject({
      level: 50,
      msg: 'boom',
      code: 'E1',
    });
  });
});
