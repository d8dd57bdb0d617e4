import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Extra header fields (List-Unsubscribe and the like). */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Sends one message (SMTP) or writes it to the outbox folder; rejects when it cannot. */
  send: (mail: Mail) => Promise<void>;
};

export type MailerConfig = {
  from: string;
  /** smtp:// or smtps:// URL; without it messages go to `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
};

/**
 * Email through nodemailer: SMTP in production; on a developer's machine each
 * message becomes an .eml file in the outbox folder (open it in any mail
 * program), so nothing needs an account and nothing leaves the machine.
 */
export function createMailer({ from, smtpUrl, outboxDir }: MailerConfig): Mailer {
  if (smtpUrl) {
    const smtp = createTransport(smtpUrl, { from });
    return {
      async send(mail) {
        await smtp.sendMail(mail);
      },
    };
  }

  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await composer.sendMail({ from, ...mail });
      await mkdir(outboxDir, { recursive: true });
      // Sortable by time; the suffix keeps two messages of the same millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(join(outboxDir, name), message as Buffer);
    },
  };
}
