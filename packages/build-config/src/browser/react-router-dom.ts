// The part of react-router-dom the apps share (federation.ts): what they import, and the
// rest of declarative routing beside it. A shared module is kept whole, and all of
// react-router-dom (data routers, server rendering, cookies and sessions) is 60 KB
// gzipped; this is the module every app provides and consumes under that name instead.
// A name imported from 'react-router-dom' that is missing here would be undefined at run
// time: react-router-dom-subset.test.ts checks every import in the apps and packages.
// From 'react-router', which react-router-dom re-exports: importing 'react-router-dom'
// here would consume this module itself.
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
