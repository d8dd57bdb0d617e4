// The Play my affirmations player as a small state machine: the browser's
// speech events drive it, so its rules can be tested without a browser.

export type TPlayerStatus = 'idle' | 'playing' | 'paused';

export type TPlayerState = {
  status: TPlayerStatus;
  /** The affirmation being spoken (or next, in the pause between two). */
  index: number;
  /** How many are in the list being played. */
  total: number;
};

export type TPlayerEvent =
  | { type: 'play'; total: number }
  | { type: 'spoken' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' };

export const IDLE_PLAYER: TPlayerState = { status: 'idle', index: 0, total: 0 };

/** A moment between two affirmations, to repeat the last one silently. */
export const PAUSE_BETWEEN_AFFIRMATIONS_MS = 2000;

export function playerReducer(state: TPlayerState, event: TPlayerEvent): TPlayerState {
  switch (event.type) {
    case 'play':
      return event.total > 0 ? { status: 'playing', index: 0, total: event.total } : IDLE_PLAYER;
    case 'spoken':
      if (state.status === 'idle') return state;
      return state.index + 1 >= state.total ? IDLE_PLAYER : { ...state, index: state.index + 1 };
    case 'pause':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'resume':
      return state.status === 'paused' ? { ...state, status: 'playing' } : state;
    case 'stop':
      return IDLE_PLAYER;
  }
}
