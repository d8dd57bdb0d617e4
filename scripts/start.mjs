// `npm start`: installs what is missing, builds, and runs the whole product
// (API, CMS, shell and the four remotes) on its embedded defaults;
// `API_PROCESSES=N` with a DATABASE_URL runs N API processes behind the shell.
// The CMS gets ready beside the rest, since its install and build are most of a fresh
// machine's wait: the other parts start as soon as their own build is done, and until the
// CMS is up the API answers content calls with a 503. Ctrl-C stops everything it started,
// installs and builds included; so does a failure of any step or part.
import { apiProcesses } from './lib/api-processes.mjs';
import { buildFrontends, ensureCmsBuilt } from './lib/build.mjs';
import { ensureCmsInstalled, ensureRootInstalled } from './lib/install.mjs';
import { together } from './lib/run.mjs';
import { productCommands, serve, waitForUrl } from './lib/services.mjs';

// A bad API_PROCESSES (or several without PostgreSQL) stops here, before the builds.
apiProcesses(process.env);
const SHELL_URL = `http://localhost:${process.env.SHELL_PORT ?? '3000'}`;
const commands = productCommands();
const cms = commands.find(({ name }) => name === 'cms');

/** What the CMS is doing, for the line that says what is still coming. */
let cmsState = 'installing';

/** Says where to go once the shell and the API answer, and whether the CMS is still coming. */
function announceWhenUp() {
  waitForUrl(`${SHELL_URL}/api/health`).then(
    () => {
      console.log(`\n  Manifest is running: open ${SHELL_URL}`);
      if (cmsState !== 'up') {
        console.log(`  The CMS is still ${cmsState}; the blog will appear when it is ready.`);
      }
      console.log('');
    },
    (error) => console.error(error.message),
  );
}

/**
 * Says when the blog is there: the API reads the CMS on each cache miss. (Asked through the
 * API, each try while the CMS boots would log a failed content read.)
 */
function announceCmsWhenUp() {
  waitForUrl(`http://127.0.0.1:${cms.env.PORT ?? '1337'}/_health`).then(
    () => {
      cmsState = 'up';
      console.log('\n  The CMS is up: the blog is ready.\n');
    },
    (error) => console.error(error.message),
  );
}

async function runCms() {
  await ensureCmsInstalled();
  cmsState = 'building';
  await ensureCmsBuilt();
  cmsState = 'starting';
  announceCmsWhenUp();
  await serve(cms);
}

async function runEverythingElse() {
  await ensureRootInstalled();
  await buildFrontends();
  announceWhenUp();
  await Promise.all(commands.filter((command) => command !== cms).map(serve));
}

try {
  await together(runCms(), runEverythingElse());
} catch (error) {
  console.error(`\n✖ npm start stopped: ${error.message}`);
  process.exit(1);
}
