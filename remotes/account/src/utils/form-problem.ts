/** What a rejected form tells the user, shown as a destructive toast. */
export type TFormProblem = {
  title: string;
  description: string;
};
