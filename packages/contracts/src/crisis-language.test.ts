import { describe, expect, it } from 'vitest';
import { crisisReading, crisisSignalsIn, suggestsCrisis } from './crisis-language';

describe('crisisReading', () => {
  it.each([
    ['curly apostrophes and contractions', 'I don’t wanna live', "i don't want to live"],
    ['two-word negations', 'I do not want to be alive', "i don't want to be alive"],
    ['full-width letters (NFKC)', 'ｋｉｌｌ myself', 'kill myself'],
    ['invisible characters', 'kill my\u200bself', 'kill myself'],
    ['letters held down', 'killll myselffff', 'kill myself'],
    ['digits for letters', 'k1ll mys3lf', 'kill myself'],
    ['one slip in a key word', 'suicde mysefl', 'suicide myself'],
    ['a short key word halved', 'kil', 'kill'],
    ['self harm spelled apart', 'self harm', 'self-harm'],
  ])('reads %s', (_name, text, reading) => {
    expect(crisisReading(text)).toBe(reading);
  });

  it('leaves numbers with their units and ordinary words as they are', () => {
    expect(crisisReading('I ran 5km on the 3rd, feeling fine')).toBe(
      'i ran 5km on the 3rd, feeling fine',
    );
  });

  it('sets denials aside, but not one followed by "but" or "again"', () => {
    expect(crisisReading("I'm not suicidal")).not.toContain('suicidal');
    expect(suggestsCrisis('I would never hurt myself')).toBe(false);
    expect(suggestsCrisis("I'm not suicidal but I want to disappear forever")).toBe(true);
    expect(suggestsCrisis('I promised I would never hurt myself again')).toBe(true);
  });
});

describe('crisisSignalsIn', () => {
  it.each([
    ['I keep thinking about ending my life', 'end or take my life'],
    ['ending it all', 'end it'],
    ["I don't want to live anymore", "don't want to live"],
    ['no point in living', 'no point in living'],
    ['cutting myself again', 'hurt myself'],
    ['I want to unalive', 'unalive'],
    ['take all my pills', 'take all my pills'],
    ['better off without me', 'better off without me'],
    ['I want to disappear forever', 'disappear forever'],
    ["I can't go on", "can't go on"],
  ])('names the rule that hears %j', (text, name) => {
    expect(crisisSignalsIn(text)).toContain(name);
  });

  it.each([
    'that joke killed me',
    'this workout is killing me',
    'I could kill for a coffee',
    'kill the lights',
    'a cutting remark',
    "I'm dying to see the show",
    'Suicide Squad was a fun movie',
    'I want to take my life to the next level',
    'I cut myself shaving',
    "I don't want to live in this city anymore",
  ])('hears no crisis in %j', (text) => {
    expect(crisisSignalsIn(text)).toEqual([]);
  });
});
