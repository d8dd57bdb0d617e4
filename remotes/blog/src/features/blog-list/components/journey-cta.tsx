import { Button } from '@manifest/ui/button';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The signed-out visitor's way to the offer (spec 001 sections 2 and 6). */
export function JourneyCta() {
  return (
    <section
      aria-labelledby="journey-cta-title"
      className="rounded-2xl border bg-linear-to-br from-amber-50 to-violet-50 px-6 py-10 text-center dark:from-amber-950/40 dark:to-violet-950/40"
    >
      <h2 id="journey-cta-title" className="text-2xl font-bold tracking-tight">
        Start Your Journey Today
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-muted-foreground">
        Daily tasks, guided meditations, a vision board and two AI guides: everything you read about
        here, in one practice.
      </p>
      <Button asChild size="lg" className="mt-5">
        <Link to="/pricing">
          Start Your Journey Today
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
