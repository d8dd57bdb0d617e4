import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';
import { ErrorState, LoadingState } from '@manifest/ui/page-states';

import { useReminderSettings } from '../api/get-reminder-settings';
import { ReminderSettingsForm } from './reminder-settings-form';

const HEADING_ID = 'reminder-settings-heading';

/** /settings: when the practice and goal reminders come, or that they do not. */
export function ReminderSettingsCard({ timeZone }: { timeZone: string | null }) {
  const settings = useReminderSettings();

  return (
    <Card aria-labelledby={HEADING_ID} role="region">
      <CardHeader>
        <h2 id={HEADING_ID} className="text-lg font-semibold text-card-foreground">
          Reminders
        </h2>
        <CardDescription>
          One gentle reminder a day for each, at the time that suits you. Change or stop them here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <LoadingState label="Loading your reminders..." className="py-8" />
        ) : settings.isError ? (
          <ErrorState
            title="Your reminders could not be loaded"
            description="Check your connection and try again."
            error={settings.error}
            onRetry={() => void settings.refetch()}
            isRetrying={settings.isFetching}
          />
        ) : (
          <ReminderSettingsForm
            settings={settings.data}
            timeZone={timeZone}
            labelledBy={HEADING_ID}
          />
        )}
      </CardContent>
    </Card>
  );
}
