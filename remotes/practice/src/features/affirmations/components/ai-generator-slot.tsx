import { Skeleton } from '@manifest/ui/skeleton';
import { lazy, Suspense } from 'react';

// The generator has its own chunk: the affirmations themselves come first.
const AffirmationGenerator = lazy(() =>
  import(
    /* webpackChunkName: "affirmation-generator" */ '@manifest/ai-generators/affirmation-generator'
  ).then((module) => ({ default: module.AffirmationGenerator })),
);

/** The AI affirmation generator on /affirmations (spec 001 section 2). */
export function AiGeneratorSlot() {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full rounded-lg" />}>
      <AffirmationGenerator />
    </Suspense>
  );
}
