import { lazy, Suspense } from 'react';

import { useCelebration } from './celebration-store';

// The dialog, confetti and chime load only when there is something to celebrate.
const CelebrationDialog = lazy(() => import('./celebration-dialog'));

/** Shows the celebration while new badges are queued. */
export const CelebrationHost = () => {
  const celebration = useCelebration();
  if (celebration.badges.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog celebration={celebration} />
    </Suspense>
  );
};
