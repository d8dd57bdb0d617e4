import { cn } from '@manifest/ui/cn';
import type { ReactNode } from 'react';

import { TONE_CHIP_CLASSES, type TTone } from './tones';

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
