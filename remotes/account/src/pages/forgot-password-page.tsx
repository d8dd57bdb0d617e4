import '../app/styles.css';
import { Card, CardContent } from '@manifest/ui/card';
import { KeyRound } from 'lucide-react';

import { AuthCardHeader } from '../features/auth/components/auth-card-header';
import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';

/** `/forgot-password` (linked from sign-in): an emailed link that works once, for an hour. */
export default function ForgotPasswordPage() {
  return (
    <AuthPageLayout>
      <Card className="shadow-xl">
        <AuthCardHeader
          icon={KeyRound}
          title="Forgot your password?"
          description="Enter your email and we will send you a link to choose a new one."
        />
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </AuthPageLayout>
  );
}
