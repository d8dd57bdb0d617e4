import { describe, expect, it } from 'vitest';

import { voiceTestProblem } from './voice-test-problem';

const voices = [{ name: 'Samantha', lang: 'en-US' }];
const ready = { isSupported: true, isLoading: false, voices, selectedName: 'Samantha' };

describe('voiceTestProblem', () => {
  it('lets a loaded, selected voice speak', () => {
    expect(voiceTestProblem(ready)).toBeNull();
  });

  it("says each problem in the spec's words", () => {
    expect(voiceTestProblem({ ...ready, isSupported: false })?.description).toBe(
      'Speech synthesis is not supported in your browser.',
    );
    expect(voiceTestProblem({ ...ready, isLoading: true })).toEqual({
      title: 'Loading Voices',
      description: 'Please wait a moment for voices to load, then try again.',
    });
    expect(voiceTestProblem({ ...ready, selectedName: undefined })).toEqual({
      title: 'No Voice Selected',
      description: 'Please select a voice to test.',
    });
    expect(voiceTestProblem({ ...ready, selectedName: 'Zarvox' })).toEqual({
      title: 'Voice Not Found',
      description: 'Selected voice is not available.',
    });
  });
});
