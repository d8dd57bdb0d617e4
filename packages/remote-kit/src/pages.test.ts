import { describe, expect, it } from 'vitest';

import {
  definePages,
  exposesOf,
  fixedPaths,
  framePathsOf,
  PAGE_LIST_FILE,
  pageFileOf,
  pageListBuildOptions,
} from './pages';

const PAGES = definePages({
  SignInPage: { paths: ['/signin', '/login'], for: 'visitors', frame: true },
  ResetPasswordPage: { paths: ['/reset-password'], for: 'visitors' },
  BlogPostPage: {
    paths: ['/blog/:slug'],
    for: 'both',
    frame: true,
    title: 'A post | Manifest',
    description: 'A post.',
  },
  DashboardPage: { paths: ['/dashboard', '/'], for: 'members', frame: true },
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

  it("draws a visitor's page for visitors and both, a frame for members, only with a frame", () => {
    expect(framePathsOf(PAGES, { members: false })).toEqual(['/signin', '/login', '/blog/:slug']);
    expect(framePathsOf(PAGES, { members: true })).toEqual(['/dashboard', '/']);
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
