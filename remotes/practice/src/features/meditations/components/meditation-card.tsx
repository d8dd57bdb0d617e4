import type { TMeditation } from '@manifest/contracts/catalogue';
import { Badge } from '@manifest/ui/badge';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { Clock, Play, Square, Star } from 'lucide-react';

import { MEDITATION_CATEGORY_CLASSES } from '../utils/category-colours';
import { meditationMinutes } from '../utils/meditation-figures';

/** One meditation: what it is, and the two ways in (listen to it, or begin a session). */
export function MeditationCard({
  meditation,
  isNarrating,
  canNarrate,
  isStarting,
  onPlay,
  onStop,
  onBegin,
}: {
  meditation: TMeditation;
  isNarrating: boolean;
  canNarrate: boolean;
  isStarting: boolean;
  onPlay: () => void;
  onStop: () => void;
  onBegin: () => void;
}) {
  const titleId = `meditation-${meditation.id}`;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <Badge
          variant="outline"
          className={`border-transparent ${MEDITATION_CATEGORY_CLASSES[meditation.category]}`}
        >
          {meditation.category}
        </Badge>
        <span className="flex items-center gap-1 text-xs text-muted-foreground">
          <Star aria-hidden="true" className="size-3.5 fill-current text-warning" />
          <span className="sr-only">Rated</span>
          {meditation.rating.toFixed(1)}
        </span>
      </div>
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        {meditation.title}
      </h3>
      <p className="flex-1 text-sm text-muted-foreground">{meditation.description}</p>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4" />
        {meditationMinutes(meditation.duration)} min
      </p>
      <div className="grid grid-cols-2 gap-2">
        {isNarrating ? (
          <Button variant="outline" onClick={onStop} aria-describedby={titleId}>
            <Square aria-hidden="true" />
            Stop Voice
          </Button>
        ) : (
          <Button
            variant="outline"
            onClick={onPlay}
            disabled={!canNarrate}
            aria-describedby={titleId}
          >
            <Play aria-hidden="true" />
            Play with Voice
          </Button>
        )}
        <Button onClick={onBegin} disabled={isStarting} aria-describedby={titleId}>
          {isStarting ? 'Starting...' : 'Begin Session'}
        </Button>
      </div>
    </Card>
  );
}
