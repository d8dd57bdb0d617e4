import type { TStaticServer } from './start-static-server';

/** Ctrl-C or a stop signal closes the server gracefully, then the process ends. */
export const closeOnSignals = (server: TStaticServer): void => {
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.log.error({ err: error }, 'The server did not close cleanly');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};
