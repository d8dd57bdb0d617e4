import {
  TASK_CATEGORIES,
  TASK_TITLE_MAX_LENGTH,
  ZCreateTaskRequest,
  ZTaskCategory,
} from '@manifest/contracts/daily-tasks';
import { Button } from '@manifest/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from '@manifest/ui/form';
import { FormSelect } from '@manifest/ui/form-select';
import { Input } from '@manifest/ui/input';

import { useAddGoalTask } from '../api/add-goal-task';
import { TASK_STEP_NOTE } from '../utils/goal-progress-text';

const CATEGORY_LABELS = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  anytime: 'Anytime',
} as const;

// The contract's own title and category rules, so every message is the server's.
const ZGoalTaskForm = ZCreateTaskRequest.pick({ title: true }).extend({ category: ZTaskCategory });

/**
 * "Add a daily task for this goal": a title and a time of day; it lands on /daily-tasks.
 * Open while it is rendered; closed, focus goes back to the button that opened it.
 */
export default function AddGoalTaskDialog({
  goalId,
  goalTitle,
  onClose,
}: {
  goalId: string;
  goalTitle: string;
  onClose: () => void;
}) {
  const form = useZodForm(ZGoalTaskForm, { defaultValues: { title: '', category: 'anytime' } });
  const addTask = useAddGoalTask();

  const submit = form.handleSubmit((values) =>
    addTask.mutateAsync({ ...values, goalId }).then(
      () => onClose(),
      () => undefined,
    ),
  );

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>A daily task for this goal</DialogTitle>
          <DialogDescription className="wrap-anywhere">
            For “{goalTitle}”. {TASK_STEP_NOTE}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={submit} aria-label="Add a daily task for this goal">
            <fieldset disabled={addTask.isPending} className="grid gap-4">
              <FormField
                control={form.control}
                name="title"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Task</FormLabel>
                    <FormControl>
                      <Input
                        placeholder="e.g., Practise for 15 minutes"
                        maxLength={TASK_TITLE_MAX_LENGTH}
                        {...field}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormSelect
                control={form.control}
                name="category"
                label="When"
                options={TASK_CATEGORIES}
                labels={CATEGORY_LABELS}
              />
              <DialogFooter className="pt-2">
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit">{addTask.isPending ? 'Adding Task...' : 'Add Task'}</Button>
              </DialogFooter>
            </fieldset>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
