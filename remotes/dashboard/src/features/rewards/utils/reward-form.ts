import { ZRewardRequest, type TReward, type TRewardRequest } from '@manifest/contracts/rewards';
import { z } from 'zod';

const { title, price } = ZRewardRequest.shape;

/** Digits as typed ('1,500' too); an empty box is no number, so the contract's message applies. */
export const toPriceNumber = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/[,\s]/g, '');
  return trimmed === '' ? undefined : Number(trimmed);
};

/**
 * The reward form: the API's own contract (so the messages are the ones the server would
 * answer, naming title and price), with the price read from its text box.
 */
export const ZRewardForm = z.object({
  title,
  price: z.string().transform(toPriceNumber).pipe(price),
});
export type TRewardFormValues = z.input<typeof ZRewardForm>;

export const EMPTY_REWARD_FORM: TRewardFormValues = { title: '', price: '' };

export const rewardFormValuesOf = (
  reward: Pick<TReward, 'title' | 'price'>,
): TRewardFormValues => ({
  title: reward.title,
  price: String(reward.price),
});

export const toRewardRequest = (values: z.output<typeof ZRewardForm>): TRewardRequest => ({
  title: values.title,
  price: values.price,
});
