import { PointsButton } from '../features/achievements/points-button';
import { AccountMenuButton } from './account-menu-button';
import { BrandLink } from './brand-link';
import { MoreMenuButton } from './more-menu-button';
import { SignOutButton } from './sign-out-button';
import { TopNavLinks } from './top-nav-links';

/** Spec 000 section 2: product name, page links, the points-and-badges button; then the account. */
export const TopBar = () => (
  <header
    className="sticky top-0 z-40 border-b border-border bg-card/90 shadow-xs backdrop-blur-md"
    data-testid="top-bar"
  >
    <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
      <BrandLink />
      <TopNavLinks />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <PointsButton />
        <MoreMenuButton />
        <AccountMenuButton />
        <SignOutButton />
      </div>
    </div>
  </header>
);
