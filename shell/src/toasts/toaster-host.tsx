import { toastStore } from '@manifest/ui/use-toast';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const NoToaster = () => null;

// Radix Toast and the parts it needs (14 KB gzipped) load with the first toast: a visit
// that raises none, like most first visits to a public page, never downloads them. A
// toaster that cannot load (the network gone before its file was cached) costs the
// toasts, not the app.
const Toaster = lazy(() =>
  import('@manifest/ui/toaster').then(
    ({ Toaster: toaster }) => ({ default: toaster }),
    (error: unknown) => {
      console.error('The toaster could not be loaded; toasts are not shown.', error);
      return { default: NoToaster };
    },
  ),
);

let hasShownToast = false;

/** Whether any toast was raised yet: once true, it stays so (the toaster stays mounted). */
const sawToast = (): boolean => {
  hasShownToast ||= toastStore.getToasts().length > 0;
  return hasShownToast;
};

const NOT_ON_THE_SERVER = () => false;

/** The shell's toaster, from the first toast on; until then, nothing. */
export const ToasterHost = () => {
  const isNeeded = useSyncExternalStore(toastStore.subscribe, sawToast, NOT_ON_THE_SERVER);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
};
