import { describe, expect, it } from 'vitest';
import { nextCompletion } from './goal-status';

describe('nextCompletion', () => {
  it('completes an active goal through isCompleted or through status', () => {
    expect(nextCompletion('active', { isCompleted: true })).toEqual({
      status: 'completed',
      transition: 'complete',
    });
    expect(nextCompletion('paused', { status: 'completed' })).toEqual({
      status: 'completed',
      transition: 'complete',
    });
  });

  it('reopens a completed goal as active unless a status is given', () => {
    expect(nextCompletion('completed', { isCompleted: false })).toEqual({
      status: 'active',
      transition: 'reopen',
    });
    expect(nextCompletion('completed', { status: 'paused' })).toEqual({
      status: 'paused',
      transition: 'reopen',
    });
  });

  it('changes nothing about completion for other edits', () => {
    expect(nextCompletion('completed', {})).toEqual({ status: 'completed', transition: null });
    expect(nextCompletion('completed', { isCompleted: true })).toEqual({
      status: 'completed',
      transition: null,
    });
    expect(nextCompletion('active', { status: 'paused' })).toEqual({
      status: 'paused',
      transition: null,
    });
  });
});
