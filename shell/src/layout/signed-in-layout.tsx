import { Outlet } from 'react-router-dom';

import { BottomNav } from './bottom-nav';
import { TopBar } from './top-bar';

/** The signed-in chrome around every page: top bar on wide screens, tabs on phones. */
export const SignedInLayout = () => (
  <div className="min-h-screen bg-background pb-16 md:pb-0">
    <TopBar />
    <Outlet />
    <BottomNav />
  </div>
);
