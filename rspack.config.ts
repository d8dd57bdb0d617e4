import apiServerConfig from './api/rspack.config';
import accountConfig, {
  prerenderConfig as accountPrerenderConfig,
  serverConfig as accountServerConfig,
} from './remotes/account/rspack.config';
import blogConfig, {
  prerenderConfig as blogPrerenderConfig,
  serverConfig as blogServerConfig,
} from './remotes/blog/rspack.config';
import dashboardConfig, {
  prerenderConfig as dashboardPrerenderConfig,
  serverConfig as dashboardServerConfig,
} from './remotes/dashboard/rspack.config';
import practiceConfig, {
  prerenderConfig as practicePrerenderConfig,
  serverConfig as practiceServerConfig,
} from './remotes/practice/rspack.config';
import shellConfig, {
  prerenderConfig as shellPrerenderConfig,
  serverConfig as shellServerConfig,
  serviceWorkerConfig,
} from './shell/rspack.config';
import stripeStandInConfig from './packages/stripe-standin/rspack.config';

// Every deployable, each from its own config, and each server for Node; `rspack build`
// builds them all.
export default [
  shellConfig,
  shellPrerenderConfig,
  shellServerConfig,
  serviceWorkerConfig,
  dashboardConfig,
  dashboardPrerenderConfig,
  dashboardServerConfig,
  practiceConfig,
  practicePrerenderConfig,
  practiceServerConfig,
  blogConfig,
  blogPrerenderConfig,
  blogServerConfig,
  accountConfig,
  accountPrerenderConfig,
  accountServerConfig,
  apiServerConfig,
  stripeStandInConfig,
];
