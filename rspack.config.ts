import accountConfig, {
  prerenderConfig as accountPrerenderConfig,
} from './remotes/account/rspack.config';
import blogConfig, { prerenderConfig as blogPrerenderConfig } from './remotes/blog/rspack.config';
import dashboardConfig from './remotes/dashboard/rspack.config';
import practiceConfig from './remotes/practice/rspack.config';
import shellConfig, { serviceWorkerConfig } from './shell/rspack.config';

// Every deployable, each from its own config; `rspack build` builds them all.
export default [
  shellConfig,
  serviceWorkerConfig,
  dashboardConfig,
  practiceConfig,
  blogConfig,
  blogPrerenderConfig,
  accountConfig,
  accountPrerenderConfig,
];
