import {
  PLAN_AREA_LABELS,
  PLAN_MAIN_GOAL_MAX_LENGTH,
  PRACTICE_TIME_LABELS,
  ZPlanAnswers,
  type TUserPlan,
} from '@manifest/contracts/plan';
import { Button } from '@manifest/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@manifest/ui/card';
import { Form, FormField, LabeledField, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { ErrorState } from '@manifest/ui/page-states';
import { Skeleton } from '@manifest/ui/skeleton';
import { toast } from '@manifest/ui/use-toast';
import { CalendarCheck, Flower2, LoaderCircle, Target, Wand2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { useUserPlan } from '../api/get-user-plan';
import { useSavePlanAnswers } from '../api/save-plan-answers';
import { describeSavePlanFailure } from '../utils/describe-save-plan-failure';
import { planFormValues, reminderAfterPracticeChange } from '../utils/plan-form';
import { AreaOptions } from './area-options';
import { PracticeTimeOptions } from './practice-time-options';

const HEADING_ID = 'plan-settings-heading';

export const PLAN_SAVED_TOAST = {
  title: 'Plan saved',
  description: 'Your starter plan now follows your answers.',
} as const;

/** What the plan holds now, in a line of small badges. */
function PlanSummary({ plan }: { plan: NonNullable<TUserPlan['plan']> & { practice: string } }) {
  const items = [
    {
      icon: CalendarCheck,
      text: `${plan.taskIds.length} ${plan.practice.toLowerCase()} practices`,
    },
    { icon: Wand2, text: `${PLAN_AREA_LABELS[plan.affirmationCategory]} affirmations` },
    { icon: Flower2, text: 'A meditation picked for you' },
  ];
  return (
    <ul aria-label="Your plan now" className="flex flex-wrap gap-2">
      {items.map(({ icon: Icon, text }) => (
        <li
          key={text}
          className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {text}
        </li>
      ))}
      {plan.goalId && (
        <li>
          <Link
            to="/goal-setting"
            className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground underline-offset-4 hover:underline"
          >
            <Target className="size-3.5" aria-hidden="true" />
            Your manifestation goal
          </Link>
        </li>
      )}
    </ul>
  );
}

/** The answers as a form; saving makes the plan again on the server. */
function PlanSettingsForm({ userPlan }: { userPlan: TUserPlan }) {
  const form = useZodForm(ZPlanAnswers, { defaultValues: planFormValues(userPlan.answers) });
  const save = useSavePlanAnswers({ savedToast: PLAN_SAVED_TOAST });
  const areasLabelId = useId();
  const timeLabelId = useId();

  const handleValid = form.handleSubmit((answers) =>
    save.mutateAsync(answers).then(
      (saved) => form.reset(planFormValues(saved.answers)),
      (error: unknown) => {
        const failure = describeSavePlanFailure(error);
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
      <form noValidate onSubmit={handleValid} aria-labelledby={HEADING_ID}>
        <fieldset disabled={save.isPending} className="grid gap-6">
          <div className="grid gap-2">
            <span id={areasLabelId} className="text-sm leading-none font-medium">
              Life areas
            </span>
            <FormField
              control={form.control}
              name="areas"
              render={({ field }) => (
                <AreaOptions
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy={areasLabelId}
                  size="compact"
                />
              )}
            />
          </div>
          <div className="grid gap-2">
            <span id={timeLabelId} className="text-sm leading-none font-medium">
              Practice time
            </span>
            <FormField
              control={form.control}
              name="practiceTime"
              render={({ field }) => (
                <PracticeTimeOptions
                  name={field.name}
                  value={field.value}
                  onChange={(time) => {
                    const reminder = form.getValues('reminderTime');
                    form.setValue(
                      'reminderTime',
                      reminderAfterPracticeChange(reminder, field.value, time),
                      { shouldDirty: true },
                    );
                    field.onChange(time);
                  }}
                  onBlur={field.onBlur}
                  labelledBy={timeLabelId}
                  size="compact"
                />
              )}
            />
          </div>
          <div className="grid items-start gap-4 sm:grid-cols-[10rem_1fr]">
            <LabeledField
              control={form.control}
              name="reminderTime"
              label="Reminder time"
              render={({ field }) => (
                <Input type="time" step={60} className="tabular-nums" {...field} />
              )}
            />
            <LabeledField
              control={form.control}
              name="mainGoal"
              label="Main goal"
              description="Leave it empty to decide later."
              render={({ field }) => (
                <Input
                  maxLength={PLAN_MAIN_GOAL_MAX_LENGTH}
                  autoComplete="off"
                  placeholder="e.g. Run my first half marathon"
                  {...field}
                  value={field.value ?? ''}
                />
              )}
            />
          </div>
          <div className="flex justify-end">
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={save.isPending || !form.formState.isDirty}
              aria-busy={save.isPending}
            >
              {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {save.isPending ? 'Saving...' : 'Save plan'}
            </Button>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}

/** Settings' "Your plan": the first run's answers, and the starter plan made from them. */
export function PlanSettingsCard() {
  const userPlan = useUserPlan();

  return (
    <Card aria-labelledby={HEADING_ID}>
      <CardHeader>
        <h2 id={HEADING_ID} className="text-lg font-semibold text-card-foreground">
          Your plan
        </h2>
        <CardDescription>
          What you want to grow and when you practise. Your daily plan follows these answers.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {userPlan.isPending ? (
          <div className="grid gap-3" role="status">
            <span className="sr-only">Loading your plan...</span>
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : userPlan.isError ? (
          <ErrorState
            title="Your plan could not be loaded"
            description="Please check your connection and try again."
            error={userPlan.error}
            onRetry={() => void userPlan.refetch()}
            isRetrying={userPlan.isFetching}
          />
        ) : (
          <>
            {userPlan.data.plan && userPlan.data.answers ? (
              <PlanSummary
                plan={{
                  ...userPlan.data.plan,
                  practice: PRACTICE_TIME_LABELS[userPlan.data.answers.practiceTime],
                }}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-border bg-muted/40 px-4 py-3 text-sm text-muted-foreground">
                No plan yet. Answer below and we&apos;ll make your starter plan: practices for your
                time of day, affirmations and a meditation.
              </p>
            )}
            <PlanSettingsForm userPlan={userPlan.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
