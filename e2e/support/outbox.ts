import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The API's email outbox of the end-to-end run (MAIL_OUTBOX_DIR): one .eml per message.
const OUTBOX = join(process.env.E2E_RUN_DIR ?? '', 'outbox');

/** A message's text with quoted-printable soft line breaks and escapes undone. */
const decoded = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The decoded messages in the outbox that mention `needle` (an address, a subject), oldest first. */
export async function outboxMailsMentioning(needle: string): Promise<string[]> {
  // Named by the time they were written: sorted, the oldest comes first.
  const names = (await readdir(OUTBOX).catch(() => [])).sort();
  const texts = await Promise.all(names.map((name) => readFile(join(OUTBOX, name), 'utf8')));
  return texts.map(decoded).filter((text) => text.includes(needle));
}

/** Waits (up to `timeoutMs`) for a message mentioning `needle`; answers what `pattern` finds in it. */
export async function waitForOutboxMatch(
  needle: string,
  pattern: RegExp,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of await outboxMailsMentioning(needle)) {
      const found = pattern.exec(mail)?.[0];
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No email mentioning ${needle} matched ${pattern} within ${timeoutMs} ms`);
}

/**
 * Waits (up to `timeoutMs`) until `count` messages mentioning `needle` match `pattern`;
 * answers every match, oldest first.
 */
export async function waitForOutboxMatches(
  needle: string,
  pattern: RegExp,
  count: number,
  timeoutMs = 10_000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxMailsMentioning(needle)).flatMap(
      (mail) => pattern.exec(mail)?.[0] ?? [],
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline) {
      throw new Error(`${found.length} of ${count} emails mentioning ${needle} matched ${pattern}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
