import { z } from 'zod';
import { BODY_MUST_BE_OBJECT, requiredText } from './text';

// A goal's milestones (issue 38): small steps the person names and checks off.
// While a goal has milestones, its progress is the share of them done.

export const GOAL_MILESTONE_TITLE_MAX_LENGTH = 200;
export const GOAL_MILESTONES_MAX = 30;

export const ZGoalMilestone = z.object({
  id: z.string(),
  title: z.string(),
  done: z.boolean(),
  /** 0, 1, 2…: the order they were added in. */
  position: z.number().int().nonnegative(),
  doneAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TGoalMilestone = z.infer<typeof ZGoalMilestone>;

const title = requiredText('Title', GOAL_MILESTONE_TITLE_MAX_LENGTH);

/** `POST /api/goals/{id}/milestones`: answers the goal with the new milestone last. */
export const ZCreateGoalMilestoneRequest = z.object({ title }, { error: BODY_MUST_BE_OBJECT });
export type TCreateGoalMilestoneRequest = z.infer<typeof ZCreateGoalMilestoneRequest>;

/** `PATCH /api/goals/{id}/milestones/{milestoneId}`: check or uncheck it, or rename it. */
export const ZUpdateGoalMilestoneRequest = z
  .object(
    {
      title: title.optional(),
      done: z.boolean({ error: 'done must be true or false' }).optional(),
    },
    { error: BODY_MUST_BE_OBJECT },
  )
  .refine(({ title: newTitle, done }) => newTitle !== undefined || done !== undefined, {
    error: 'Nothing to update',
  });
export type TUpdateGoalMilestoneRequest = z.infer<typeof ZUpdateGoalMilestoneRequest>;
