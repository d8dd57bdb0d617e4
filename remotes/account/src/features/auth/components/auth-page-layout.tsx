import { cn } from '@manifest/ui/cn';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { CARD_BACKDROP } from '../../../components/backdrop';
import { LegalLinks } from './legal-links';

type TAuthPageLayoutProps = {
  children: ReactNode;
  /** False on screens that lead on by themselves (the welcome screen), where leaving makes no sense. */
  hasLinks?: boolean;
};

/** The calm purple backdrop the sign-up and sign-in cards sit on, with the way back home. */
export function AuthPageLayout({ children, hasLinks = true }: TAuthPageLayoutProps) {
  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col px-4 py-6 sm:py-12',
        CARD_BACKDROP,
        !hasLinks && 'justify-center',
      )}
    >
      <div className="mx-auto flex w-full max-w-md flex-col gap-6">
        {hasLinks && (
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-muted-foreground transition-colors hover:text-primary"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        )}
        {children}
        {hasLinks && <LegalLinks />}
      </div>
    </div>
  );
}
