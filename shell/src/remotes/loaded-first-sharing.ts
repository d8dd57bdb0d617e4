import { getInstance } from '@module-federation/enhanced/runtime';

/**
 * The shell provides the shared singletons and the remotes use them. Under federation's
 * default 'version-first', every shared module the shell loads late (the achievement
 * dialog's, the menus', a badge check's) first loads every registered remote's manifest and
 * entry to compare versions: needless requests, and with one remote down it fails, taking
 * the shell's own dialogs down with it. 'loaded-first' takes what is already provided.
 * Set here, after the host started, because the shared build configuration
 * (packages/build-config) still asks for 'version-first'; once it asks for 'loaded-first'
 * this can go.
 */
export function preferLoadedShares(): void {
  const host = getInstance();
  if (!host) return;
  host.options.shareStrategy = 'loaded-first';
  for (const versions of Object.values(host.options.shared)) {
    for (const shared of versions) shared.strategy = 'loaded-first';
  }
}
