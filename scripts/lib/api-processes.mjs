// `API_PROCESSES=N npm start`: N API processes on one PostgreSQL (DATABASE_URL),
// on API_PORT, API_PORT+1, ...; the shell's proxy spreads requests over them.

const MAX_PROCESSES = 16;

/**
 * The API processes to run: a name and a port each. More than one needs
 * PostgreSQL: the embedded PGlite is a database inside one process.
 */
export function apiProcesses(env) {
  const count = Number(env.API_PROCESSES || 1);
  if (!Number.isInteger(count) || count < 1 || count > MAX_PROCESSES) {
    throw new Error(
      `API_PROCESSES must be a whole number from 1 to ${MAX_PROCESSES} (got ${env.API_PROCESSES})`,
    );
  }
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(
      `API_PROCESSES=${count} needs DATABASE_URL (PostgreSQL): the embedded PGlite serves one process`,
    );
  }
  const firstPort = Number(env.API_PORT || 4000);
  return Array.from({ length: count }, (_, index) => ({
    name: count === 1 ? 'api' : `api${index + 1}`,
    port: firstPort + index,
  }));
}

/** The shell's API_URL for them: every process, comma-separated. */
export const apiUrlList = (processes) =>
  processes.map(({ port }) => `http://127.0.0.1:${port}`).join(',');
