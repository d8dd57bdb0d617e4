import { useAuth } from '@manifest/auth/auth-provider';
import { Skeleton } from '@manifest/ui/skeleton';
import { lazy } from 'react';

import { accountMenuLabel, initialsOf } from './initials';
import { LazyMenuButton } from './lazy-menu-button';

const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

const TRIGGER_CLASS =
  'flex size-10 shrink-0 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/**
 * The avatar with the person's initials; opens the account menu. Its place is held
 * while nobody is known yet (the server's prerendered chrome, docs/prerendering.md).
 */
export const AccountMenuButton = () => {
  const { user } = useAuth();
  if (!user) return <Skeleton className="size-10 shrink-0 rounded-full" />;
  return (
    <LazyMenuButton
      menu={AccountMenu}
      load={loadAccountMenu}
      triggerClassName={TRIGGER_CLASS}
      triggerTestId="account-menu"
      // A label, not hidden text: the page's own text search for the name finds it once.
      // It begins with the initials shown, so the visible text is part of the name.
      triggerLabel={accountMenuLabel(user.firstName, user.lastName)}
      trigger={
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-linear-to-br from-brand to-brand-accent text-sm font-semibold text-brand-foreground shadow-sm ring-2 ring-card"
        >
          {initialsOf(user.firstName, user.lastName)}
        </span>
      }
    />
  );
};
