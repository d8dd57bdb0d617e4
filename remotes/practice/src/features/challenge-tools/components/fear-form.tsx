import { FEAR_INTENSITY, ZFear, type TFear } from '@manifest/contracts/challenge-tools';
import { Button } from '@manifest/ui/button';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { Textarea } from '@manifest/ui/textarea';
import { Plus } from 'lucide-react';

/** A fear as the API takes it, without the id the list gives it. */
const ZFearForm = ZFear.omit({ id: true });
const EMPTY_FEAR = { description: '', intensity: FEAR_INTENSITY.default, actionPlan: '' };

type TFearFormProps = {
  isSaving: boolean;
  /** Resolves once the fear is saved, and the form empties. */
  onAdd: (fear: Omit<TFear, 'id'>) => Promise<unknown>;
};

/** Name a fear, rate it 1 to 10 and plan a step; Add Fear waits for a name. */
export function FearForm({ isSaving, onAdd }: TFearFormProps) {
  // Checked on submit: a blank name only keeps the button disabled, it is never an error.
  const form = useZodForm(ZFearForm, { mode: 'onSubmit', defaultValues: EMPTY_FEAR });
  const [description, intensity] = form.watch(['description', 'intensity']);
  const handleValid = form.handleSubmit((fear) =>
    onAdd(fear).then(
      () => form.reset(EMPTY_FEAR),
      () => undefined,
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={handleValid} className="grid gap-3" aria-label="Add Fear">
        <LabeledField
          control={form.control}
          name="description"
          label="Fear"
          className="gap-1.5"
          render={({ field }) => <Input placeholder="What are you afraid of?" {...field} />}
        />
        <LabeledField
          control={form.control}
          name="intensity"
          label={`Intensity: ${intensity} of 10`}
          className="gap-1.5"
          render={({ field }) => (
            <input
              type="range"
              min={FEAR_INTENSITY.min}
              max={FEAR_INTENSITY.max}
              step={1}
              {...field}
              onChange={(event) => field.onChange(Number(event.target.value))}
              className="w-full accent-primary"
            />
          )}
        />
        <LabeledField
          control={form.control}
          name="actionPlan"
          label="Action plan"
          className="gap-1.5"
          render={({ field }) => (
            <Textarea
              rows={3}
              placeholder="The smallest step that would prove this fear wrong..."
              {...field}
            />
          )}
        />
        <Button type="submit" disabled={description.trim() === '' || isSaving}>
          <Plus aria-hidden="true" />
          Add Fear
        </Button>
      </form>
    </Form>
  );
}
