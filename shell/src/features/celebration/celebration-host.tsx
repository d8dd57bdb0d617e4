import { lazy, Suspense } from 'react';

import { useCelebration } from './celebration-store';

// The dialog, confetti and chime load only when there is something to celebrate.
const CelebrationDialog = lazy(() => import('./celebration-dialog'));

/** Shows the celebration while new badges or achieved goals are queued. */
export const CelebrationHost = () => {
  const celebration = useCelebration();
  if (celebration.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog celebration={celebration} />
    </Suspense>
  );
};
