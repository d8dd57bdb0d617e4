import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import { Skeleton } from '@manifest/ui/skeleton';
import { lazy, Suspense } from 'react';

// The form (selects, react-hook-form) is fetched when the dialog first opens, not with the page.
const AddTaskForm = lazy(() =>
  import(/* webpackChunkName: "add-task-form" */ './add-task-form').then((module) => ({
    default: module.AddTaskForm,
  })),
);

type TAddTaskDialogProps = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void };

function AddTaskFormSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-36 w-full" />
    </div>
  );
}

/** The Add Custom Task dialog; opened from the header or the empty state. */
export function AddTaskDialog({ isOpen, onOpenChange }: TAddTaskDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Custom Task</DialogTitle>
          <DialogDescription>
            A practice of your own, to complete once a day alongside the others.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<AddTaskFormSkeleton />}>
          <AddTaskForm onAdded={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
