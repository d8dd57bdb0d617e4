import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('createMailer without SMTP', () => {
  let outboxDir = '';
  afterEach(async () => {
    if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file with sender, recipient, subject and text', async () => {
    outboxDir = join(await mkdtemp(join(tmpdir(), 'outbox-')), 'nested');
    const mailer = createMailer({ from: 'Manifest <no-reply@manifest.local>', outboxDir });

    await mailer.send({ to: 'ada@example.com', subject: 'Hello', text: 'First line' });
    await mailer.send({ to: 'bob@example.com', subject: 'Again', text: 'Second' });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const messages = await Promise.all(
      files.map((file) => readFile(join(outboxDir, file), 'utf8')),
    );
    const first = messages.find((message) => message.includes('To: ada@example.com')) ?? '';
    expect(first).toContain('From: Manifest <no-reply@manifest.local>');
    expect(first).toContain('To: ada@example.com');
    expect(first).toContain('Subject: Hello');
    expect(first).toContain('First line');
  });
});
