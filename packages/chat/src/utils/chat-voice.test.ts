import { describe, expect, it } from 'vitest';
import { chatVoiceOf } from './chat-voice';

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;

describe('chatVoiceOf', () => {
  it('prefers an English female voice', () => {
    const voices = [voice('Daniel', 'en-GB'), voice('Amélie', 'fr-CA'), voice('Samantha', 'en-US')];
    expect(chatVoiceOf(voices)?.name).toBe('Samantha');
  });

  it('takes a female voice in another language over none', () => {
    expect(chatVoiceOf([voice('Thomas', 'fr-FR'), voice('Google Female', 'de-DE')])?.name).toBe(
      'Google Female',
    );
  });

  it('falls back to the first English voice, then to the default', () => {
    expect(chatVoiceOf([voice('Thomas', 'fr-FR'), voice('Daniel', 'en-GB')])?.name).toBe('Daniel');
    expect(chatVoiceOf([voice('Thomas', 'fr-FR')])).toBeUndefined();
  });
});
