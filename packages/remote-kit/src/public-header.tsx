import { Button } from '@manifest/ui/button';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type TPublicHeaderProps = {
  /** The call to start; default: a link to /signup (the landing page opens its modal instead). */
  start?: ReactNode;
};

/**
 * The header of a visitor's pages (landing, pricing, blog, Page Not Found): the way home
 * by the product's name, Sign In, and Start Free Trial (from the small-tablet width).
 */
export function PublicHeader({ start }: TPublicHeaderProps) {
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
      >
        <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-violet-600 to-indigo-600 text-white">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        Manifest
      </Link>
      <nav aria-label="Account" className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/signin">Sign In</Link>
        </Button>
        {start ?? (
          <Button asChild size="sm" className="hidden sm:inline-flex">
            <Link to="/signup">Start Free Trial</Link>
          </Button>
        )}
      </nav>
    </header>
  );
}
