import { cn } from '@manifest/ui/cn';
import { NavLink } from 'react-router-dom';

import { TABLET_TOP_BAR_LINKS, TOP_BAR_ITEMS } from './nav-items';

/**
 * The top bar's page links (spec 000 section 2): none on phones (the bottom tabs are
 * there), the first three on tablets, all ten from 1024 px. Below 1536 px a link is its
 * icon; its label shows as a tip on hover and keyboard focus, and is its accessible name.
 */
export const TopNavLinks = () => (
  <nav aria-label="Main" className="hidden min-w-0 sm:block">
    <ul className="flex items-center gap-0.5">
      {TOP_BAR_ITEMS.map(({ label, to, testId, icon: Icon }, index) => (
        <li key={to} className={cn(index >= TABLET_TOP_BAR_LINKS && 'hidden lg:block')}>
          <NavLink
            to={to}
            data-testid={testId}
            className={({ isActive }) =>
              cn(
                'group relative flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring 2xl:gap-1.5 2xl:px-2',
                isActive && 'bg-secondary text-secondary-foreground hover:bg-secondary',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4.5 shrink-0" />
            <span className="pointer-events-none absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 2xl:static 2xl:mt-0 2xl:translate-x-0 2xl:bg-transparent 2xl:p-0 2xl:text-[13px] 2xl:text-current 2xl:opacity-100 2xl:shadow-none">
              {label}
            </span>
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
