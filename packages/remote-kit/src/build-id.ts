declare const __BUILD_ID__: string;

/** Set at build time (env BUILD_ID, see create-app-config.ts); shown as data-build-id so a redeploy can be seen. */
export const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'unbuilt';
