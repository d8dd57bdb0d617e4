import type { TVisionItem } from '@manifest/contracts/vision-board';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@manifest/ui/alert-dialog';
import { Button } from '@manifest/ui/button';
import { Input } from '@manifest/ui/input';
import { Eye, Flag, Pencil, Target, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { useDeleteVisionItem } from '../api/delete-vision-item';
import { useMakeGoal } from '../api/make-goal';
import { useRenameVisionItem } from '../api/rename-vision-item';
import { CategoryBadge } from './category-badge';

/** A vision item: its title (edited in place), category, Make it a goal, Visualize and Delete. */
export function VisionItemRow({
  item,
  onVisualize,
}: {
  item: TVisionItem;
  onVisualize: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const rename = useRenameVisionItem();
  const remove = useDeleteVisionItem();
  const makeGoal = useMakeGoal();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const title = draft?.trim() ?? '';
    // Spec 001 section 4: a blank title sends nothing and still leaves edit mode.
    setDraft(null);
    if (title && title !== item.title) rename.mutate({ id: item.id, title });
  };

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3">
      <div className="min-w-0 flex-1">
        {draft === null ? (
          <p className="font-medium wrap-anywhere">{item.title}</p>
        ) : (
          <form onSubmit={save} className="flex min-w-0 gap-2">
            <Input
              aria-label={`Title of ${item.title}`}
              value={draft}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
            />
            <Button type="submit" size="sm">
              Save
            </Button>
          </form>
        )}
      </div>
      <CategoryBadge category={item.category} />
      {item.goalId ? (
        <Link
          to={`/goal-setting#goal-${item.goalId}`}
          className="inline-flex items-center gap-1 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={`${item.title} is a goal: open it`}
        >
          <Target aria-hidden="true" className="size-3" />
          Goal
        </Link>
      ) : (
        <Button
          variant="outline"
          size="sm"
          disabled={makeGoal.isPending}
          aria-label={`Make ${item.title} a goal`}
          onClick={() => makeGoal.mutate(item.id)}
        >
          <Flag aria-hidden="true" />
          Make it a goal
        </Button>
      )}
      <div className="ml-auto flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${item.title}`}
          onClick={() => setDraft(item.title)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Visualize ${item.title}`}
          onClick={onVisualize}
        >
          <Eye aria-hidden="true" />
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Delete ${item.title}`}>
              <Trash2 aria-hidden="true" />
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete “{item.title}”?</AlertDialogTitle>
              <AlertDialogDescription>
                It leaves your vision board for good. Points it earned stay yours.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => remove.mutate(item.id)}>Delete</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </li>
  );
}
