import { Badge } from '@manifest/ui/badge';
import { cn } from '@manifest/ui/cn';

// Tasks and challenges share their three difficulties.
export type TDifficulty = 'easy' | 'medium' | 'hard';

// Spec 001 section 2: green easy, yellow medium, red hard.
const DIFFICULTY_CLASSES: Record<TDifficulty, string> = {
  easy: 'bg-success text-success-foreground',
  medium: 'bg-warning text-warning-foreground',
  hard: 'bg-destructive text-destructive-foreground',
};

const DIFFICULTY_LABELS: Record<TDifficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

/** The difficulty in its colour; `labels` renames the levels (the challenge dialog's Beginner...). */
export function DifficultyBadge({
  difficulty,
  labels = DIFFICULTY_LABELS,
}: {
  difficulty: TDifficulty;
  labels?: Record<TDifficulty, string>;
}) {
  return (
    <Badge
      variant="outline"
      className={cn('border-transparent', DIFFICULTY_CLASSES[difficulty])}
      data-difficulty={difficulty}
    >
      {labels[difficulty]}
    </Badge>
  );
}
