import { cn } from '@manifest/ui/cn';
import { Check, type LucideIcon } from 'lucide-react';

type TCheckListProps = {
  items: readonly string[];
  icon?: LucideIcon;
  iconClassName?: string;
  className?: string;
};

/** A short list of what someone gets, each line behind a small icon. */
export function CheckList({
  items,
  icon: Icon = Check,
  iconClassName = 'text-success',
  className,
}: TCheckListProps) {
  return (
    <ul className={cn('grid gap-2 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon className={cn('mt-0.5 size-4 shrink-0', iconClassName)} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
