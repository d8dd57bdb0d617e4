import { Button } from '@manifest/ui/button';

export function ClosingSection({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-center gap-5 rounded-2xl bg-linear-to-br from-violet-700 via-indigo-700 to-fuchsia-700 px-6 py-12 text-center text-white">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance">
          Your next chapter starts with one small practice
        </h2>
        <p className="max-w-xl text-violet-100">
          Try everything free for 7 days. $9.99 a month after, and you can cancel anytime.
        </p>
        <Button size="lg" variant="secondary" onClick={onStart}>
          Start 7-Day Free Trial
        </Button>
      </div>
    </section>
  );
}
