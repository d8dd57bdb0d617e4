import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { Label } from '@manifest/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@manifest/ui/select';
import { Spinner } from '@manifest/ui/spinner';
import { toast } from '@manifest/ui/use-toast';
import { Mic, Volume2 } from 'lucide-react';

import { TEST_VOICE_RATE } from '../../../lib/speech/speech-settings';
import type { TNarration } from '../../../lib/speech/use-narration';
import type { TVoicesState } from '../../../lib/speech/use-voices';
import { voiceTestProblem } from '../utils/voice-test-problem';

export const VOICE_TEST_TEXT =
  'Hello. I will be your guide today. Take a slow, deep breath, and let us begin.';
const VOICE_TEST_KEY = 'voice-test';

/** The voice narrator panel of spec 001 section 2: state, voice count, the voice, Test Voice. */
export function VoiceNarratorPanel({
  voices,
  selectedName,
  onSelect,
  narration,
}: {
  voices: TVoicesState;
  selectedName: string | undefined;
  onSelect: (name: string) => void;
  narration: TNarration;
}) {
  const test = () => {
    const problem = voiceTestProblem({ ...voices, selectedName });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    narration.play(VOICE_TEST_KEY, VOICE_TEST_TEXT, TEST_VOICE_RATE);
  };

  const state = !voices.isSupported
    ? 'Speech synthesis is not supported in your browser.'
    : voices.isLoading
      ? 'Loading voices...'
      : voices.voices.length === 0
        ? 'No English voices on this device'
        : 'Voice narrator ready';

  return (
    <Card
      role="region"
      aria-labelledby="voice-narrator-title"
      className="grid gap-4 p-5 md:grid-cols-[1fr_auto] md:items-end"
    >
      <div className="space-y-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Mic aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="voice-narrator-title" className="font-semibold">
              Voice Narrator
            </h2>
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              {voices.isLoading ? <Spinner size="sm" label="" /> : null}
              {state}
              {voices.voices.length > 0 ? ` · ${voices.voices.length} voices available` : ''}
            </p>
          </div>
        </div>
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="narrator-voice">Voice</Label>
          <Select
            value={selectedName ?? ''}
            onValueChange={onSelect}
            disabled={voices.voices.length === 0}
          >
            <SelectTrigger id="narrator-voice">
              <SelectValue placeholder="Choose a voice" />
            </SelectTrigger>
            <SelectContent>
              {voices.voices.map((voice) => (
                <SelectItem key={voice.name} value={voice.name}>
                  {voice.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <Button variant="outline" onClick={test} disabled={!voices.isSupported}>
        <Volume2 aria-hidden="true" />
        Test Voice
      </Button>
    </Card>
  );
}
