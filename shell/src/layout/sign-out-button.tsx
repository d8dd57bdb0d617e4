import { Button } from '@manifest/ui/button';
import { LogOutIcon } from 'lucide-react';

import { useSignOut } from './use-sign-out';

/**
 * Sign out, one click away on tablets and desktops (on phones it is in the account menu):
 * an icon, named for screen readers, with a tip on hover; at 1536 px the labelled links fill
 * the top bar.
 */
export const SignOutButton = () => {
  const signOut = useSignOut();
  return (
    <Button
      variant="ghost"
      className="hidden h-10 px-2.5 text-muted-foreground hover:text-foreground sm:inline-flex"
      data-testid="nav-sign-out"
      title="Sign out"
      onClick={() => void signOut()}
    >
      <LogOutIcon aria-hidden="true" className="size-4.5" />
      <span className="sr-only">Sign out</span>
    </Button>
  );
};
