// For measurement only: what the shell calls of the federation runtime, doing nothing,
// since the single bundle has no remotes to register or load.
export const registerPlugins = (_plugins: unknown[]): void => undefined;
export const registerRemotes = (_remotes: unknown[], _options?: unknown): void => undefined;
export const getInstance = (): undefined => undefined;
export const loadRemote = (id: string): Promise<never> =>
  Promise.reject(new Error(`No remote ${id} in the single bundle`));
