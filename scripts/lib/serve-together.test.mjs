import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { freePort } from './free-port.mjs';
import { SERVING_TOGETHER } from './server-commands.mjs';

const SCRIPT = new URL('./serve-together.mjs', import.meta.url).pathname;

/** A server module like a built one: it listens as it loads and answers with its name. */
const serverModule = (name, port) => `
import { createServer } from 'node:http';
const server = createServer((_request, response) => response.end('${name}'));
await new Promise((resolve) => server.listen(${port}, '127.0.0.1', resolve));
process.once('SIGTERM', () => process.exit(0));
`;

/** Runs the script until it prints its line or ends; resolves with its output and the child. */
const serveTogether = (files) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...files]);
    let output = '';
    const settle = () => resolve({ child, output });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(SERVING_TOGETHER)) settle();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', settle);
  });

describe('serve-together', () => {
  let dir;
  let child;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'serve-together-'));
  });
  afterEach(async () => {
    child?.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  });

  it('runs every server in one process, each on its own port, then says so', async () => {
    const ports = [await freePort(), await freePort()];
    const files = await Promise.all(
      ['blog', 'account'].map(async (name, index) => {
        const file = join(dir, `${name}.mjs`);
        await writeFile(file, serverModule(name, ports[index]));
        return file;
      }),
    );
    const run = await serveTogether(files);
    child = run.child;
    expect(run.output).toContain(`${SERVING_TOGETHER} ${files.join(', ')}`);
    const answers = await Promise.all(
      ports.map((port) => fetch(`http://127.0.0.1:${port}/`).then((response) => response.text())),
    );
    expect(answers).toEqual(['blog', 'account']);
  });

  it('ends with an error when a server cannot start', async () => {
    const file = join(dir, 'broken.mjs');
    await writeFile(file, "throw new Error('no port for me');");
    const run = await serveTogether([file]);
    await new Promise((resolve) =>
      run.child.exitCode === null ? run.child.on('exit', resolve) : resolve(),
    );
    expect(run.child.exitCode).not.toBe(0);
    expect(run.output).toContain('no port for me');
    expect(run.output).not.toContain(SERVING_TOGETHER);
  });
});
