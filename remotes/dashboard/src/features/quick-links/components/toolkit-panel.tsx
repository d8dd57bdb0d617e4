import { Card } from '@manifest/ui/card';
import { Award, Gem, Sparkles, Target } from 'lucide-react';

import { LinkTile } from './link-tile';

/**
 * The toolkit's four tiles (spec 000 section 2). The achievement dialog belongs to
 * the shell's points button, so Achievement System opens the track record.
 */
export function ToolkitPanel() {
  return (
    <Card className="h-full p-4 sm:p-6">
      <h2 id="toolkit-heading" className="text-lg font-semibold">
        Manifestation Toolkit
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Everything you need to grow, one tap away.
      </p>
      <ul aria-labelledby="toolkit-heading" className="mt-4 grid grid-cols-2 gap-3">
        <li>
          <LinkTile
            size="tile"
            to="/affirmations"
            title="Power Affirmations"
            description="Rewire your beliefs"
            icon={<Sparkles />}
            tone="primary"
          />
        </li>
        <li>
          <LinkTile
            size="tile"
            to="/track-record"
            title="Achievement System"
            description="Points, badges, history"
            icon={<Award />}
            tone="streak"
          />
        </li>
        <li>
          <LinkTile
            size="tile"
            to="/goal-setting"
            title="Smart Goal Setting"
            description="Dreams into clear goals"
            icon={<Target />}
            tone="success"
          />
        </li>
        <li>
          <LinkTile
            size="tile"
            to="/meditations"
            title="Abundance Rituals"
            description="Guided abundance practice"
            icon={<Gem />}
            tone="calm"
          />
        </li>
      </ul>
    </Card>
  );
}
