/** The id of a Stripe field that holds either an id or the expanded object. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;
