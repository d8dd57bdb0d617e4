import accountConfig, {
  prerenderConfig as accountPrerenderConfig,
} from './remotes/account/rspack.config';
import blogConfig, { prerenderConfig as blogPrerenderConfig } from './remotes/blog/rspack.config';
import dashboardConfig, {
  prerenderConfig as dashboardPrerenderConfig,
} from './remotes/dashboard/rspack.config';
import practiceConfig, {
  prerenderConfig as practicePrerenderConfig,
} from './remotes/practice/rspack.config';
import shellConfig, {
  prerenderConfig as shellPrerenderConfig,
  serviceWorkerConfig,
} from './shell/rspack.config';

// Every deployable, each from its own config; `rspack build` builds them all.
export default [
  shellConfig,
  shellPrerenderConfig,
  serviceWorkerConfig,
  dashboardConfig,
  dashboardPrerenderConfig,
  practiceConfig,
  practicePrerenderConfig,
  blogConfig,
  blogPrerenderConfig,
  accountConfig,
  accountPrerenderConfig,
];
