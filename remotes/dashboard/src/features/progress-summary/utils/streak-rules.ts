import { counted, noun } from '@manifest/contracts/counted';
import { STREAK_FREEZE_EVERY_ACTIVE_DAYS, STREAK_FREEZES_MAX } from '@manifest/contracts/stats';

/** The kind-streak rule in the words the streak card shows (contract: packages/contracts/src/stats.ts). */
export const STREAK_RULES: ReadonlyArray<string> = [
  `Every ${STREAK_FREEZE_EVERY_ACTIVE_DAYS} active days earn a streak freeze; you can save up to ${STREAK_FREEZES_MAX}.`,
  'A freeze covers a single missed day, so one off day never resets your streak.',
  'Missed yesterday? Activity before noon counts for yesterday if it had none.',
];

/** '2 freezes saved', '1 freeze saved', 'No freezes saved yet'. */
export function freezesLabel(count: number): string {
  if (count === 0) return 'No freezes saved yet';
  return `${counted(count, noun('freeze'))} saved`;
}
