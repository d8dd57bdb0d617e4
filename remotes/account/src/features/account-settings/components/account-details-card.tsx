import type { TUser } from '@manifest/contracts/auth';
import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';

type TAccountDetailsCardProps = { user: TUser };

/** Who is signed in: name and email as they were given at sign-up. */
export function AccountDetailsCard({ user }: TAccountDetailsCardProps) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-card-foreground">Your account</h2>
        <CardDescription>The details you signed up with.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm">
          <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium text-card-foreground">
              {user.firstName} {user.lastName}
            </dd>
          </div>
          <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
            <dt className="text-muted-foreground">Email</dt>
            {/* break-all: a long address must not push the card wider than a phone. */}
            <dd className="font-medium break-all text-card-foreground">{user.email}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
