import { buttonVariants } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { EllipsisIcon } from 'lucide-react';
import { lazy } from 'react';

import { LazyMenuButton } from './lazy-menu-button';

const loadMoreMenu = () => import('./more-menu');
const MoreMenu = lazy(loadMoreMenu);

/** "More pages", below 1024 px only. */
export const MoreMenuButton = () => (
  <LazyMenuButton
    menu={MoreMenu}
    load={loadMoreMenu}
    triggerClassName={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
    triggerTestId="nav-more"
    triggerLabel="More pages"
    trigger={<EllipsisIcon aria-hidden="true" className="size-5" />}
  />
);
