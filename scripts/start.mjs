// `npm start`: installs what is missing, builds, and runs the whole product
// (API, CMS, shell and the four remotes) on its embedded defaults;
// `API_PROCESSES=N` with a DATABASE_URL runs N API processes behind the shell.
// Ctrl-C stops everything it started.
import { buildFrontends, ensureCmsBuilt } from './lib/build.mjs';
import { apiProcesses } from './lib/api-processes.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT } from './lib/run.mjs';
import { productCommands, waitForUrl } from './lib/services.mjs';

// A bad API_PROCESSES (or several without PostgreSQL) stops here, before the builds.
apiProcesses(process.env);
await ensureInstalled();
await buildFrontends();
await ensureCmsBuilt();

const { default: concurrently } = await import('concurrently');
const shellPort = process.env.SHELL_PORT ?? '3000';
const { result } = concurrently(productCommands(), {
  cwd: ROOT,
  prefix: 'name',
  killOthersOn: ['failure'],
});

waitForUrl(`http://localhost:${shellPort}/api/health`)
  .then(() => console.log(`\n  Manifest is running: open http://localhost:${shellPort}\n`))
  .catch((error) => console.error(error.message));

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
