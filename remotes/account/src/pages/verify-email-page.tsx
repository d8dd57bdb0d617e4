import '../app/styles.css';
import { Card, CardContent } from '@manifest/ui/card';
import { useSearchParams } from 'react-router-dom';

import { AuthPageLayout } from '../features/auth/components/auth-page-layout';
import {
  MissingTokenResult,
  VerifyEmailResult,
} from '../features/email-verification/components/verify-email-result';

/**
 * `/verify-email?token=…`: the link emailed after sign-up (or sent again from Account
 * settings). Opened signed in or not, it confirms the address and says how that went.
 */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <AuthPageLayout>
      <Card className="shadow-xl">
        <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
          {token ? <VerifyEmailResult token={token} /> : <MissingTokenResult />}
        </CardContent>
      </Card>
    </AuthPageLayout>
  );
}
