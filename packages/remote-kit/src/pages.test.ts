import { describe, expect, it } from 'vitest';

import {
  definePages,
  exposesOf,
  fixedPaths,
  PAGE_LIST_FILE,
  pageFileOf,
  pageListBuildOptions,
  prerenderedPathsOf,
} from './pages';

const PAGES = definePages({
  SignInPage: { paths: ['/signin', '/login'], for: 'visitors', prerender: 'build' },
  ResetPasswordPage: { paths: ['/reset-password'], for: 'visitors' },
  BlogPostPage: {
    paths: ['/blog/:slug'],
    for: 'both',
    prerender: 'request',
    title: 'A post | Manifest',
    description: 'A post.',
  },
  DashboardPage: { paths: ['/dashboard', '/'], for: 'members', prerender: 'build' },
  AiDemoPage: { paths: ['/ai-demo'], for: 'members' },
});

describe('a page list', () => {
  it('names each page file after its module, in kebab case', () => {
    expect(pageFileOf('SignInPage')).toBe('sign-in-page');
    expect(pageFileOf('AiDemoPage')).toBe('ai-demo-page');
    expect(pageFileOf('Step2Page')).toBe('step2-page');
  });

  it('exposes one module per page, at its file', () => {
    expect(exposesOf(PAGES)).toEqual({
      './SignInPage': './src/pages/sign-in-page.tsx',
      './ResetPasswordPage': './src/pages/reset-password-page.tsx',
      './BlogPostPage': './src/pages/blog-post-page.tsx',
      './DashboardPage': './src/pages/dashboard-page.tsx',
      './AiDemoPage': './src/pages/ai-demo-page.tsx',
    });
  });

  it("draws a visitor's page for visitors and both, a frame for members, at the time it says", () => {
    expect(prerenderedPathsOf(PAGES, 'build')).toEqual([
      { path: '/signin', signedIn: false },
      { path: '/login', signedIn: false },
      { path: '/dashboard', signedIn: true },
      { path: '/', signedIn: true },
    ]);
    expect(prerenderedPathsOf(PAGES, 'request')).toEqual([
      { path: '/blog/:slug', signedIn: false },
    ]);
  });

  it('leaves patterns out of the paths drawn before anyone asks', () => {
    expect(fixedPaths(['/blog', '/blog/:slug'])).toEqual(['/blog']);
  });

  it('gives the build its exposes and the list written beside its manifest', () => {
    const { exposes, jsonFiles } = pageListBuildOptions(PAGES);
    expect(exposes).toEqual(exposesOf(PAGES));
    expect(PAGE_LIST_FILE).toBe('pages.json');
    expect(JSON.parse(JSON.stringify(jsonFiles[PAGE_LIST_FILE]))).toEqual(PAGES);
  });

  it('is typed: a module is a `…Page`, a title comes with its description', () => {
    // @ts-expect-error: the module is not named `…Page`, so its file is not found
    definePages({ SignIn: { paths: ['/signin'], for: 'visitors' } });
    // @ts-expect-error: a title without its description
    definePages({ AboutPage: { paths: ['/about'], for: 'both', title: 'About' } });
    // @ts-expect-error: no path
    definePages({ EmptyPage: { paths: [], for: 'both' } });
  });
});
