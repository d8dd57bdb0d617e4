import { cn } from '@manifest/ui/cn';
import { Link, useLocation } from 'react-router-dom';

import { BOTTOM_NAV_TABS } from './nav-items';
import { activeTabIndex } from './tab-swipe';

/** The six tabs on phones (spec 000 section 2); the active one is highlighted. */
export const BottomNav = () => {
  const { pathname } = useLocation();
  const activeIndex = activeTabIndex(pathname, BOTTOM_NAV_TABS);

  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_rgb(0_0_0/0.15)] backdrop-blur sm:hidden"
      data-testid="bottom-nav"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-6">
        {BOTTOM_NAV_TABS.map(({ label, to, testId, icon: Icon }, index) => {
          const isActive = index === activeIndex;
          return (
            <li key={to}>
              <Link
                to={to}
                data-testid={testId}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'group flex flex-col items-center gap-0.5 px-1 pt-2 pb-1.5 text-[11px] font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  isActive && 'font-semibold text-primary hover:text-primary',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-secondary',
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className="size-5"
                    strokeWidth={isActive ? 2.25 : 1.75}
                  />
                </span>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
