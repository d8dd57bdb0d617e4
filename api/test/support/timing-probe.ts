import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type ProbeAnswer = { status: number; milliseconds: number };

export type TimingProbe = {
  post: (url: string, body: unknown, headers?: Record<string, string>) => Promise<ProbeAnswer>;
  close: () => void;
};

/** Starts `timing-prober.ts` in a child process and sends it one request at a time. */
export function startTimingProbe(): TimingProbe {
  const prober: ChildProcess = fork(fileURLToPath(new URL('./timing-prober.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    post: (url, body, headers = {}) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the prober exited (${code})`));
        prober.once('exit', onExit);
        prober.once('message', (answer) => {
          prober.off('exit', onExit);
          resolve(answer as ProbeAnswer);
        });
        prober.send({ url, body, headers });
      }),
    close: () => {
      prober.kill();
    },
  };
}
