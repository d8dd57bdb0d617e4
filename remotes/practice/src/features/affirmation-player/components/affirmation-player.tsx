import type { TAffirmation } from '@manifest/contracts/catalogue';
import { counted, noun } from '@manifest/contracts/counted';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { Headphones, Pause, Play, Square } from 'lucide-react';

import { isSpeechSupported } from '../../../lib/speech/speech-settings';
import { useAffirmationPlayer } from '../hooks/use-affirmation-player';

/**
 * Play my affirmations: the shown affirmations read aloud one after another
 * over a soft ambient pad, with pause and stop.
 */
export function AffirmationPlayer({
  affirmations,
  listName,
}: {
  affirmations: ReadonlyArray<TAffirmation>;
  /** What is being played, e.g. 'All' or 'Wealth & Abundance'. */
  listName: string;
}) {
  const player = useAffirmationPlayer();
  const isSupported = isSpeechSupported();
  const isActive = player.status !== 'idle';

  return (
    <Card
      role="region"
      aria-labelledby="affirmation-player-title"
      className="flex flex-col gap-4 border-primary/20 bg-gradient-to-br from-secondary/70 to-card p-5 sm:flex-row sm:items-center"
    >
      <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Headphones aria-hidden="true" className="size-5" />
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="affirmation-player-title" className="font-semibold">
          Play my affirmations
        </h2>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {!isSupported
            ? 'Speech synthesis is not supported in your browser.'
            : player.current
              ? `${player.status === 'paused' ? 'Paused' : 'Now playing'} ${player.position} of ${player.total}: “${player.current.text}”`
              : `Listen to ${counted(affirmations.length, noun('affirmation'))} (${listName}) over a calm ambient sound, and repeat each one after it.`}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {player.status === 'idle' ? (
          <Button
            onClick={() => player.play(affirmations)}
            disabled={!isSupported || affirmations.length === 0}
          >
            <Play aria-hidden="true" />
            Play
          </Button>
        ) : player.status === 'playing' ? (
          <Button variant="outline" onClick={player.pause}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : (
          <Button onClick={player.resume}>
            <Play aria-hidden="true" />
            Resume
          </Button>
        )}
        {isActive ? (
          <Button variant="outline" onClick={player.stop}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
