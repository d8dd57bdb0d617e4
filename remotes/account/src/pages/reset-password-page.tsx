import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import type { TAuthResponse } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Card, CardContent } from '@manifest/ui/card';
import { toast } from '@manifest/ui/use-toast';
import { LockKeyhole } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { AuthCardHeader } from '../features/auth/components/auth-card-header';
import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';

/** `/reset-password?token=…`: the emailed link. Success ends every other session and signs in. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { signIn } = useAuth();
  const navigate = useNavigate();

  const handleReset = (session: TAuthResponse) => {
    signIn(session.token, session.user);
    navigate('/dashboard', { replace: true });
    toast({
      title: 'Password updated',
      description: 'You are signed in. Every other device has been signed out.',
    });
  };

  return (
    <AuthPageLayout>
      <Card className="shadow-xl">
        <AuthCardHeader
          icon={LockKeyhole}
          title="Choose a new password"
          description="At least 6 characters. Other devices will be signed out."
        />
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} onReset={handleReset} />
          ) : (
            <div className="grid gap-3 text-center">
              <p role="alert">This page needs the link from your reset email.</p>
              <Button asChild variant="outline">
                <Link to="/forgot-password">Ask for a new link</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </AuthPageLayout>
  );
}
