import {
  TASK_CATEGORIES,
  TASK_DIFFICULTIES,
  TASK_DURATION,
  TASK_POINTS,
} from '@manifest/contracts/daily-tasks';
import { Button } from '@manifest/ui/button';
import { DialogClose, DialogFooter } from '@manifest/ui/dialog';
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
import { Textarea } from '@manifest/ui/textarea';
import { LoaderCircle } from 'lucide-react';

import { useCreateDailyTask } from '../api/create-daily-task';
import {
  ADD_TASK_DEFAULTS,
  toCreateTaskRequest,
  ZAddTaskForm,
} from '../utils/add-task-form-schema';
import { customTaskPayoutNote } from '../utils/custom-task-payout';
import { CATEGORY_LABELS } from '../utils/group-tasks';
import { toTaskNumber } from '../utils/task-number';

const DIFFICULTY_LABELS = { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as const;

type TNumberFieldName = 'duration' | 'points';

const NUMBER_FIELDS: Record<TNumberFieldName, { label: string; min: number; max: number }> = {
  duration: { label: 'Duration (minutes)', min: TASK_DURATION.min, max: TASK_DURATION.max },
  points: { label: 'Points', min: TASK_POINTS.min, max: TASK_POINTS.max },
};

/** Title, description, category, duration, difficulty, points; saved, it closes the dialog. */
export function AddTaskForm({ onAdded }: { onAdded: () => void }) {
  const form = useZodForm(ZAddTaskForm, { defaultValues: ADD_TASK_DEFAULTS });
  const createTask = useCreateDailyTask();
  const points = toTaskNumber(form.watch('points'));

  const handleValid = form.handleSubmit((values) =>
    createTask.mutateAsync(toCreateTaskRequest(values)).then(
      () => {
        form.reset(ADD_TASK_DEFAULTS);
        onAdded();
      },
      // The hook's toast says what went wrong; the form keeps what was typed.
      () => undefined,
    ),
  );

  const numberField = (name: TNumberFieldName) => {
    const { label, min, max } = NUMBER_FIELDS[name];
    return (
      <FormField
        control={form.control}
        name={name}
        render={({ field }) => (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>
              <Input
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                {...field}
                value={String(field.value)}
                onBlur={() => {
                  // A non-numeric entry becomes 1 (spec 001 section 5), visibly.
                  field.onChange(String(toTaskNumber(field.value)));
                  field.onBlur();
                }}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    );
  };

  return (
    <Form {...form}>
      {/* noValidate: each message is shown beside its field, not in the browser's bubbles. */}
      <form noValidate onSubmit={handleValid} aria-label="Add Custom Task">
        <fieldset disabled={createTask.isPending} className="grid gap-4">
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Title</FormLabel>
                <FormControl>
                  <Input placeholder="e.g., Evening gratitude walk" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="description"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Description (optional)</FormLabel>
                <FormControl>
                  <Textarea rows={3} placeholder="What will you do, and why?" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid grid-cols-2 gap-4">
            <FormSelect
              control={form.control}
              name="category"
              label="Category"
              options={TASK_CATEGORIES}
              labels={CATEGORY_LABELS}
            />
            <FormSelect
              control={form.control}
              name="difficulty"
              label="Difficulty"
              options={TASK_DIFFICULTIES}
              labels={DIFFICULTY_LABELS}
            />
            {numberField('duration')}
            {numberField('points')}
          </div>
          {/* Polite live text: entering more than the cap is answered with what it will pay. */}
          <p
            aria-live="polite"
            className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground"
          >
            {customTaskPayoutNote(points)}
          </p>
          <DialogFooter className="pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" aria-busy={createTask.isPending}>
              {createTask.isPending ? (
                <LoaderCircle aria-hidden="true" className="animate-spin" />
              ) : null}
              {createTask.isPending ? 'Adding Task...' : 'Add Task'}
            </Button>
          </DialogFooter>
        </fieldset>
      </form>
    </Form>
  );
}
