import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The product name, home to the dashboard. */
export const BrandLink = () => (
  <Link
    to="/dashboard"
    className="flex shrink-0 items-center gap-2 rounded-lg pr-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
  >
    <span className="flex size-8 items-center justify-center rounded-lg bg-linear-to-br from-brand to-brand-accent text-brand-foreground shadow-sm">
      <SparklesIcon aria-hidden="true" className="size-4.5" />
    </span>
    <span className="text-lg font-bold tracking-tight text-foreground">Manifest</span>
  </Link>
);
