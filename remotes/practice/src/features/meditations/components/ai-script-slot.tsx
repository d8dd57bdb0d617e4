import { Skeleton } from '@manifest/ui/skeleton';
import { lazy, Suspense } from 'react';

// The generator is this page's second thought: its own chunk, fetched as the page renders.
const MeditationScriptGenerator = lazy(() =>
  import(
    /* webpackChunkName: "meditation-script-generator" */ '@manifest/ai-generators/meditation-script-generator'
  ).then((module) => ({ default: module.MeditationScriptGenerator })),
);

/** The AI meditation script generator on /meditations (spec 001 section 2). */
export function AiScriptSlot() {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full rounded-lg" />}>
      <MeditationScriptGenerator />
    </Suspense>
  );
}
