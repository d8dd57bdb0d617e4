import type { TLegalDocument } from '@manifest/contracts/legal';
import { MarkdownArticle } from '@manifest/markdown/markdown-article';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

import { formatLongDate } from '@manifest/ui/format-date';
import { Skeleton } from '@manifest/ui/skeleton';

import { documentBody } from '../utils/document-body';

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
      <MarkdownArticle
        markdown={documentBody(document.body)}
        fallback={
          <div className="grid gap-3" role="status" aria-label="Loading">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-4/6" />
          </div>
        }
      />
    </article>
  );
}
