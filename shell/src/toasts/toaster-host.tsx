import { useAuth } from '@manifest/auth/auth-provider';
import { toastStore } from '@manifest/ui/use-toast';
import { useEffect, type ReactElement } from 'react';

import { createExternalStore } from '../lib/external-store';

/** The toaster, drawn once its code has arrived. */
const loadedToaster = createExternalStore<ReactElement | null>(null);
let isLoading = false;

/**
 * Loads Radix Toast and the parts it needs (14 KB gzipped). A toaster that cannot load
 * (the network gone before its file was cached) costs that toast, not the app: the next
 * one tries again.
 */
function loadToaster(): void {
  if (isLoading) return;
  isLoading = true;
  import('@manifest/ui/toaster')
    .then(({ Toaster }) => loadedToaster.set(<Toaster />))
    .catch((error: unknown) => console.error('The toaster could not be loaded.', error))
    .finally(() => {
      isLoading = false;
    });
}

/**
 * The shell's toaster. With a session it loads at once: signed-in pages raise toasts at
 * load (the trial's) and after nearly every action, and a toast must show when raised
 * (the trial's redirect follows it by 2 s). Signed out, it loads with the first toast: a
 * visit that raises none, like most first visits to a public page, never downloads it.
 * Not a Suspense boundary: React reveals suspended content on a timer.
 */
export const ToasterHost = () => {
  const toaster = loadedToaster.useValue();
  const hasSession = useAuth().status !== 'signedOut';
  useEffect(() => {
    if (toaster) return undefined;
    const loadWhenRaised = () => {
      if (toastStore.getToasts().length > 0) loadToaster();
    };
    if (hasSession) loadToaster();
    else loadWhenRaised();
    // Until it has loaded, each toast raised asks for it (again, after a failed load).
    return toastStore.subscribe(loadWhenRaised);
  }, [toaster, hasSession]);
  return toaster;
};
