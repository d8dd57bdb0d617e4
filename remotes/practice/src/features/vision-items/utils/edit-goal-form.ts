import {
  GOAL_CATEGORY_MAX_LENGTH,
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_TITLE_MAX_LENGTH,
  type TGoal,
  type TUpdateGoalRequest,
} from '@manifest/contracts/goals';
import { optionalText, requiredText } from '@manifest/contracts/text';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_EMPTY_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  MAX_IMAGE_UPLOAD_BYTES,
} from '@manifest/contracts/uploads';
import { ZImageUrl } from '@manifest/contracts/vision-board';
import { z } from 'zod';

// The grid's Edit form: the fields of `PUT /api/goals/{id}`, with the
// contracts' rules and messages; a blank image or date means none.

export const ZEditGoalForm = z.object({
  title: requiredText('Title', GOAL_TITLE_MAX_LENGTH),
  description: optionalText('Description', GOAL_DESCRIPTION_MAX_LENGTH),
  category: requiredText('Category', GOAL_CATEGORY_MAX_LENGTH, {
    missing: 'Category must not be blank',
  }),
  imageUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || ZImageUrl.safeParse(value).success, {
      error: 'Image URL must be an http(s) URL',
    }),
  targetDate: z.string().refine((value) => value === '' || z.iso.date().safeParse(value).success, {
    error: 'Target date must be a date (YYYY-MM-DD)',
  }),
});
export type TEditGoalForm = z.infer<typeof ZEditGoalForm>;

export const editGoalDefaults = (goal: TGoal): TEditGoalForm => ({
  title: goal.title,
  description: goal.description,
  category: goal.category,
  imageUrl: goal.imageUrl ?? '',
  targetDate: goal.targetDate ?? '',
});

export const toUpdateGoalRequest = (values: TEditGoalForm): TUpdateGoalRequest => ({
  title: values.title,
  description: values.description,
  category: values.category,
  imageUrl: values.imageUrl || null,
  targetDate: values.targetDate || null,
});

/** Checked before sending, with the API's own messages (it checks the bytes again). */
export function imageFileProblem(file: { size: number; type: string }): string | null {
  if (file.size === 0) return IMAGE_EMPTY_MESSAGE;
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  if (!(ACCEPTED_IMAGE_TYPES as ReadonlyArray<string>).includes(file.type))
    return IMAGE_TYPE_MESSAGE;
  return null;
}
