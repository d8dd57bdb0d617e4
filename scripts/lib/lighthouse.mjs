// One Lighthouse run (mobile defaults: 150 ms round trip, 1.6 Mbps, CPU slowed 4x)
// through its CLI from npm, and the figures of `npm run perf` read from its report.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { NO_BROWSER_UI_FLAG } from './chromium-flags.mjs';
import { run } from './run.mjs';

/** Lighthouse 13 needs Node 22; 12.8 runs on the Node 20 this project supports. */
const LIGHTHOUSE = 'lighthouse@12.8.2';
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse sometimes loses its trace (NO_NAVSTART) and exits 1; another run is fine. */
const ATTEMPTS = 3;

/**
 * Lighthouse's report for `url`. With `userDataDir` the browser starts from that
 * profile and keeps its storage (a signed-in session in localStorage).
 */
export async function lighthouseReport(url, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, options);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`Lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS}); again.`);
    }
  }
}

async function lighthouseRun(url, { userDataDir }) {
  const output = join(tmpdir(), `lighthouse-${process.pid}-${Date.now()}.json`);
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-dev-shm-usage',
    NO_BROWSER_UI_FLAG,
  ];
  if (userDataDir) chromeFlags.push(`--user-data-dir=${userDataDir}`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      ...(userDataDir ? ['--disable-storage-reset'] : []),
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    return JSON.parse(await readFile(output, 'utf8'));
  } finally {
    await rm(output, { force: true });
  }
}

/** The gzipped size of a script as the server holds it (whatever encoding it was sent in). */
const gzippedSize = async (url) => {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  return gzipSync(Buffer.from(await response.arrayBuffer())).length;
};

/** The figures of one run: score, paint and blocking times, layout shift, JavaScript, requests. */
export async function figuresOf(report) {
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const gzip = await Promise.all(scripts.map((request) => gzippedSize(request.url)));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: gzip.reduce((sum, size) => sum + size, 0) / 1024,
    jsFiles: scripts.length,
    requests: requests.length,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Each figure's median over several runs of the same page. */
export const medianFigures = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
