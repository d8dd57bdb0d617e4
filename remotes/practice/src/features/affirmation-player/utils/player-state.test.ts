import { describe, expect, it } from 'vitest';

import { IDLE_PLAYER, playerReducer, type TPlayerEvent, type TPlayerState } from './player-state';

const run = (events: TPlayerEvent[], from: TPlayerState = IDLE_PLAYER) =>
  events.reduce(playerReducer, from);

describe('the affirmation player', () => {
  it('plays each affirmation in turn and stops after the last', () => {
    expect(run([{ type: 'play', total: 3 }])).toEqual({ status: 'playing', index: 0, total: 3 });
    expect(run([{ type: 'play', total: 3 }, { type: 'spoken' }, { type: 'spoken' }])).toEqual({
      status: 'playing',
      index: 2,
      total: 3,
    });
    expect(
      run([{ type: 'play', total: 3 }, { type: 'spoken' }, { type: 'spoken' }, { type: 'spoken' }]),
    ).toEqual(IDLE_PLAYER);
  });

  it('does not start on an empty list', () => {
    expect(run([{ type: 'play', total: 0 }])).toEqual(IDLE_PLAYER);
  });

  it('pauses and resumes on the same affirmation', () => {
    const paused = run([{ type: 'play', total: 3 }, { type: 'spoken' }, { type: 'pause' }]);
    expect(paused).toEqual({ status: 'paused', index: 1, total: 3 });
    expect(playerReducer(paused, { type: 'resume' })).toEqual({
      status: 'playing',
      index: 1,
      total: 3,
    });
  });

  it('ignores a pause or resume that does not apply, and an end after Stop', () => {
    expect(run([{ type: 'pause' }])).toEqual(IDLE_PLAYER);
    expect(run([{ type: 'play', total: 2 }, { type: 'resume' }]).status).toBe('playing');
    expect(run([{ type: 'play', total: 2 }, { type: 'stop' }, { type: 'spoken' }])).toEqual(
      IDLE_PLAYER,
    );
  });

  it('Play again starts from the first', () => {
    expect(
      run([{ type: 'play', total: 3 }, { type: 'spoken' }, { type: 'play', total: 2 }]),
    ).toEqual({ status: 'playing', index: 0, total: 2 });
  });
});
