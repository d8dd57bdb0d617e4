import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';

import { Button } from './button';
import { Form, useZodForm } from './form';
import { FormSelect } from './form-select';

const CATEGORIES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
const CATEGORY_LABELS = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  anytime: 'Anytime',
} as const;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

const ZExample = z.object({
  category: z.enum(CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
});

function ExampleForm() {
  const form = useZodForm(ZExample, { defaultValues: { category: 'anytime', difficulty: 'easy' } });
  return (
    <Form {...form}>
      <form
        className="grid max-w-sm gap-4"
        onSubmit={form.handleSubmit(() => undefined)}
        noValidate
      >
        <FormSelect
          control={form.control}
          name="category"
          label="Category"
          options={CATEGORIES}
          labels={CATEGORY_LABELS}
        />
        {/* Without labels, each value is its own text. */}
        <FormSelect
          control={form.control}
          name="difficulty"
          label="Difficulty"
          options={DIFFICULTIES}
        />
        <Button type="submit">Add Task</Button>
      </form>
    </Form>
  );
}

const meta = {
  title: 'Components/FormSelect',
  component: ExampleForm,
} satisfies Meta<typeof ExampleForm>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const InAForm: TStory = {};
