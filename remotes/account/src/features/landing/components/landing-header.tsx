import { Button } from '@manifest/ui/button';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';

export function LandingHeader({ onStart }: { onStart: () => void }) {
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
        <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-violet-600 to-indigo-600 text-white">
          <Sparkles className="size-4" aria-hidden="true" />
        </span>
        Manifest
      </Link>
      <nav aria-label="Account" className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link to="/signin">Sign In</Link>
        </Button>
        <Button size="sm" onClick={onStart} className="hidden sm:inline-flex">
          Start Free Trial
        </Button>
      </nav>
    </header>
  );
}
