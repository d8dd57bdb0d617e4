import { config } from 'zod/v4/core';

// Runs first in every app (create-app-config.ts puts it before the entry).
// zod probes for eval with `new Function('')` when it builds its first schema;
// the apps' Content-Security-Policy forbids eval, so the probe would be reported
// as a violation. jitless makes zod parse without generated code and skip the
// probe. The setting lives on globalThis, so the shell's call also covers the
// copies of zod inside remotes. Not imported from a shared package: an entry
// module may not wait for Module Federation's shared scope.
config({ jitless: true });
