/**
 * Typed environment readers shared by config/ and src/.
 *
 * Why not Strapi's own `env()`: it returns '' for a variable that is set but
 * empty (e.g. `DATABASE_FILENAME=` in a copied .env), which silently overrides
 * the default and breaks boot ("unable to open database file"). Here an empty
 * or blank value counts as unset.
 */
import fs from 'node:fs';
import path from 'node:path';

export function str(name: string): string | undefined;
export function str(name: string, fallback: string): string;
export function str(name: string, fallback?: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

export function int(name: string, fallback: number): number {
  const raw = str(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw new Error(`${name} must be an integer, got "${raw}"`);
  return value;
}

export function bool(name: string, fallback: boolean): boolean {
  const raw = str(name);
  if (raw === undefined) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** Comma-separated list, blanks dropped. */
export function list(name: string): string[] | undefined {
  const raw = str(name);
  return raw
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * Absolute path of the cms/ folder. Config runs compiled from dist/config and
 * helpers from dist/src/lib, so a fixed number of '..' would differ per caller;
 * the nearest package.json is the project root in both cases (dist/ has none).
 */
export function appRoot(from: string = __dirname): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}
