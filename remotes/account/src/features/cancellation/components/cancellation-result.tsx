import type { TUser } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

import { accessUntilText } from '../utils/access-until';
import { SUBSCRIPTION_CANCELLED_TITLE } from '../utils/cancellation-texts';

/** The result screen after a cancellation. */
export function CancellationResult({ user }: { user: TUser }) {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-bold">{SUBSCRIPTION_CANCELLED_TITLE}</h2>
      <p role="status" className="text-muted-foreground">
        {accessUntilText(user)}
      </p>
      <p className="text-sm text-muted-foreground">
        We are sorry to see you go. Your reason is kept for 30 days to help us improve, then
        deleted.
      </p>
      <Button asChild>
        <Link to="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}
