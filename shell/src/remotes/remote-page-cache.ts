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

export const getRemotePage = (remote: string, module: string): TLazyPage => {
  const id = `${remote}/${module}`;
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadPage(id));
    pages.set(id, page);
  }
  return page;
};

/** Drops the remote's cached pages, so the next render loads them again. */
export const forgetRemotePages = (remote: string): void => {
  for (const id of pages.keys()) if (id.startsWith(`${remote}/`)) pages.delete(id);
};
