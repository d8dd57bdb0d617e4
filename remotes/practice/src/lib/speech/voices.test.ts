import { describe, expect, it } from 'vitest';

import { defaultVoice, offeredVoices } from './voices';

const voice = (name: string, lang: string, isDefault = false) => ({
  name,
  lang,
  default: isDefault,
});

describe('offeredVoices', () => {
  it('keeps English voices of any region and drops the others', () => {
    const voices = [
      voice('Samantha', 'en-US'),
      voice('Daniel', 'en-GB'),
      voice('Karen', 'en_AU'),
      voice('Thomas', 'fr-FR'),
      voice('Anna', 'de-DE'),
    ];
    expect(offeredVoices(voices).map((each) => each.name)).toEqual(['Samantha', 'Daniel', 'Karen']);
  });

  it('drops the novelty voices, by name or name and locale', () => {
    const voices = [
      voice('Albert', 'en-US'),
      voice('Bad News', 'en-US'),
      voice('Zarvox (en-US)', 'en-US'),
      voice('Samantha (en-US)', 'en-US'),
      voice('Albertine', 'en-US'),
    ];
    expect(offeredVoices(voices).map((each) => each.name)).toEqual([
      'Samantha (en-US)',
      'Albertine',
    ]);
  });
});

describe('defaultVoice', () => {
  it("prefers the system's default when it is offered", () => {
    expect(defaultVoice([voice('Samantha', 'en-US'), voice('Daniel', 'en-GB', true)])?.name).toBe(
      'Daniel',
    );
  });

  it('falls back to the first offered voice, or none', () => {
    expect(defaultVoice([voice('Thomas', 'fr-FR', true), voice('Daniel', 'en-GB')])?.name).toBe(
      'Daniel',
    );
    expect(defaultVoice([voice('Thomas', 'fr-FR')])).toBeUndefined();
  });
});
