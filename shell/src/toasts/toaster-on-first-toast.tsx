import { useToast } from '@manifest/ui/use-toast';
import { lazy, Suspense, useState } from 'react';

// Radix Toast and the toast's own components are some 15 KB gzipped that most first
// visits never show, so they are downloaded when the first toast is raised. The store
// (use-toast) holds that toast meanwhile, so it is shown a moment later, not lost.
const Toaster = lazy(() =>
  import('@manifest/ui/toaster').then(({ Toaster: Component }) => ({ default: Component })),
);

/** The shell's Toaster, mounted from the first toast on (and kept, so later ones are quick). */
export const ToasterOnFirstToast = () => {
  const { toasts } = useToast();
  const [hasToasted, setHasToasted] = useState(false);
  if (toasts.length > 0 && !hasToasted) setHasToasted(true);
  if (!hasToasted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
};
