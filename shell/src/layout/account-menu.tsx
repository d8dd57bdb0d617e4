import { useAuth } from '@manifest/auth/auth-provider';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@manifest/ui/dropdown-menu';
import { ChartColumnIcon, CreditCardIcon, LogOutIcon, SettingsIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import type { TLazyMenuProps } from './lazy-menu-button';
import { useSignOut } from './use-sign-out';

/**
 * The person's name and email, analytics for an admin, their settings, cancelling, and sign-out. Loaded on first use. Not
 * modal: the page behind stays in the accessibility tree; Escape, Tab or a click outside
 * closes it (the menu button pattern).
 */
const AccountMenu = ({
  trigger,
  triggerLabel,
  triggerClassName,
  triggerTestId,
}: TLazyMenuProps) => {
  const { user } = useAuth();
  const signOut = useSignOut();

  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger
        aria-label={triggerLabel}
        className={triggerClassName}
        data-testid={triggerTestId}
      >
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-semibold text-foreground">
            {user ? `${user.firstName} ${user.lastName}` : ''}
          </span>
          <span className="block truncate text-xs text-muted-foreground">{user?.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {user?.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin-analytics">
              <ChartColumnIcon aria-hidden="true" />
              Analytics
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <SettingsIcon aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/cancel-subscription">
            <CreditCardIcon aria-hidden="true" />
            Cancel subscription
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};

export default AccountMenu;
