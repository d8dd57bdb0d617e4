import type { TReminderSettings } from '@manifest/contracts/reminders';
import { Button } from '@manifest/ui/button';
import { Form, useZodForm } from '@manifest/ui/form';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';

import { useSaveReminderSettings } from '../api/save-reminder-settings';
import { describeSaveRemindersFailure } from '../utils/describe-save-reminders-failure';
import {
  toReminderForm,
  toReminderSettings,
  ZReminderSettingsForm,
} from '../utils/reminder-settings-form-schema';
import { QuietHoursField } from './quiet-hours-field';
import { ReminderKindField } from './reminder-kind-field';

type TReminderSettingsFormProps = {
  settings: TReminderSettings;
  /** The person's zone, which the times are read in. */
  timeZone: string | null;
  labelledBy: string;
};

/** Each kind on or off with its time, and the quiet hours; saved together. */
export function ReminderSettingsForm({
  settings,
  timeZone,
  labelledBy,
}: TReminderSettingsFormProps) {
  const form = useZodForm(ZReminderSettingsForm, { defaultValues: toReminderForm(settings) });
  const save = useSaveReminderSettings();
  // Which parts are on decides what is shown and enabled (re-rendered as they change).
  const [isPracticeOn, isGoalOn, hasQuietHours] = form.watch([
    'practice.enabled',
    'goal.enabled',
    'hasQuietHours',
  ]);

  const handleValid = form.handleSubmit((values) =>
    save.mutateAsync(toReminderSettings(values)).then(
      (saved) => form.reset(toReminderForm(saved)),
      (error: unknown) => {
        const failure = describeSaveRemindersFailure(error);
        if (failure.field) {
          form.setError(failure.field, { type: 'server', message: failure.message });
        } else {
          toast({ ...failure.problem, variant: 'destructive' });
        }
      },
    ),
  );

  return (
    <Form {...form}>
      <form noValidate onSubmit={handleValid} aria-labelledby={labelledBy}>
        <fieldset disabled={save.isPending} className="grid gap-4">
          <ReminderKindField
            control={form.control}
            kind="practice"
            isEnabled={isPracticeOn}
            title="Daily practice"
            description="A nudge to do today's plan. It opens your dashboard."
            timeLabel="Practice reminder time"
          />
          <ReminderKindField
            control={form.control}
            kind="goal"
            isEnabled={isGoalOn}
            title="Your goal"
            description="A moment to picture your goal and choose one small step. It opens goal setting."
            timeLabel="Goal reminder time"
          />
          <QuietHoursField control={form.control} hasQuietHours={hasQuietHours} />
          <p className="text-sm text-muted-foreground">
            Times are in your time zone{timeZone ? ` (${timeZone})` : ''}. There is no reminder on a
            day whose plan you have already done. Reminders come as notifications where you allowed
            them, otherwise by email once your address is verified.
          </p>
          <div className="flex justify-end">
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={save.isPending || !form.formState.isDirty}
              aria-busy={save.isPending}
            >
              {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {save.isPending ? 'Saving...' : 'Save reminders'}
            </Button>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}
