import type { TUser } from '@manifest/contracts/auth';
import { Card, CardContent } from '@manifest/ui/card';
import { Spinner } from '@manifest/ui/spinner';
import { CircleCheck } from 'lucide-react';

import { useDelayedCallback } from '../hooks/use-delayed-callback';

/** Spec 000 section 9: redirect after sign-up 2 s. */
export const SIGN_UP_REDIRECT_DELAY_MS = 2000;

type TSignUpWelcomeProps = {
  user: TUser;
  /** Runs once the welcome has been shown for the redirect delay. */
  onContinue: () => void;
};

export function SignUpWelcome({ user, onContinue }: TSignUpWelcomeProps) {
  useDelayedCallback(onContinue, SIGN_UP_REDIRECT_DELAY_MS);

  return (
    <Card
      data-testid="signup-welcome"
      className="border-violet-200/70 shadow-xl shadow-violet-200/50 motion-safe:animate-zoom-in"
    >
      <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck className="size-9" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-foreground">
          Welcome, {user.firstName}!
        </h1>
        <p role="status" className="text-muted-foreground">
          Account created successfully. Taking you to your dashboard...
        </p>
        <Spinner label="" />
      </CardContent>
    </Card>
  );
}
