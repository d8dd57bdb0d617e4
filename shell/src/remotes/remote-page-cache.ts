import type { RemotePageModule } from '@manifest/build-config/remote-page-module';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type TLazyPage = LazyExoticComponent<ComponentType>;

// One lazy component per remote module, so a page keeps its state across re-renders.
const pages = new Map<string, TLazyPage>();

const isPageModule = (value: unknown): value is RemotePageModule =>
  typeof value === 'object' &&
  value !== null &&
  'default' in value &&
  (typeof value.default === 'function' ||
    (typeof value.default === 'object' && value.default !== null));

const loadPage = async (id: string): Promise<RemotePageModule> => {
  const loaded = await loadRemote<unknown>(id);
  if (!isPageModule(loaded)) throw new Error(`Remote module ${id} has no page as default export`);
  return loaded;
};

// One load per page module, shared by a preload and the render that follows it.
const loads = new Map<string, Promise<RemotePageModule>>();

/** The page module, loaded once however often it is asked for. */
export const loadRemotePage = (remote: string, module: string): Promise<RemotePageModule> => {
  const id = `${remote}/${module}`;
  let load = loads.get(id);
  if (!load) {
    load = loadPage(id);
    loads.set(id, load);
  }
  return load;
};

export const getRemotePage = (remote: string, module: string): TLazyPage => {
  const id = `${remote}/${module}`;
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, module));
    pages.set(id, page);
  }
  return page;
};

/**
 * Starts loading a page that is about to render (the first page of a signed-in start,
 * while the session is checked). A failure surfaces where the page renders.
 */
export const preloadRemotePage = (remote: string, module: string): void => {
  loadRemotePage(remote, module).catch(() => undefined);
};

/** Drops the remote's cached pages, so the next render loads them again. */
export const forgetRemotePages = (remote: string): void => {
  for (const cache of [pages, loads]) {
    for (const id of cache.keys()) if (id.startsWith(`${remote}/`)) cache.delete(id);
  }
};
