import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@manifest/ui/dropdown-menu';
import { Link } from 'react-router-dom';

import type { TLazyMenuProps } from './lazy-menu-button';
import { TABLET_TOP_BAR_LINKS, TOP_BAR_ITEMS } from './nav-items';

/** The pages the top bar has no room for below 1024 px. Loaded on first use. */
const MoreMenu = ({ trigger, triggerLabel, triggerClassName, triggerTestId }: TLazyMenuProps) => (
  <DropdownMenu defaultOpen modal={false}>
    <DropdownMenuTrigger
      aria-label={triggerLabel}
      className={triggerClassName}
      data-testid={triggerTestId}
    >
      {trigger}
    </DropdownMenuTrigger>
    <DropdownMenuContent align="end" className="w-56">
      {TOP_BAR_ITEMS.slice(TABLET_TOP_BAR_LINKS).map(({ label, to, icon: Icon }) => (
        <DropdownMenuItem key={to} asChild>
          <Link to={to}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </DropdownMenuItem>
      ))}
    </DropdownMenuContent>
  </DropdownMenu>
);

export default MoreMenu;
