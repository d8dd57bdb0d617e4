import type { ReactNode } from 'react';

import { cn } from './cn';

/** The accent a figure or an item carries; theme names only, so dark mode follows. */
export type TTone = 'primary' | 'success' | 'calm' | 'streak' | 'accent';

export const TONE_CHIP_CLASSES: Record<TTone, string> = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  calm: 'bg-calm/10 text-calm',
  streak: 'bg-streak/10 text-streak',
  accent: 'bg-accent text-accent-foreground',
};

const SIZE_CLASSES = {
  sm: 'size-9 [&_svg]:size-5',
  md: 'size-10 [&_svg]:size-5',
  lg: 'size-12 [&_svg]:size-6',
} as const;

type TToneIconProps = { tone: TTone; size?: keyof typeof SIZE_CLASSES; children: ReactNode };

/** An icon on a soft square of its tone; decorative, the text beside it says what it is. */
export function ToneIcon({ tone, size = 'md', children }: TToneIconProps) {
  return (
    <span
      aria-hidden="true"
      data-slot="tone-icon"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-xl',
        SIZE_CLASSES[size],
        TONE_CHIP_CLASSES[tone],
      )}
    >
      {children}
    </span>
  );
}
