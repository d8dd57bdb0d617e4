import type { TLegalDocument } from '@manifest/contracts/legal';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

import { formatLongDate } from '@manifest/ui/format-date';
import { Skeleton } from '@manifest/ui/skeleton';

import { documentBody } from '../utils/document-body';

// The Markdown renderer is the heaviest piece of the page: its own chunk.
const SafeMarkdown = lazy(async () => ({
  default: (await import('@manifest/markdown/safe-markdown')).SafeMarkdown,
}));

const BACK_LINKS = {
  home: { to: '/', label: 'Back to Home' },
  signup: { to: '/signup', label: 'Back to Signup' },
} as const;

export function LegalDocumentView({ document }: { document: TLegalDocument }) {
  const back = BACK_LINKS[document.backLink];
  return (
    <article className="grid gap-6">
      <Link
        to={back.to}
        className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-muted-foreground hover:text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="text-sm text-muted-foreground">
          Last updated {formatLongDate(document.lastUpdated)}
        </p>
      </header>
      <Suspense
        fallback={
          <div className="grid gap-3" role="status" aria-label="Loading">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-4/6" />
          </div>
        }
      >
        <SafeMarkdown markdown={documentBody(document.body)} />
      </Suspense>
    </article>
  );
}
