import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('seededRandom', () => {
  it('makes the same choices for the same seed', () => {
    expect(seededRandom('x', 1).sample(LETTERS, 8)).toEqual(
      seededRandom('x', 1).sample(LETTERS, 8),
    );
  });

  it('makes different choices for different seeds', () => {
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) => seededRandom(seed).sample(LETTERS, 8).join('')),
    );
    expect(orders.size).toBeGreaterThan(15);
  });

  it('samples distinct elements and never more than there are', () => {
    const sample = seededRandom('y').sample(LETTERS, 20);
    expect(sample).toHaveLength(8);
    expect(new Set(sample).size).toBe(8);
  });

  it('picks every element over many seeds', () => {
    const picked = new Set(
      Array.from({ length: 200 }, (_, seed) => seededRandom(seed).pick(LETTERS)),
    );
    expect(picked.size).toBe(LETTERS.length);
  });
});
