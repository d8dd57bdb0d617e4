import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import type { Control } from 'react-hook-form';

import type { TReminderSettingsForm } from '../utils/reminder-settings-form-schema';
import { ReminderSwitch } from './reminder-switch';

type TReminderKindFieldProps = {
  /** The form's own (react-hook-form is read through @manifest/ui/form's one copy only). */
  control: Control<TReminderSettingsForm>;
  kind: 'practice' | 'goal';
  isEnabled: boolean;
  title: string;
  description: string;
  timeLabel: string;
};

/** One kind of reminder: on or off, and the local time it comes at. */
export function ReminderKindField({
  control,
  kind,
  isEnabled,
  title,
  description,
  timeLabel,
}: TReminderKindFieldProps) {
  return (
    <div className="grid gap-3 rounded-lg border border-border p-4">
      <FormField
        control={control}
        name={`${kind}.enabled`}
        render={({ field: { value, onChange, ...field } }) => (
          <FormItem className="grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1">
            <FormLabel className="text-base">{title}</FormLabel>
            <FormControl>
              <ReminderSwitch
                {...field}
                checked={value}
                onCheckedChange={onChange}
                className="row-span-2"
              />
            </FormControl>
            <FormDescription className="col-start-1">{description}</FormDescription>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name={`${kind}.time`}
        render={({ field }) => (
          <FormItem className="sm:grid-cols-[1fr_10rem] sm:items-center">
            <FormLabel className={isEnabled ? undefined : 'text-muted-foreground'}>
              {timeLabel}
            </FormLabel>
            <FormControl>
              <Input type="time" required disabled={!isEnabled} {...field} />
            </FormControl>
            <FormMessage className="sm:col-span-2" />
          </FormItem>
        )}
      />
    </div>
  );
}
