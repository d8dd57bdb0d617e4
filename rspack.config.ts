import apiServerConfig from './api/rspack.config';
import account from './remotes/account/rspack.config';
import blog from './remotes/blog/rspack.config';
import dashboard from './remotes/dashboard/rspack.config';
import practice from './remotes/practice/rspack.config';
import shell from './shell/rspack.config';
import stripeStandInConfig from './packages/stripe-standin/rspack.config';

// Every deployable, each from its own config (its browser build, its pages as HTML, its
// server for Node); `rspack build` builds them all.
export default [
  ...shell,
  ...dashboard,
  ...practice,
  ...blog,
  ...account,
  apiServerConfig,
  stripeStandInConfig,
];
