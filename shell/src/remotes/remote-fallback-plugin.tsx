import type { RemotePageModule } from '@manifest/build-config/remote-page-module';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { RemoteUnavailable } from './remote-unavailable';

/**
 * When a remote module cannot be loaded (manifest unreachable, entry broken, remote not
 * registered), federation gets a page that says so instead of an error: the route shows
 * the fallback with Retry while the shell and the other remotes keep working.
 */
export const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'manifest-remote-fallback',
  errorLoadRemote: ({ id, error, lifecycle }) => {
    // A failed manifest reaches 'onLoad' too; answering there covers every cause once.
    if (lifecycle !== 'onLoad') return undefined;
    console.error(`Remote module ${id} could not be loaded`, error);
    const remote = id.split('/')[0] ?? id;
    const fallback: RemotePageModule = {
      default: () => <RemoteUnavailable remote={remote} />,
    };
    return fallback;
  },
});
