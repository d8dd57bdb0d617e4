// Runs first in every app (create-app-config.ts puts it before the entry).
// zod probes for eval with `new Function('')` when it builds its first schema;
// the apps' Content-Security-Policy forbids eval, so the probe would be reported
// as a violation. jitless makes zod parse without generated code and skip the
// probe. zod keeps its settings on globalThis (`__zod_globalConfig`, which its
// `config()` writes), so setting them there covers every copy of zod on the page
// and keeps zod itself out of the entry: the entry runs before anything else, on
// every page, and zod's core is 6 KB more to parse there (a test checks that zod
// still reads the setting from this place).
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
