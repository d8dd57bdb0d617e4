import { Button } from '@manifest/ui/button';
import { Star } from 'lucide-react';

import { CheckList } from '../../../components/check-list';

const PROMISES = ['Cancel anytime', 'Instant access', 'All features included'];

/** Spec 000 section 2: the price, both buttons to the sign-up modal, three promises. */
export function LandingHero({ onStart }: { onStart: () => void }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid w-full max-w-6xl items-center gap-10 px-4 pt-6 pb-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:pt-14"
    >
      <div className="flex flex-col gap-6">
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
          <Star className="size-3.5 fill-current" aria-hidden="true" />
          Loved by people building the life they picture
        </p>
        <h1
          id="hero-title"
          className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          Turn what you picture into{' '}
          <span className="bg-linear-to-r from-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-violet-300 dark:to-fuchsia-300">
            what you live
          </span>
        </h1>
        <p className="max-w-xl text-lg text-pretty text-muted-foreground">
          Goals, affirmations, a vision board, guided meditations and two AI guides, in one daily
          practice that shows you how far you have come.
        </p>
      </div>

      <div className="rounded-2xl border border-border bg-card p-6 shadow-xl shadow-violet-200/40 sm:p-8 dark:shadow-none">
        <p className="text-sm font-semibold text-primary">Everything included</p>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-5xl font-extrabold tracking-tight">$9.99</span>
          <span className="text-muted-foreground">per month</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">Monthly subscription • Web + Mobile</p>
        <div className="mt-6 grid gap-3">
          <Button
            size="lg"
            onClick={onStart}
            className="w-full bg-linear-to-r from-violet-600 to-indigo-600 text-white hover:from-violet-700 hover:to-indigo-700"
          >
            Start 7-Day Free Trial
          </Button>
          <Button size="lg" variant="outline" onClick={onStart} className="w-full">
            Get Started Now
          </Button>
        </div>
        <CheckList items={PROMISES} className="mt-6" />
      </div>
    </section>
  );
}
