import { useAuth } from '@manifest/auth/auth-provider';
import type { TUser } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect } from 'react';

import { useResendVerificationEmail } from '../api/resend-verification-email';

const HEADING_ID = 'verify-email-heading';

/**
 * While the address is unproven: a quiet note with a way to get a new link. Nothing once
 * it is verified. Coming back to the tab reads the user again, so a link opened on
 * another device or tab takes the note away without a reload.
 */
export function VerifyEmailNote({ user }: { user: TUser }) {
  const resend = useResendVerificationEmail();
  const { refreshUser } = useAuth();
  const isVerified = user.isEmailVerified;

  useEffect(() => {
    if (isVerified) return;
    const readAgain = () => {
      if (document.visibilityState === 'visible') refreshUser().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', readAgain);
    return () => document.removeEventListener('visibilitychange', readAgain);
  }, [isVerified, refreshUser]);

  if (isVerified) return null;
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <MailCheck
        className="hidden size-5 shrink-0 text-muted-foreground sm:block"
        aria-hidden="true"
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 id={HEADING_ID} className="text-sm font-semibold text-foreground">
          Verify your email
        </h2>
        {/* wrap-anywhere: a long address moves to its own line, and breaks only if it must. */}
        <p className="text-sm text-muted-foreground">
          We sent a link to{' '}
          <span className="font-medium wrap-anywhere text-foreground">{user.email}</span>. Open it
          to confirm the address is yours.
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-full sm:w-auto"
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {resend.isPending ? 'Sending...' : 'Resend link'}
      </Button>
    </section>
  );
}
