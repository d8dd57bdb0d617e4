import { Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** What a lazily loaded menu gets: it renders its own trigger with this content and look. */
export type TLazyMenuProps = {
  trigger: ReactNode;
  /** The button's accessible name (its content is an icon or initials). */
  triggerLabel: string;
  triggerClassName: string;
  triggerTestId: string;
};

type TLazyMenuButtonProps = TLazyMenuProps & {
  /** `lazy(load)` of the menu's module; the menu opens as it mounts. */
  menu: ComponentType<TLazyMenuProps>;
  load: () => Promise<unknown>;
};

/**
 * A menu button whose menu code (Radix DropdownMenu and its positioning) loads on first
 * intent (hover, focus, press), not with the shell: until then a plain button with the
 * same look stands in. Pressed, it gives way to the real menu, open, which then stays.
 */
export const LazyMenuButton = ({ menu: Menu, load, ...triggerProps }: TLazyMenuButtonProps) => {
  const [isWanted, setIsWanted] = useState(false);
  const { trigger, triggerLabel, triggerClassName, triggerTestId } = triggerProps;
  const preload = () => void load();
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      aria-label={triggerLabel}
      className={triggerClassName}
      data-testid={triggerTestId}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setIsWanted(true)}
    >
      {trigger}
    </button>
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Menu {...triggerProps} />
    </Suspense>
  );
};
