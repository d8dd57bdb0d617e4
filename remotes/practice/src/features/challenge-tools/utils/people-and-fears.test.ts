import type { TAuditPerson, TFear } from '@manifest/contracts/challenge-tools';
import { describe, expect, it } from 'vitest';

import { energyCounts, fearAnalysis, intensityTone } from './people-and-fears';

const person = (name: string, energy: TAuditPerson['energy']): TAuditPerson => ({
  id: name,
  name,
  relationship: '',
  energy,
  timeSpent: '',
  notes: '',
});
const fear = (description: string, intensity: number, actionPlan = ''): TFear => ({
  id: description,
  description,
  intensity,
  actionPlan,
});

describe('energyCounts', () => {
  it('counts positive, neutral and negative', () => {
    expect(
      energyCounts([person('A', 'positive'), person('B', 'negative'), person('C', 'positive')]),
    ).toEqual({ positive: 2, neutral: 0, negative: 1 });
  });
});

describe('intensityTone', () => {
  it('is green up to 3, yellow up to 7, red above', () => {
    expect([1, 3, 4, 7, 8, 10].map(intensityTone)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

describe('fearAnalysis', () => {
  it('has nothing to say about no fears', () => {
    expect(fearAnalysis([])).toBeNull();
  });

  it('counts, averages, finds the strongest and the ones without a plan', () => {
    expect(
      fearAnalysis([fear('Failing', 8, 'Ship a draft'), fear('Judgement', 5), fear('Money', 8)]),
    ).toEqual({
      count: 3,
      averageIntensity: 7,
      strongest: fear('Failing', 8, 'Ship a draft'),
      withoutPlan: 2,
    });
  });
});
