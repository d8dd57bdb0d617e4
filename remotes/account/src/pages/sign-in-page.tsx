import type { TAuthResponse } from '@manifest/contracts/auth';
import { useAuth } from '@manifest/auth/auth-provider';
import { toast } from '@manifest/ui/use-toast';
import { useNavigate } from 'react-router-dom';

import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { SignInForm } from '../features/auth/components/sign-in-form';

/** /signin and /login. */
export default function SignInPage() {
  const { signIn } = useAuth();
  const navigate = useNavigate();

  const handleSignedIn = ({ token, user }: TAuthResponse) => {
    signIn(token, user);
    toast({ title: 'Welcome Back!', description: 'Successfully signed in to your account' });
    navigate('/dashboard', { replace: true });
  };

  return (
    <AuthPageLayout>
      <SignInForm onSignedIn={handleSignedIn} />
    </AuthPageLayout>
  );
}
