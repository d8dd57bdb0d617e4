import { ZPlanAnswers, type TPlanAnswers } from '@manifest/contracts/plan';
import { Button } from '@manifest/ui/button';
import { cn } from '@manifest/ui/cn';
import { Form, FormControl, FormField, FormItem, FormMessage, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { toast } from '@manifest/ui/use-toast';
import { ArrowLeft, ArrowRight, BellRing, LoaderCircle, Sparkles, Target } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { useSavePlanAnswers } from '../api/save-plan-answers';
import { useSkipFirstRun } from '../api/skip-first-run';
import { FIRST_RUN_STEPS, stepProgress } from '../utils/first-run-steps';
import { planFormValues, reminderAfterPracticeChange } from '../utils/plan-form';
import { describeSavePlanFailure } from '../utils/describe-save-plan-failure';
import { AreaOptions } from './area-options';
import { FirstRunProgress } from './first-run-progress';
import { PracticeTimeOptions } from './practice-time-options';

export const PLAN_READY_TOAST = {
  title: 'Your plan is ready ✨',
  description: 'Today starts with practices picked for you. Change them any time in Settings.',
} as const;

const PRIMARY_BUTTON =
  'bg-linear-to-r from-violet-600 to-indigo-600 text-white shadow-md shadow-violet-500/20 hover:from-violet-700 hover:to-indigo-700';

type TFirstRunFlowProps = {
  firstName: string | undefined;
  /** Runs once the answers are saved or the first run was skipped. */
  onDone: () => void;
};

/**
 * The first run after sign-up (issue 38): four short questions, one a step, each
 * skippable; the server makes the starter plan from the answers.
 */
export function FirstRunFlow({ firstName, onDone }: TFirstRunFlowProps) {
  const form = useZodForm(ZPlanAnswers, { defaultValues: planFormValues(null) });
  const save = useSavePlanAnswers({ savedToast: PLAN_READY_TOAST });
  const skip = useSkipFirstRun();
  const [stepIndex, setStepIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const headingId = useId();
  const step = FIRST_RUN_STEPS[stepIndex] ?? FIRST_RUN_STEPS[0]!;
  const isLastStep = stepIndex === FIRST_RUN_STEPS.length - 1;
  const isBusy = save.isPending || skip.isPending;

  // A new step is announced by moving focus to its question (not on the first one).
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [stepIndex]);

  const goTo = (index: number) => {
    hasMoved.current = true;
    setStepIndex(index);
  };

  const saveAnswers = (answers: TPlanAnswers) =>
    save.mutate(answers, {
      onSuccess: onDone,
      onError: (error) => {
        const failure = describeSavePlanFailure(error);
        if (failure.field) {
          const index = FIRST_RUN_STEPS.findIndex(({ field }) => field === failure.field);
          if (index >= 0) goTo(index);
          form.setError(failure.field, { type: 'server', message: failure.message });
        } else {
          toast({ ...failure.problem, variant: 'destructive' });
        }
      },
    });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!isLastStep) {
      event.preventDefault();
      void form.trigger(step.field).then((isValid) => isValid && goTo(stepIndex + 1));
      return;
    }
    void form.handleSubmit(saveAnswers)(event);
  };

  const decideLater = () => {
    form.setValue('mainGoal', '');
    void form.handleSubmit(saveAnswers)();
  };

  // Skipping never traps anyone here: if the call fails, the dashboard comes anyway.
  const skipAll = () => skip.mutate(undefined, { onSettled: onDone });

  const progress = stepProgress(stepIndex);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2 text-center sm:text-left">
        <p className="inline-flex items-center gap-1.5 self-center rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground sm:self-start">
          <Sparkles className="size-3.5" aria-hidden="true" />
          {firstName ? `Welcome, ${firstName}` : 'Welcome'}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Let&apos;s make your{' '}
          <span className="bg-linear-to-r from-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-violet-300 dark:to-fuchsia-300">
            first plan
          </span>
        </h1>
        <p className="text-pretty text-muted-foreground">
          Four quick questions, under a minute. Skip any of them; you can change everything later in
          Settings.
        </p>
      </header>

      <div className="rounded-2xl border border-border bg-card shadow-xl shadow-violet-200/40 dark:shadow-none">
        <div className="flex items-center justify-between gap-4 border-b border-border px-5 pt-4 pb-3 sm:px-8">
          <FirstRunProgress
            steps={FIRST_RUN_STEPS}
            currentIndex={stepIndex}
            label={progress.label}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="-mr-2 shrink-0 text-muted-foreground"
            disabled={isBusy}
            onClick={skipAll}
          >
            {skip.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Skip for now
          </Button>
        </div>

        <Form {...form}>
          <form
            noValidate
            onSubmit={handleSubmit}
            aria-label="Your first plan"
            className="flex flex-col gap-6 px-5 py-6 sm:px-8 sm:py-8"
          >
            <div key={step.field} className="flex flex-col gap-6 motion-safe:animate-fade-in">
              <div className="grid gap-1.5">
                <h2
                  id={headingId}
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-xl font-bold tracking-tight outline-none sm:text-2xl"
                >
                  {step.title}
                </h2>
                <p className="text-sm text-muted-foreground sm:text-base">{step.description}</p>
              </div>

              {step.field === 'areas' && (
                <FormField
                  control={form.control}
                  name="areas"
                  render={({ field }) => (
                    <AreaOptions
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      labelledBy={headingId}
                    />
                  )}
                />
              )}

              {step.field === 'practiceTime' && (
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
                        );
                        field.onChange(time);
                      }}
                      onBlur={field.onBlur}
                      labelledBy={headingId}
                    />
                  )}
                />
              )}

              {step.field === 'reminderTime' && (
                <FormField
                  control={form.control}
                  name="reminderTime"
                  render={({ field }) => (
                    <FormItem className="gap-3">
                      <div className="flex items-center gap-4 rounded-xl border border-border bg-muted/40 p-4">
                        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-linear-to-br from-violet-600 to-indigo-600 text-white">
                          <BellRing className="size-5" aria-hidden="true" />
                        </span>
                        <FormControl>
                          <Input
                            type="time"
                            step={60}
                            aria-labelledby={headingId}
                            className="h-12 max-w-40 text-lg font-semibold tabular-nums"
                            {...field}
                          />
                        </FormControl>
                      </div>
                      <p className="text-sm text-muted-foreground">
                        In your own time zone. We ask before sending any notification.
                      </p>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}

              {step.field === 'mainGoal' && (
                <FormField
                  control={form.control}
                  name="mainGoal"
                  render={({ field }) => (
                    <FormItem className="gap-3">
                      <div className="relative">
                        <Target
                          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-primary"
                          aria-hidden="true"
                        />
                        <FormControl>
                          <Input
                            aria-labelledby={headingId}
                            placeholder="e.g. Run my first half marathon"
                            maxLength={200}
                            autoComplete="off"
                            className="h-12 pl-11 text-base"
                            {...field}
                            value={field.value ?? ''}
                          />
                        </FormControl>
                      </div>
                      <p className="text-sm text-muted-foreground">
                        It becomes your manifestation goal, ready to flesh out on Goal Setting.
                      </p>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}
            </div>

            <div
              className={cn(
                'flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-center',
                stepIndex > 0 ? 'sm:justify-between' : 'sm:justify-end',
              )}
            >
              {stepIndex > 0 && (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={isBusy}
                  onClick={() => goTo(stepIndex - 1)}
                >
                  <ArrowLeft aria-hidden="true" />
                  Back
                </Button>
              )}
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                {isLastStep && (
                  <Button
                    type="button"
                    variant="outline"
                    size="lg"
                    className="px-6"
                    disabled={isBusy}
                    onClick={decideLater}
                  >
                    Decide later
                  </Button>
                )}
                <Button
                  type="submit"
                  size="lg"
                  disabled={isBusy}
                  aria-busy={save.isPending}
                  className={PRIMARY_BUTTON}
                >
                  {save.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
                  {isLastStep
                    ? save.isPending
                      ? 'Creating your plan...'
                      : 'Create my plan'
                    : 'Continue'}
                  {!isLastStep && <ArrowRight aria-hidden="true" />}
                </Button>
              </div>
            </div>
          </form>
        </Form>
      </div>
    </div>
  );
}
