import { Card } from '@manifest/ui/card';
import { Progress } from '@manifest/ui/progress';

/** The bar of spec 001 section 2, with the real count. */
export function AffirmationsProgress({ completed, total }: { completed: number; total: number }) {
  const text = `You've completed ${completed} out of ${total} affirmations today`;
  return (
    <Card className="space-y-3 p-5">
      <p className="text-sm font-medium" aria-live="polite">
        {text}
      </p>
      <Progress value={completed} max={Math.max(total, 1)} aria-label={text} />
    </Card>
  );
}
