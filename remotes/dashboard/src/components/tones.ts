/** The accent a figure or an item carries; theme names only, so dark mode follows. */
export type TTone = 'primary' | 'success' | 'calm' | 'streak';

export const TONE_CHIP_CLASSES: Record<TTone, string> = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  calm: 'bg-calm/10 text-calm',
  streak: 'bg-streak/10 text-streak',
};
