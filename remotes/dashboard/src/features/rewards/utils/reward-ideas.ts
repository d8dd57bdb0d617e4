/** What the empty state suggests: two rewards people give themselves, priced to be earned in days. */
export const REWARD_IDEAS = [
  { title: 'A guilt-free movie night', price: 150 },
  { title: 'A fancy coffee from the good café', price: 60 },
] as const;
