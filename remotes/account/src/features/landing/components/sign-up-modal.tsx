import { useAuth } from '@manifest/auth/auth-provider';
import type { TAuthResponse } from '@manifest/contracts/auth';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import { Spinner } from '@manifest/ui/spinner';
import { toast } from '@manifest/ui/use-toast';
import { CircleCheck, Gift } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { SIGN_UP_REDIRECT_DELAY_MS } from '../../auth/components/sign-up-welcome';
import { useDelayedCallback } from '../../auth/hooks/use-delayed-callback';
import { PaymentElements } from '../../payments/components/payment-elements';
import { TRIAL_STARTED_TOAST } from '../../payments/utils/payment-texts';
import { FIRST_RUN_PATH } from '../../../utils/first-run-path';
import { SignUpModalForm } from './sign-up-modal-form';

function WelcomePanel({ session }: { session: TAuthResponse }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  useDelayedCallback(() => {
    signIn(session.token, session.user);
    navigate(FIRST_RUN_PATH, { replace: true });
    toast(TRIAL_STARTED_TOAST);
  }, SIGN_UP_REDIRECT_DELAY_MS);

  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center motion-safe:animate-zoom-in">
      <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <p className="text-2xl font-bold tracking-tight">Welcome, {session.user.firstName}!</p>
      <p role="status" className="text-muted-foreground">
        Taking you to your dashboard...
      </p>
      <Spinner label="" />
    </div>
  );
}

type TSignUpModalProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

/** 'Start Your Transformation' (spec 000 section 2): sign-up with a card, the trial starts at once. */
export function SignUpModal({ isOpen, onOpenChange }: TSignUpModalProps) {
  const [session, setSession] = useState<TAuthResponse | null>(null);

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !session && onOpenChange(open)}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle className="text-2xl">Start Your Transformation</DialogTitle>
          <DialogDescription className="sr-only">
            Create your account and start your free trial.
          </DialogDescription>
          <p className="mt-2 inline-flex items-center justify-center gap-2 rounded-lg bg-linear-to-r from-violet-600 to-indigo-600 px-3 py-2 text-sm font-semibold text-white">
            <Gift className="size-4" aria-hidden="true" />
            7-Day Free Trial and $9.99/month after
          </p>
        </DialogHeader>
        {session ? (
          <WelcomePanel session={session} />
        ) : (
          <PaymentElements>
            <SignUpModalForm onSignedUp={setSession} />
          </PaymentElements>
        )}
      </DialogContent>
    </Dialog>
  );
}
