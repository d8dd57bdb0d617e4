/// <reference types="@rspack/core/module" />
import type { RemotePageModule } from '@manifest/build-config/remote-page-module';
import { pageFileOf } from '@manifest/remote-kit/pages';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// For measurement only (npm run perf): the shell's remote-page-cache with every remote
// page imported directly, each page its own lazy chunk as in any single-bundle app.

type TLazyPage = LazyExoticComponent<ComponentType>;

const remotePages = import.meta.webpackContext('../../remotes', {
  recursive: true,
  regExp: /^\.\/\w+\/src\/pages\/[\w-]+-page\.tsx$/,
  mode: 'lazy',
});

const pages = new Map<string, TLazyPage>();
const loads = new Map<string, Promise<RemotePageModule>>();

export const loadRemotePage = (remote: string, module: string): Promise<RemotePageModule> => {
  const key = `./${remote}/src/pages/${pageFileOf(module)}.tsx`;
  let load = loads.get(key);
  if (!load) {
    load = remotePages(key) as Promise<RemotePageModule>;
    loads.set(key, load);
  }
  return load;
};

export const getRemotePage = (remote: string, module: string): TLazyPage => {
  const key = `${remote}/${module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, module));
    pages.set(key, page);
  }
  return page;
};

export const preloadRemotePage = (remote: string, module: string): void => {
  loadRemotePage(remote, module).catch(() => undefined);
};

export const forgetRemotePages = (_remote: string): void => undefined;
