import { describe, expect, it } from 'vitest';

import { toPriceNumber, ZRewardForm } from './reward-form';

const messageOf = (values: { title: string; price: string }) => {
  const parsed = ZRewardForm.safeParse(values);
  return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path[0], issue.message]);
};

describe('the reward form', () => {
  it('reads the price as typed, thousands separators too', () => {
    expect(toPriceNumber(' 150 ')).toBe(150);
    expect(toPriceNumber('1,500')).toBe(1500);
    expect(toPriceNumber('')).toBeUndefined();
    expect(ZRewardForm.parse({ title: '  Movie night ', price: '150' })).toEqual({
      title: 'Movie night',
      price: 150,
    });
  });

  it("gives the API's messages, naming the field", () => {
    expect(messageOf({ title: ' ', price: '10' })).toEqual([['title', 'Title is required']]);
    expect(messageOf({ title: 'Film', price: '' })).toEqual([
      ['price', 'Price must be a number of points'],
    ]);
    expect(messageOf({ title: 'Film', price: 'ten' })).toEqual([
      ['price', 'Price must be a number of points'],
    ]);
    expect(messageOf({ title: 'Film', price: '0' })).toEqual([
      ['price', 'Price must be between 1 and 100,000 points'],
    ]);
    expect(messageOf({ title: 'Film', price: '2.5' })).toEqual([
      ['price', 'Price must be a whole number of points'],
    ]);
  });
});
