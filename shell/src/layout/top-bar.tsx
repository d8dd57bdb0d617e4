import { useAuth } from '@manifest/auth/auth-provider';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { Link, NavLink, useNavigate } from 'react-router-dom';

import { TOP_BAR_ITEMS } from './nav-items';

export const TopBar = () => {
  const { signOut } = useAuth();
  const navigate = useNavigate();

  const handleSignOut = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  return (
    <header
      className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur"
      data-testid="top-bar"
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <Link className="text-lg font-bold text-primary" to="/dashboard">
          Manifest
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 overflow-x-auto md:flex">
          {TOP_BAR_ITEMS.map(({ label, to, testId }) => (
            <NavLink
              key={to}
              to={to}
              data-testid={testId}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground',
                  isActive && 'bg-secondary text-secondary-foreground',
                )
              }
            >
              {label}
            </NavLink>
          ))}
        </nav>
        <NavLink
          className={({ isActive }) =>
            cn(
              'ml-auto whitespace-nowrap rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground',
              isActive && 'bg-secondary text-secondary-foreground',
            )
          }
          data-testid="nav-settings"
          to="/settings"
        >
          Settings
        </NavLink>
        <Button
          data-testid="nav-sign-out"
          size="sm"
          variant="outline"
          onClick={() => void handleSignOut()}
        >
          Sign out
        </Button>
      </div>
    </header>
  );
};
