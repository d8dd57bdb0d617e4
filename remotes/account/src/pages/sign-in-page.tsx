import '../app/styles.css';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { useAuth } from '@manifest/auth/auth-provider';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { SignInForm } from '../features/auth/components/sign-in-form';
import { useGoogleReturn } from '../features/google-sign-in/hooks/use-google-return';

/** /signin and /login. */
export default function SignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();

  const handleSignedIn = ({ token, user }: TAuthResponse) => {
    signIn(token, user);
    toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account' });
    navigate('/dashboard', { replace: true });
  };
  const isFinishingGoogle = useGoogleReturn(handleSignedIn);

  return (
    <AuthPageLayout>
      {isFinishingGoogle ? (
        <p role="status" className="flex items-center justify-center gap-2 py-16 text-lg">
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          Signing you in with Google...
        </p>
      ) : (
        <SignInForm onSignedIn={handleSignedIn} />
      )}
    </AuthPageLayout>
  );
}
