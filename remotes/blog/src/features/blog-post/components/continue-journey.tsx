import { Button } from '@manifest/ui/button';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The panel under every post: back to the other articles. */
export function ContinueJourney() {
  return (
    <section
      aria-labelledby="continue-journey-title"
      className="rounded-2xl bg-linear-to-br from-violet-700 to-indigo-700 px-6 py-10 text-center text-white shadow-lg"
    >
      <h2 id="continue-journey-title" className="text-2xl font-bold">
        Continue Your Journey
      </h2>
      <p className="mx-auto mt-2 max-w-lg text-white/85">
        More practices and stories are waiting for you on the blog.
      </p>
      <Button asChild variant="secondary" size="lg" className="mt-5">
        <Link to="/blog">
          <BookOpen aria-hidden="true" />
          Explore More Articles
        </Link>
      </Button>
    </section>
  );
}
