// What `npm run perf` prints: Lighthouse's figures per build and page, then the issue's
// targets as ratios measured in the same run (federated against the single bundle and
// against the baseline build), the task completion figures and the product's memory.

/** A table of rows (arrays of cells) with a header, columns padded to fit. */
export function formatTable(header, lines) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)]
    .map((line) => line.trimEnd())
    .join('\n');
}

export function lighthouseTable(rows) {
  const header = [
    'build',
    'page',
    'who',
    'score',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB gz',
    'JS files',
  ];
  return formatTable(
    header,
    rows.map((row) => [
      row.build,
      row.path,
      row.who,
      String(row.score),
      (row.lcpMs / 1000).toFixed(2),
      String(Math.round(row.tbtMs)),
      row.cls.toFixed(3),
      row.jsKb.toFixed(1),
      String(row.jsFiles),
    ]),
  );
}

const ratio = (value, base) => (base > 0 ? value / base : value > 0 ? Infinity : 1);

/**
 * Issue 37's page targets, one line each: TBT at most 1.2x the single bundle's, LCP at
 * most the single bundle's, CLS at most 0.1 on public pages, and on the signed-in pages
 * TBT at most half the baseline's (when a baseline was measured). A variant of the
 * federated build (`federated, no frame`) is held to the single bundle too, named so.
 */
export function pageTargets(rows) {
  const find = (build, { path, who }) =>
    rows.find((row) => row.build === build && row.path === path && row.who === who);
  const checks = [];
  for (const row of rows.filter(({ build }) => build.startsWith('federated'))) {
    const single = find('single', row);
    const baseline = row.build === 'federated' ? find('baseline', row) : undefined;
    const variant = row.build.replace(/^federated,? ?/, '');
    const page = `${row.path} (${row.who}${variant ? `, ${variant}` : ''})`;
    if (single) {
      const tbt = ratio(row.tbtMs, single.tbtMs);
      const lcp = ratio(row.lcpMs, single.lcpMs);
      checks.push({ page, figure: 'TBT / single bundle', value: tbt, target: 1.2 });
      checks.push({ page, figure: 'LCP / single bundle', value: lcp, target: 1 });
    }
    if (row.who === 'signed out') {
      checks.push({ page, figure: 'CLS', value: row.cls, target: 0.1 });
    }
    if (baseline && row.who === 'signed in') {
      const tbt = ratio(row.tbtMs, baseline.tbtMs);
      checks.push({ page, figure: 'TBT / baseline', value: tbt, target: 0.5 });
    }
  }
  return checks.map((check) => ({ ...check, met: check.value <= check.target }));
}

export function targetsTable(checks) {
  return formatTable(
    ['page', 'figure', 'value', 'target', 'met'],
    checks.map((check) => [
      check.page,
      check.figure,
      Number.isFinite(check.value) ? check.value.toFixed(2) : 'inf',
      `<= ${check.target}`,
      check.met ? 'yes' : 'NO',
    ]),
  );
}

/** Task completion per build: INP and time until the card shows done, with INP's ratio. */
export function completionTable(results) {
  const single = results.find((result) => result.build === 'single');
  return formatTable(
    ['build', 'INP ms', 'INP / single', 'card done ms'],
    results.map((result) => [
      result.build,
      String(Math.round(result.inpMs)),
      single ? ratio(result.inpMs, single.inpMs).toFixed(2) : '-',
      String(Math.round(result.doneMs)),
    ]),
  );
}

export function memoryTable(memory) {
  const total = memory.reduce((sum, part) => sum + part.mb, 0);
  return formatTable(
    ['process', 'MB', 'processes'],
    [
      ...memory.map((part) => [part.name, part.mb.toFixed(0), String(part.processes)]),
      ['total', total.toFixed(0), String(memory.reduce((sum, part) => sum + part.processes, 0))],
    ],
  );
}
