import { ZManifestationGoalForm, type TManifestationGoalForm } from '@manifest/contracts/goals';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { Textarea } from '@manifest/ui/textarea';
import { LoaderCircle } from 'lucide-react';

import { useSaveManifestationGoal } from '../api/save-manifestation-goal';

const TEXT_AREAS: ReadonlyArray<{
  name: Exclude<keyof TManifestationGoalForm, 'mainGoal'>;
  label: string;
  hint: string;
  placeholder: string;
}> = [
  {
    name: 'whyItMatters',
    label: 'Why does this matter to you?',
    hint: 'The feelings and reasons behind it.',
    placeholder: 'It would give me freedom to spend my days doing what I love...',
  },
  {
    name: 'howLifeWillFeel',
    label: 'How will your life feel when it is real?',
    hint: 'Describe a day in that life.',
    placeholder: 'I wake up calm and excited, knowing...',
  },
  {
    name: 'supportiveBeliefs',
    label: 'Supportive beliefs',
    hint: 'Beliefs that help you get there, one per line.',
    placeholder: 'I am capable of learning anything I need.',
  },
];

/** Spec 001 sections 2 and 5: creates the manifestation goal, or edits it (prefilled). */
export function ManifestationGoalForm({
  goalId,
  initialValues,
  onSaved,
  onCancel,
}: {
  goalId: string | undefined;
  initialValues: TManifestationGoalForm;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const form = useZodForm(ZManifestationGoalForm, { defaultValues: initialValues });
  const save = useSaveManifestationGoal();
  const submit = form.handleSubmit((values) =>
    save.mutateAsync({ goalId, form: values }).then(onSaved, () => undefined),
  );

  return (
    <Card className="p-6">
      <Form {...form}>
        <form
          noValidate
          onSubmit={submit}
          aria-label="Your Manifestation Goal"
          className="space-y-5"
        >
          <fieldset disabled={save.isPending} className="space-y-5">
            <FormField
              control={form.control}
              name="mainGoal"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>What is your main goal?</FormLabel>
                  <FormControl>
                    <Input placeholder="e.g., Open my own bakery by next summer" {...field} />
                  </FormControl>
                  <FormDescription>
                    One clear sentence, as if it is already on its way.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            {TEXT_AREAS.map(({ name, label, hint, placeholder }) => (
              <FormField
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{label}</FormLabel>
                    <FormControl>
                      <Textarea rows={3} placeholder={placeholder} {...field} />
                    </FormControl>
                    <FormDescription>{hint}</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {onCancel && (
              <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {save.isPending ? 'Saving...' : 'Save My Goal'}
            </Button>
          </div>
        </form>
      </Form>
    </Card>
  );
}
