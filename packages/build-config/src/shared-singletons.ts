/**
 * Third-party packages (and their entry points) that must exist once on the page. The
 * build shares them as singletons; the shell's server preloads the shell's copies,
 * which every page needs before anything renders.
 */
export const SINGLETON_PACKAGES: ReadonlyArray<{ request: string; packageName: string }> = [
  { request: 'react', packageName: 'react' },
  { request: 'react/jsx-runtime', packageName: 'react' },
  { request: 'react/jsx-dev-runtime', packageName: 'react' },
  { request: 'react-dom', packageName: 'react-dom' },
  { request: 'react-dom/client', packageName: 'react-dom' },
  { request: 'react-router-dom', packageName: 'react-router-dom' },
  { request: '@tanstack/react-query', packageName: '@tanstack/react-query' },
];
