// `npm audit --omit=dev` for a lockfile: fails on a high or critical advisory
// in what production installs. A registry that cannot answer audits (an
// offline mirror, say) is reported and skipped, never taken for "clean".
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

const BLOCKING = new Set(['high', 'critical']);

/**
 * What `npm audit --json` printed, as one of:
 * { kind: 'unavailable', reason } | { kind: 'clean', counts } | { kind: 'vulnerable', findings }
 */
export function summarizeAudit(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { kind: 'unavailable', reason: 'npm audit printed no report' };
  }
  if (report.error || report.message) {
    const reason = report.error?.summary || report.message || 'the audit endpoint failed';
    return { kind: 'unavailable', reason };
  }
  const findings = Object.values(report.vulnerabilities ?? {})
    .filter((vulnerability) => BLOCKING.has(vulnerability.severity))
    .map(({ name, severity, range }) => ({ name, severity, range }));
  if (findings.length > 0) return { kind: 'vulnerable', findings };
  return { kind: 'clean', counts: report.metadata?.vulnerabilities ?? {} };
}

const captureAudit = (folder) =>
  new Promise((resolve, reject) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], { cwd: join(ROOT, folder) });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => resolve(output));
  });

/** Audits the lockfile in `folder`; rejects when it holds a high or critical advisory. */
export async function auditLockfile(folder) {
  const label = folder === '.' ? 'root' : folder;
  const result = summarizeAudit(await captureAudit(folder));
  if (result.kind === 'unavailable') {
    console.log(`  ${label}: the registry could not answer the audit (${result.reason}); skipped`);
    return;
  }
  if (result.kind === 'clean') {
    console.log(`  ${label}: no high or critical advisory (${JSON.stringify(result.counts)})`);
    return;
  }
  for (const { name, severity, range } of result.findings) {
    console.log(`  ${label}: ${severity} advisory in ${name} ${range ?? ''}`);
  }
  throw new Error(`${label}: ${result.findings.length} high or critical advisories`);
}
