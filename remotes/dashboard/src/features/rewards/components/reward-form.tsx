import { REWARD_TITLE_MAX_LENGTH } from '@manifest/contracts/rewards';
import { Button } from '@manifest/ui/button';
import { DialogClose, DialogFooter } from '@manifest/ui/dialog';
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
import { LoaderCircle } from 'lucide-react';

import { useCreateReward } from '../api/create-reward';
import { useUpdateReward } from '../api/update-reward';
import {
  EMPTY_REWARD_FORM,
  toRewardRequest,
  ZRewardForm,
  type TRewardFormValues,
} from '../utils/reward-form';

export type TRewardFormProps = {
  /** The reward being edited; none adds a new one. */
  rewardId?: string;
  initialValues?: TRewardFormValues;
  onSaved: () => void;
};

/** Title and price in points; adds a reward, or fixes one (a mistyped title or price). */
export function RewardForm({
  rewardId,
  initialValues = EMPTY_REWARD_FORM,
  onSaved,
}: TRewardFormProps) {
  // Checked on submit, not on leaving a field: a message appearing as the price box loses
  // focus would move the submit button from under the pointer pressing it.
  const form = useZodForm(ZRewardForm, { defaultValues: initialValues, mode: 'onSubmit' });
  const createReward = useCreateReward();
  const updateReward = useUpdateReward();
  const isPending = createReward.isPending || updateReward.isPending;

  const submit = form.handleSubmit((values) => {
    const body = toRewardRequest(values);
    const saving = rewardId
      ? updateReward.mutateAsync({ rewardId, body })
      : createReward.mutateAsync(body);
    // The hook's toast says what went wrong; the form keeps what was typed.
    return saving.then(onSaved, () => undefined);
  });

  return (
    <Form {...form}>
      <form
        noValidate
        onSubmit={submit}
        aria-label={rewardId ? 'Edit reward' : 'Add a reward'}
        className="grid gap-4"
      >
        <fieldset disabled={isPending} className="grid gap-4">
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Reward</FormLabel>
                <FormControl>
                  <Input
                    autoComplete="off"
                    maxLength={REWARD_TITLE_MAX_LENGTH}
                    placeholder="e.g., A guilt-free movie night"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="price"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Price (points)</FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="off" placeholder="150" {...field} />
                </FormControl>
                <FormDescription>Most daily tasks pay 10 to 25 points each.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        </fieldset>
        <DialogFooter className="pt-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" aria-busy={isPending} disabled={isPending}>
            {isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {rewardId ? 'Save reward' : 'Add reward'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
