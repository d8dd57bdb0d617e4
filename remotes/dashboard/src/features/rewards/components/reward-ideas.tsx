import { Button } from '@manifest/ui/button';
import { EmptyState } from '@manifest/ui/page-states';
import { Gift, Plus } from 'lucide-react';

import { useCreateReward } from '../api/create-reward';
import { REWARD_IDEAS } from '../utils/reward-ideas';
import { pointsText } from '../utils/points-words';

/** No rewards yet: what they are for, and two ideas to add with one tap. */
export function RewardIdeas({ onAddOwn }: { onAddOwn: () => void }) {
  const createReward = useCreateReward();
  return (
    <EmptyState
      icon={<Gift />}
      title="Treat yourself with the points you earn"
      description="Write rewards you would love and give each a price in points. Every task, affirmation and meditation brings one closer. Two ideas to start:"
      action={
        <div className="flex w-full max-w-md flex-col gap-2">
          {REWARD_IDEAS.map((idea) => (
            <Button
              key={idea.title}
              variant="outline"
              className="h-auto justify-between gap-3 py-2 text-left whitespace-normal"
              disabled={createReward.isPending}
              onClick={() => createReward.mutate(idea)}
              aria-label={`Add ${idea.title} for ${pointsText(idea.price)}`}
            >
              <span>{idea.title}</span>
              <span className="shrink-0 text-muted-foreground">{pointsText(idea.price)}</span>
            </Button>
          ))}
          <Button aria-haspopup="dialog" onClick={onAddOwn}>
            <Plus aria-hidden="true" />
            Write your own
          </Button>
        </div>
      }
    />
  );
}
