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

// A square on a phone (its word said under the title instead), the word beside the icon wider.
const ACTION_CLASSES =
  'inline-flex size-10 shrink-0 items-center justify-center gap-1.5 rounded-md border text-sm font-medium sm:h-9 sm:w-auto sm:px-3 [&_svg]:size-4';
const DONE_CLASSES = 'border-success/50 text-success';

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
        <ItemStatus item={item} isWaiting={isWaiting} />
      </div>
      <ItemAction item={item} />
    </li>
  );
}

/** Under the title: what it pays while not done; on a phone, that it is done. */
function ItemStatus({ item, isWaiting }: TTodayItemRowProps) {
  if (item.completed) {
    return (
      <p className="mt-0.5 text-xs font-medium text-success sm:hidden">
        {isWaiting ? 'Done · waiting to send' : 'Done'}
      </p>
    );
  }
  return item.points ? (
    <p className="mt-0.5 text-xs font-medium text-muted-foreground">+{item.points} points</p>
  ) : null;
}

function ItemAction({ item }: { item: TTodayItem }) {
  const { complete, isCompleting } = useCompleteTodayItem(item);
  if (item.action.type === 'open') {
    if (item.completed) {
      return (
        <span className={cn(ACTION_CLASSES, DONE_CLASSES)}>
          <Check aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Done</span>
        </span>
      );
    }
    return (
      <Button asChild variant="outline" size="sm" className="h-10 shrink-0 sm:h-9">
        <Link to={item.action.path} aria-label={`${OPEN_LABEL[item.kind]}: ${item.title}`}>
          {OPEN_LABEL[item.kind]}
        </Link>
      </Button>
    );
  }
  // A checkbox: its state is the item's, its name the same whether done or not.
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={item.completed}
      aria-label={`Mark done: ${item.title}`}
      aria-busy={isCompleting || undefined}
      onClick={complete}
      className={cn(
        ACTION_CLASSES,
        'transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        item.completed
          ? cn('cursor-default', DONE_CLASSES)
          : 'border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {item.completed ? <Check aria-hidden="true" /> : <Circle aria-hidden="true" />}
      <span className="sr-only sm:not-sr-only">{item.completed ? 'Done' : 'Mark done'}</span>
    </button>
  );
}
