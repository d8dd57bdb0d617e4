import '../app/styles.css';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { useAuth } from '@manifest/auth/auth-provider';
import { returnPathAfterSignIn } from '@manifest/auth/return-path';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { useGoogleReturn } from '../features/google-sign-in/hooks/use-google-return';
import { takeGoogleReturnPath } from '../features/google-sign-in/utils/google-return-path';

/**
 * /signin and /login. `?next=/daily-tasks` (a signed-in page opened signed out) is where
 * signing in leads, when it is a path of this site; else the dashboard.
 */
export default function SignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const returnPath = returnPathAfterSignIn(useLocation().search);

  const finishSignIn = ({ token, user }: TAuthResponse, destination: string) => {
    signIn(token, user);
    toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account' });
    navigate(destination, { replace: true });
  };
  const handleSignedIn = (session: TAuthResponse) => finishSignIn(session, returnPath);
  const isFinishingGoogle = useGoogleReturn((session) =>
    finishSignIn(session, takeGoogleReturnPath()),
  );

  return (
    <AuthPageLayout>
      {isFinishingGoogle ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-lg">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          Signing you in with Google...
        </p>
      ) : (
        <SignInForm onSignedIn={handleSignedIn} returnPath={returnPath} />
      )}
    </AuthPageLayout>
  );
}
