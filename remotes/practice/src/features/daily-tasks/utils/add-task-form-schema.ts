import {
  TASK_DURATION,
  TASK_POINTS,
  ZCreateTaskRequest,
  type TCreateTaskRequest,
} from '@manifest/contracts/daily-tasks';
import { z } from 'zod';

import { toTaskNumber } from './task-number';

const { title, description, category, difficulty, duration, points } = ZCreateTaskRequest.shape;

/** The number fields are text while typed; a non-numeric entry becomes 1, then the API's range applies. */
const taskNumber = <TRange extends z.ZodType<number, number>>(range: TRange) =>
  z.union([z.string(), z.number()]).transform(toTaskNumber).pipe(range);

/**
 * The Add Custom Task form: the API's own contract (so 'Title is required' and
 * the range messages are the ones the server would answer), with the number
 * fields read from their inputs.
 */
export const ZAddTaskForm = z.object({
  title,
  description: description.unwrap().unwrap(),
  category: category.unwrap(),
  duration: taskNumber(duration.unwrap()),
  difficulty: difficulty.unwrap(),
  points: taskNumber(points.unwrap()),
});
export type TAddTaskFormValues = z.input<typeof ZAddTaskForm>;

/** The spec's defaults: anytime, 15 minutes, easy, 10 points. */
export const ADD_TASK_DEFAULTS: TAddTaskFormValues = {
  title: '',
  description: '',
  category: 'anytime',
  duration: String(TASK_DURATION.default),
  difficulty: 'easy',
  points: String(TASK_POINTS.default),
};

/** What the API is sent; a blank description is left out. */
export const toCreateTaskRequest = (values: z.output<typeof ZAddTaskForm>): TCreateTaskRequest => ({
  title: values.title,
  ...(values.description ? { description: values.description } : {}),
  category: values.category,
  duration: values.duration,
  difficulty: values.difficulty,
  points: values.points,
});
