import { isBuiltin } from 'node:module';
import { isAbsolute } from 'node:path';

/** Our workspace packages: TypeScript sources, so a server bundle carries them in itself. */
const WORKSPACE_SCOPE = '@manifest/';

/** The package a bare request names: `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (request: string): string => {
  const parts = request.split('/');
  return (request.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
};

/**
 * Whether a server bundle loads `request` from node_modules at run time: every third-party
 * package (their native modules, data files and the hooks OpenTelemetry patches them with
 * stay as npm installed them), never our own sources, workspace packages or Node's builtins.
 */
export const isExternal = (request: string): boolean =>
  !request.startsWith('.') &&
  !isAbsolute(request) &&
  !request.startsWith(WORKSPACE_SCOPE) &&
  !isBuiltin(request);
