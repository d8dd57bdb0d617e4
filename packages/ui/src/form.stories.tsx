import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';

import { Button } from './button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  LabeledField,
  useZodForm,
} from './form';
import { Input } from './input';

const ZExample = z.object({
  title: z.string().trim().min(1, { error: 'Title is required' }),
  duration: z.coerce.number().int().min(1).max(180),
});

function ExampleForm() {
  const form = useZodForm(ZExample, { defaultValues: { title: '', duration: 15 } });
  return (
    <Form {...form}>
      <form
        className="grid max-w-sm gap-4"
        onSubmit={form.handleSubmit(() => undefined)}
        noValidate
      >
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Title</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="duration"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Duration (minutes)</FormLabel>
              <FormControl>
                <Input type="number" {...field} value={String(field.value ?? '')} />
              </FormControl>
              <FormDescription>From 1 to 180.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit">Add Task</Button>
      </form>
    </Form>
  );
}

/** The same form with `LabeledField`: label, control, hint and message in one piece. */
function LabeledFieldsForm() {
  const form = useZodForm(ZExample, { defaultValues: { title: '', duration: 15 } });
  return (
    <Form {...form}>
      <form
        className="grid max-w-sm gap-4"
        onSubmit={form.handleSubmit(() => undefined)}
        noValidate
      >
        <LabeledField
          control={form.control}
          name="title"
          label="Title"
          render={({ field }) => <Input {...field} />}
        />
        <LabeledField
          control={form.control}
          name="duration"
          label="Duration (minutes)"
          description="From 1 to 180."
          render={({ field }) => (
            <Input type="number" {...field} value={String(field.value ?? '')} />
          )}
        />
        <Button type="submit">Add Task</Button>
      </form>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: ExampleForm,
} satisfies Meta<typeof ExampleForm>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const MessagesBesideFields: TStory = {};

export const WithLabeledFields: TStory = { render: () => <LabeledFieldsForm /> };
