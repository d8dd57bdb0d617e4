import { ZCreateGoalRequest } from '@manifest/contracts/goals';
import { Button } from '@manifest/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { Plus } from 'lucide-react';

import { useCreateGoal } from '../api/create-goal';

const ZAddGoalForm = ZCreateGoalRequest.pick({ title: true });

/** A goal by its title; its milestones, tasks and slider come after. */
export function AddGoalForm() {
  const form = useZodForm(ZAddGoalForm, { defaultValues: { title: '' } });
  const create = useCreateGoal();
  const submit = form.handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} aria-label="Add a goal">
        <fieldset
          disabled={create.isPending}
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormItem className="flex-1">
                <FormLabel className="sr-only">New goal</FormLabel>
                <FormControl>
                  <Input placeholder="A new goal, e.g. Run a 10k by June" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" variant="secondary">
            <Plus aria-hidden="true" />
            Add goal
          </Button>
        </fieldset>
      </form>
    </Form>
  );
}
