#!/usr/bin/env node
/**
 * Adds lock entries for platform-specific optional packages the registry could
 * not serve when package-lock.json was written (e.g. @swc/core-darwin-arm64).
 *
 * Why: the registry mirror on the build machines lacks some of these versions,
 * so `npm install` leaves them out of the lock, and `npm ci` then refuses the
 * lock ("Missing: @swc/core-darwin-arm64@ from lock file"). An entry with
 * `optional`, `os`, `cpu` (and `libc`) lets npm skip the package on other
 * platforms without fetching it, and fetch it from the registry where it
 * applies. Plain JavaScript on purpose: it must run with nothing installed.
 *
 * Usage, after any `npm install` (root, and the CMS, which has its own lock):
 *   node scripts/lock-add-missing-optional.mjs            # package-lock.json
 *   node scripts/lock-add-missing-optional.mjs cms        # cms/package-lock.json
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const LOCK = path.join(ROOT, process.argv[2] ?? '.', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

// <os>-<cpu>[-<abi>] at the end of the package name, as swc and rollup name them.
const PLATFORM =
  /-(android|darwin|freebsd|linux|openbsd|openharmony|win32|sunos|aix)-(arm64|arm|x64|ia32|ppc64|s390x|riscv64|loong64|mips64el)(?:-(gnu|gnueabihf|musl|musleabihf|msvc|eabi))?$/;

/** Where npm would look for `name` when resolving it from the package at `from`. */
function isResolvable(from, name) {
  for (let dir = from; ; dir = dir.slice(0, dir.lastIndexOf('/node_modules/'))) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir.includes('/node_modules/')) return Boolean(packages[`node_modules/${name}`]);
  }
}

const WASM = /-wasm32-wasi$/;

const added = [];
for (const [location, pkg] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (isResolvable(location, name)) continue;
    const target = `node_modules/${name}`;
    if (WASM.test(name) && /^\d+\.\d+\.\d+$/.test(spec)) {
      // WebAssembly builds (rspack's wasm32-wasi) run only where cpu is wasm32.
      packages[target] = {
        version: spec,
        cpu: ['wasm32'],
        ...(pkg.dev && { dev: true }),
        optional: true,
      };
      added.push(`${name}@${spec}`);
      continue;
    }
    const match = PLATFORM.exec(name);
    if (!match || !/^\d+\.\d+\.\d+$/.test(spec)) {
      throw new Error(`Cannot derive a lock entry for ${name}@${spec} (needed by ${location})`);
    }
    const [, os, cpu, abi] = match;
    const libc =
      os === 'linux' && abi
        ? abi.startsWith('musl')
          ? 'musl'
          : abi.startsWith('gnu')
            ? 'glibc'
            : undefined
        : undefined;
    if (packages[target]) throw new Error(`${target} is taken by another version`);
    packages[target] = {
      version: spec,
      cpu: [cpu],
      ...(libc && { libc: [libc] }),
      ...(pkg.dev && { dev: true }),
      optional: true,
      os: [os],
    };
    added.push(`${name}@${spec}`);
  }
}

// npm keeps lock entries sorted by path.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  ),
);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added ${added.length} lock entries:\n  ${added.join('\n  ')}`
    : 'Lock already complete.',
);
