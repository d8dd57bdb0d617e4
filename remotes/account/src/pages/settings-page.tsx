import '../app/styles.css';
import { useAuth } from '@manifest/auth/auth-provider';
import { Button } from '@manifest/ui/button';
import { Link } from 'react-router-dom';

import { AccountDetailsCard } from '../features/account-settings/components/account-details-card';
import { ChangePasswordForm } from '../features/account-settings/components/change-password-form';
import { SignOutEverywhereCard } from '../features/account-settings/components/sign-out-everywhere-card';
import { VerifyEmailNote } from '../features/account-settings/components/verify-email-note';
import { YourDataCard } from '../features/account-settings/components/your-data-card';
import { PlanSettingsCard } from '../features/plan/components/plan-settings-card';
import { ReminderSettingsCard } from '../features/reminder-settings/components/reminder-settings-card';

/** /settings (signed in): who you are, your password, your sessions, and your data. */
export default function SettingsPage() {
  const { user } = useAuth();

  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10" data-remote="account">
      <h1 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
        Account settings
      </h1>
      <p className="mt-1 text-muted-foreground">
        Your details, your plan and reminders, your password, the devices you are signed in on, and
        your data.
      </p>
      {user ? (
        <div className="mt-6 grid gap-6">
          <VerifyEmailNote user={user} />
          <AccountDetailsCard user={user} />
          <PlanSettingsCard />
          <ReminderSettingsCard timeZone={user.timeZone} />
          <ChangePasswordForm />
          <SignOutEverywhereCard />
          <YourDataCard user={user} />
        </div>
      ) : (
        // Only the remote run alone gets here: the shell shows /settings to signed-in users only.
        <div className="mt-6 grid justify-items-start gap-3">
          <p className="text-muted-foreground">Sign in to see your account settings.</p>
          <Button asChild>
            <Link to="/signin">Sign in</Link>
          </Button>
        </div>
      )}
    </main>
  );
}
