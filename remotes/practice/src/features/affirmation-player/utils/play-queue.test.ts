import type { TAffirmation } from '@manifest/contracts/catalogue';
import { describe, expect, it } from 'vitest';

import { playQueue } from './play-queue';

const affirmation = (id: number, text = `Affirmation ${id}`): TAffirmation => ({
  id,
  text,
  category: 'love',
});

describe('the Play my affirmations queue', () => {
  it('reads the shown affirmations in id order, as the cards read', () => {
    expect(playQueue([affirmation(9), affirmation(2), affirmation(16)]).map((a) => a.id)).toEqual([
      2, 9, 16,
    ]);
  });

  it('leaves out blank texts and keeps an empty list empty', () => {
    expect(playQueue([affirmation(1, '  '), affirmation(3)]).map((a) => a.id)).toEqual([3]);
    expect(playQueue([])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const shown = [affirmation(5), affirmation(4)];
    playQueue(shown);
    expect(shown.map((a) => a.id)).toEqual([5, 4]);
  });
});
