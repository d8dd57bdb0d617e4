import {
  PushRemindersUnavailableError,
  type TPushReminderState,
} from '@manifest/api-client/push/push-reminders';
import { usePushReminders } from '@manifest/api-client/push/use-push-reminders';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { toast } from '@manifest/ui/use-toast';
import { BellRingIcon } from 'lucide-react';
import { useId, useState } from 'react';

import { GUIDE_BUTTONS_ABOVE } from '../../layout/guide-space';
import { rememberReminderPromptAnswer } from './reminder-prompt-memory';
import { reminderPromptStore } from './reminder-prompt-store';
import {
  NOTIFICATIONS_BLOCKED_TOAST,
  REMINDER_PROMPT_TEXTS as TEXTS,
  REMINDERS_ON_TOAST,
} from './reminder-prompt-texts';

/**
 * The offer of reminders after a first completed practice: a small card, not a dialog
 * (it takes no focus and blocks nothing). "Turn on reminders" asks the browser for
 * permission (the browser's prompt comes from this tap, never on page load), subscribes
 * and saves the subscription; "Not now" is remembered. Either answer hides it for good
 * in this browser.
 */
const ReminderPromptCard = ({ userId }: { userId: string }) => {
  const titleId = useId();
  const { turnOn } = usePushReminders();
  const [isTurningOn, setIsTurningOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = (answer: 'turned-on' | 'not-now' | 'blocked') => {
    rememberReminderPromptAnswer(userId, answer);
    reminderPromptStore.hide();
  };

  const onTurnOn = async () => {
    setIsTurningOn(true);
    setProblem(null);
    let state: TPushReminderState;
    try {
      state = await turnOn();
    } catch (error) {
      console.error('Reminders could not be turned on', error);
      setProblem(error instanceof PushRemindersUnavailableError ? TEXTS.unavailable : TEXTS.failed);
      setIsTurningOn(false);
      return;
    }
    if (state === 'on') {
      toast(REMINDERS_ON_TOAST);
      close('turned-on');
    } else if (state === 'denied') {
      toast(NOTIFICATIONS_BLOCKED_TOAST);
      close('blocked');
    } else {
      // The browser's own prompt was dismissed: as "Not now".
      close('not-now');
    }
  };

  return (
    <aside
      aria-labelledby={titleId}
      data-testid="reminder-prompt"
      className={cn(
        'fixed inset-x-3 z-[35] mx-auto max-w-md rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl motion-safe:animate-fade-in sm:right-auto sm:left-6 sm:mx-0 sm:w-96',
        GUIDE_BUTTONS_ABOVE,
      )}
    >
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-brand to-brand-accent text-brand-foreground"
        >
          <BellRingIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base leading-snug font-semibold">
            {TEXTS.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{TEXTS.body}</p>
          {problem && (
            <p role="alert" className="mt-2 text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void onTurnOn()} disabled={isTurningOn}>
              {isTurningOn ? TEXTS.turningOn : TEXTS.turnOn}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => close('not-now')}
              disabled={isTurningOn}
            >
              {TEXTS.notNow}
            </Button>
          </div>
        </div>
      </div>
    </aside>
  );
};

export default ReminderPromptCard;
