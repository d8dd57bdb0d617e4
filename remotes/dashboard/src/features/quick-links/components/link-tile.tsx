import { cn } from '@manifest/ui/cn';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { ToneIcon } from '@manifest/ui/tone-icon';
import type { TTone } from '@manifest/ui/tone-icon';

type TLinkTileProps = {
  to: string;
  title: string;
  description: string;
  icon: ReactNode;
  tone: TTone;
  /** 'card' for the big shortcuts, 'tile' for the toolkit's smaller squares. */
  size?: 'card' | 'tile';
};

/** A whole card that is one link: its title names where it goes. */
export function LinkTile({ to, title, description, icon, tone, size = 'card' }: TLinkTileProps) {
  const isCard = size === 'card';
  return (
    <Link
      to={to}
      className={cn(
        'group relative flex h-full gap-3 rounded-xl border border-border bg-card text-card-foreground shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none motion-reduce:hover:translate-y-0',
        isCard ? 'items-center p-4 sm:p-5' : 'flex-col p-4',
      )}
    >
      <ToneIcon tone={tone} size={isCard ? 'lg' : 'md'}>
        {icon}
      </ToneIcon>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
      </span>
      {isCard ? (
        <ArrowRight
          aria-hidden="true"
          className="size-5 shrink-0 text-muted-foreground transition group-hover:translate-x-0.5 group-hover:text-primary"
        />
      ) : null}
    </Link>
  );
}
