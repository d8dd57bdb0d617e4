/// <reference types="@rspack/core/module" />
import type { RemotePageModule } from '@manifest/build-config/remote-page-module';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// For measurement only (npm run perf): the shell's remote-page-cache with every remote
// page imported directly, each page its own lazy chunk as in any single-bundle app.

type TLazyPage = LazyExoticComponent<ComponentType>;

const remotePages = import.meta.webpackContext('../../remotes', {
  recursive: true,
  regExp: /^\.\/\w+\/src\/pages\/[\w-]+-page\.tsx$/,
  mode: 'lazy',
});

/** 'SignInPage' → 'sign-in-page', as each remote names its page files. */
const fileOf = (module: string) => module.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();

const pages = new Map<string, TLazyPage>();

export const getRemotePage = (remote: string, module: string): TLazyPage => {
  const key = `./${remote}/src/pages/${fileOf(module)}.tsx`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => remotePages(key) as Promise<RemotePageModule>);
    pages.set(key, page);
  }
  return page;
};

export const forgetRemotePages = (_remote: string): void => undefined;
