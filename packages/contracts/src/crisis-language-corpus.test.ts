import { describe, expect, it } from 'vitest';
import corpus from './crisis-language-corpus.json' with { type: 'json' };
import { crisisSignalsIn } from './crisis-language';

// The crisis check against a corpus of what people write, crisis and not, each
// with the label a person would give it. Every crisis phrasing is caught
// (recall 1.0); the corpus's false alarms are hyperbole, noted in the fixture,
// flagged on purpose because the check leans towards caring.

type TCorpusEntry = { text: string; crisis: boolean; note?: string };
const entries: ReadonlyArray<TCorpusEntry> = corpus;

const MIN_PRECISION = 0.95;

describe('the crisis check on its corpus', () => {
  const judged = entries.map((entry) => ({ ...entry, signals: crisisSignalsIn(entry.text) }));
  const truePositives = judged.filter(({ crisis, signals }) => crisis && signals.length > 0);
  const falsePositives = judged.filter(({ crisis, signals }) => !crisis && signals.length > 0);
  const missed = judged.filter(({ crisis, signals }) => crisis && signals.length === 0);
  const precision = truePositives.length / (truePositives.length + falsePositives.length);
  const recall = truePositives.length / (truePositives.length + missed.length);

  it('holds at least 60 phrasings, at least 25 of each kind', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(entries.filter(({ crisis }) => crisis).length).toBeGreaterThanOrEqual(25);
    expect(entries.filter(({ crisis }) => !crisis).length).toBeGreaterThanOrEqual(25);
  });

  it(`catches every crisis phrasing (recall 1.0) with precision of at least ${MIN_PRECISION}`, () => {
    console.log(
      `crisis corpus: ${entries.length} phrasings; precision ${precision.toFixed(3)} ` +
        `(${truePositives.length} of ${truePositives.length + falsePositives.length} flagged), ` +
        `recall ${recall.toFixed(3)} (${truePositives.length} of ${truePositives.length + missed.length} crises)`,
    );
    expect(missed.map(({ text }) => text)).toEqual([]);
    expect(recall).toBe(1);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
  });

  it('flags no benign phrasing but the hyperbole noted in the fixture', () => {
    expect(falsePositives.filter(({ note }) => note === undefined).map(({ text }) => text)).toEqual(
      [],
    );
  });
});
