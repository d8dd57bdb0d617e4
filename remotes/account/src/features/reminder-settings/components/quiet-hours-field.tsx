import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  LabeledField,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import type { Control } from 'react-hook-form';

import type { TReminderSettingsForm } from '../utils/reminder-settings-form-schema';
import { ReminderSwitch } from './reminder-switch';

/** Hours with no reminders: a switch, and from when to when (may run past midnight). */
export function QuietHoursField({
  control,
  hasQuietHours,
}: {
  control: Control<TReminderSettingsForm>;
  hasQuietHours: boolean;
}) {
  return (
    <div className="grid gap-3 rounded-lg border border-border p-4">
      <FormField
        control={control}
        name="hasQuietHours"
        render={({ field: { value, onChange, ...field } }) => (
          <FormItem className="grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1">
            <FormLabel className="text-base">Quiet hours</FormLabel>
            <FormControl>
              <ReminderSwitch
                {...field}
                checked={value}
                onCheckedChange={onChange}
                className="row-span-2"
              />
            </FormControl>
            <FormDescription className="col-start-1">
              No reminders in these hours. A reminder whose time falls inside them is skipped that
              day, not sent later.
            </FormDescription>
          </FormItem>
        )}
      />
      {hasQuietHours ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <LabeledField
            control={control}
            name="quietStart"
            label="From"
            render={({ field }) => <Input type="time" required {...field} />}
          />
          <LabeledField
            control={control}
            name="quietEnd"
            label="Until"
            render={({ field }) => <Input type="time" required {...field} />}
          />
        </div>
      ) : null}
    </div>
  );
}
