// `npm run perf:tasks -- /signin`: what blocks the main thread while a page starts.
// Loads the page of the running product (npm start) in Chromium with the CPU slowed 4x,
// as Lighthouse's mobile run does, records a trace, and prints each task over 50 ms:
// when it started, how long it took, what it did (layout, a script's evaluation,
// promise callbacks) and which scripts its sampled time was spent in. The sum of each
// task's time over 50 ms is what total blocking time counts, and the largest paint is
// said with its element. `--runs 3` loads it again; `--signed-in` loads it with a new
// account's session; `--slow-network` adds Lighthouse's mobile network as DevTools
// throttles it (562 ms per request, 1.47 Mbps down), so the paint time is a phone's.
import { chromium } from '@playwright/test';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { NO_BROWSER_UI_FLAG } from './lib/chromium-flags.mjs';
import { CHROME_PATH } from './lib/lighthouse.mjs';
import { MOBILE_CONTEXT, signUpForPerf, storeSessionIn } from './lib/perf-session.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    'signed-in': { type: 'boolean', default: false },
    'slow-network': { type: 'boolean', default: false },
  },
});
const SHELL = `http://localhost:${process.env.SHELL_PORT ?? '3000'}`;
const LONG_TASK_MS = 50;
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile network (150 ms, 1.6 Mbps) as its DevTools throttling applies it. */
const SLOW_NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
/** The kinds of work a task is summed by (trace event names). */
const WORK = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'RunMicrotasks',
  'FunctionCall',
  'TimerFire',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
]);

/** In the page: the last largest-contentful-paint entry, with its element's text. */
function watchLargestPaint() {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    const element = entry.element;
    window.__largestPaint = {
      ms: Math.round(entry.startTime),
      element: element
        ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`
        : '(removed)',
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

const path = (url) => (url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(page)';

async function traceOf(url) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', NO_BROWSER_UI_FLAG],
  });
  const output = join(tmpdir(), `start-tasks-${process.pid}-${Date.now()}.json`);
  try {
    const context = await browser.newContext(MOBILE_CONTEXT);
    if (options['signed-in']) await storeSessionIn(context, SHELL, await signUpForPerf(SHELL));
    await context.addInitScript(watchLargestPaint);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (options['slow-network']) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    }
    await browser.startTracing(page, {
      path: output,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
        'blink.user_timing',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2000);
    await browser.stopTracing();
    const largestPaint = await page.evaluate(() => window.__largestPaint);
    return { events: JSON.parse(await readFile(output, 'utf8')).traceEvents, largestPaint };
  } finally {
    await browser.close();
    await rm(output, { force: true });
  }
}

/** Milliseconds of sampled JavaScript per script between two trace times (microseconds). */
function sampledScripts(profile, from, to) {
  const byScript = new Map();
  for (const { at, durationUs, url } of profile) {
    if (at < from || at > to) continue;
    byScript.set(url, (byScript.get(url) ?? 0) + durationUs / 1000);
  }
  return [...byScript].sort(([, a], [, b]) => b - a);
}

/** The page's CPU samples as { at, durationUs, url } (the function's script). */
function samplesOf(events, isPageProcess) {
  const nodes = new Map();
  const samples = [];
  const deltas = [];
  let startTime = 0;
  for (const event of events) {
    if (!isPageProcess(event)) continue;
    if (event.name === 'Profile') startTime = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    samples.push(...(cpuProfile.samples ?? []));
    deltas.push(...timeDeltas);
  }
  let at = startTime;
  return samples.map((id, index) => {
    at += deltas[index];
    const frame = nodes.get(id)?.callFrame ?? {};
    return {
      at,
      durationUs: deltas[index + 1] ?? 0,
      url: frame.url ? path(frame.url) : frame.functionName,
    };
  });
}

function report(events) {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const isMain = (event) => mainThreads.has(`${event.pid}:${event.tid}`);
  // The sampler writes from a thread of its own.
  const pagePids = new Set([...mainThreads].map((thread) => Number(thread.split(':')[0])));
  const complete = events.filter((event) => isMain(event) && event.ph === 'X');
  const start = events.find((event) => isMain(event) && event.name === 'navigationStart')?.ts ?? 0;
  const profile = samplesOf(events, (event) => pagePids.has(event.pid));
  const tasks = complete.filter(
    (event) => event.name === 'RunTask' && event.dur > LONG_TASK_MS * 1000 && event.ts > start,
  );
  let blockingMs = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const work = new Map();
    for (const event of complete) {
      if (!WORK.has(event.name) || event.ts < task.ts || event.ts + event.dur > end) continue;
      const key = event.args?.data?.url ? `${event.name} ${path(event.args.data.url)}` : event.name;
      work.set(key, (work.get(key) ?? 0) + event.dur / 1000);
    }
    const describe = (entries) =>
      entries
        .filter(([, ms]) => ms >= 2)
        .slice(0, 5)
        .map(([what, ms]) => `${what} ${ms.toFixed(0)}`)
        .join(', ');
    const ms = task.dur / 1000;
    blockingMs += ms - LONG_TASK_MS;
    console.log(
      `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${ms.toFixed(0).padStart(4)} ms  ` +
        `${describe([...work].sort(([, a], [, b]) => b - a))}\n${' '.repeat(20)}scripts: ` +
        describe(sampledScripts(profile, task.ts, end)),
    );
  }
  return blockingMs;
}

const target = new URL(positionals[0] ?? '/', SHELL).href;
for (let run = 1; run <= Number(options.runs); run += 1) {
  console.log(
    `\n${target}, run ${run}: tasks over ${LONG_TASK_MS} ms (CPU slowed ${CPU_SLOWDOWN}x)`,
  );
  const { events, largestPaint } = await traceOf(target);
  const blockingMs = report(events);
  console.log(
    `blocking time (each task's time over ${LONG_TASK_MS} ms): ${blockingMs.toFixed(0)} ms`,
  );
  console.log(
    largestPaint
      ? `largest paint: ${largestPaint.ms} ms, ${largestPaint.element}`
      : 'largest paint: none',
  );
}
