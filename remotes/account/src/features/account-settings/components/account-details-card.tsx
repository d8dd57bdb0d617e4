import type { TUser } from '@manifest/contracts/auth';
import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';

import { ProfileForm } from './profile-form';

type TAccountDetailsCardProps = { user: TUser };

/** Who is signed in: the email, and the name and time zone they may change. */
export function AccountDetailsCard({ user }: TAccountDetailsCardProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-card-foreground">Your account</h2>
        <CardDescription>Your name, and the time zone your days follow.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr] sm:gap-4">
          <dt className="text-muted-foreground">Email</dt>
          {/* break-all: a long address must not push the card wider than a phone. */}
          <dd className="font-medium break-all text-card-foreground">{user.email}</dd>
        </dl>
        <ProfileForm user={user} />
      </CardContent>
    </Card>
  );
}
