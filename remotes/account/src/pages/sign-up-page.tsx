import '../app/styles.css';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { useAuth } from '@manifest/auth/auth-provider';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { SignUpForm } from '../features/auth/components/sign-up-form';
import { SignUpWelcome } from '../features/auth/components/sign-up-welcome';
import { FIRST_RUN_PATH } from '../utils/first-run-path';

/** /signup: the form, then a short welcome before the first run and the dashboard. */
export default function SignUpPage() {
  const [session, setSession] = useState<TAuthResponse | null>(null);
  const { signIn } = useAuth();
  const navigate = useNavigate();

  if (!session) {
    return (
      <AuthPageLayout>
        <SignUpForm onSignedUp={setSession} />
      </AuthPageLayout>
    );
  }

  // Signing in swaps the shell to its signed-in routes, which would unmount this
  // welcome at once; so the auth state changes only as the welcome hands over.
  const continueToDashboard = () => {
    signIn(session.token, session.user);
    navigate(FIRST_RUN_PATH, { replace: true });
  };

  return (
    <AuthPageLayout hasLinks={false}>
      <SignUpWelcome user={session.user} onContinue={continueToDashboard} />
    </AuthPageLayout>
  );
}
