import { cn } from '@manifest/ui/cn';
import { NavLink } from 'react-router-dom';

import { BOTTOM_NAV_TABS } from './nav-items';

export const BottomNav = () => (
  <nav
    aria-label="Tabs"
    className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-6 border-t border-border bg-card md:hidden"
    data-testid="bottom-nav"
  >
    {BOTTOM_NAV_TABS.map(({ label, to, testId }) => (
      <NavLink
        key={to}
        to={to}
        end={to === '/'}
        data-testid={testId}
        className={({ isActive }) =>
          cn(
            'py-3 text-center text-xs font-medium text-muted-foreground',
            isActive && 'text-primary',
          )
        }
      >
        {label}
      </NavLink>
    ))}
  </nav>
);
