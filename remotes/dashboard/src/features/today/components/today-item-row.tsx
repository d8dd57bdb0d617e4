import type { TTodayItem, TTodayItemKind } from '@manifest/contracts/today';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { ToneIcon, type TTone } from '@manifest/ui/tone-icon';
import { Check, Circle, Flower2, ListChecks, Sparkles, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useCompleteTodayItem } from '../hooks/use-complete-today-item';

const KIND_LOOK: Record<TTodayItemKind, { tone: TTone; icon: ReactNode }> = {
  task: { tone: 'primary', icon: <ListChecks /> },
  affirmation: { tone: 'accent', icon: <Sparkles /> },
  meditation: { tone: 'calm', icon: <Flower2 /> },
  goal: { tone: 'success', icon: <Target /> },
};

/** What the link of an item done on its own page says. */
const OPEN_LABEL: Record<TTodayItemKind, string> = {
  task: 'Open',
  affirmation: 'Open',
  meditation: 'Start',
  goal: 'Open',
};

type TTodayItemRowProps = {
  item: TTodayItem;
  /** Done offline: counted as done, waiting on the device to be sent. */
  isWaiting: boolean;
};

/** One item of the day: what it is, whether it is done, and its one-tap action. */
export function TodayItemRow({ item, isWaiting }: TTodayItemRowProps) {
  const look = KIND_LOOK[item.kind];
  return (
    <li className="flex items-center gap-3 py-3" data-completed={item.completed}>
      {item.completed ? (
        <ToneIcon tone="success">
          <Check />
        </ToneIcon>
      ) : (
        <ToneIcon tone={look.tone}>{look.icon}</ToneIcon>
      )}
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'font-medium [overflow-wrap:anywhere]',
            item.completed && 'text-muted-foreground',
          )}
        >
          {item.title}
        </p>
        {item.detail ? (
          <p
            className={cn(
              'mt-0.5 line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]',
              item.kind === 'affirmation' && 'italic',
            )}
          >
            {item.kind === 'affirmation' ? `“${item.detail}”` : item.detail}
          </p>
        ) : null}
        {item.completed && isWaiting ? (
          <p className="mt-0.5 text-xs font-medium text-muted-foreground">Waiting to send</p>
        ) : !item.completed && item.points ? (
          <p className="mt-0.5 text-xs font-medium text-muted-foreground">+{item.points} points</p>
        ) : null}
      </div>
      <TodayItemAction item={item} />
    </li>
  );
}

function TodayItemAction({ item }: { item: TTodayItem }) {
  const { complete, isCompleting } = useCompleteTodayItem(item);
  if (item.action.type === 'open') {
    if (item.completed) return <DoneMark />;
    return (
      <Button asChild variant="outline" size="sm" className="shrink-0">
        <Link to={item.action.path}>
          {OPEN_LABEL[item.kind]}
          <span className="sr-only">: {item.title}</span>
        </Link>
      </Button>
    );
  }
  // A checkbox: its state is the item's, its name stays the same whether done or not.
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={item.completed}
      aria-label={`Mark done: ${item.title}`}
      aria-busy={isCompleting || undefined}
      onClick={complete}
      className={cn(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        item.completed
          ? 'cursor-default border-success/40 bg-success/10 text-success'
          : 'border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {item.completed ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Circle aria-hidden="true" className="size-4" />
      )}
      {item.completed ? 'Done' : 'Mark done'}
    </button>
  );
}

function DoneMark() {
  return (
    <span className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-success/40 bg-success/10 px-3 text-sm font-medium text-success">
      <Check aria-hidden="true" className="size-4" />
      Done
    </span>
  );
}
