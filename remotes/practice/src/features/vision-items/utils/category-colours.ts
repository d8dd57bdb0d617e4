/** Spec 001 section 3: the known categories' colours; anything else is grey. */
const CATEGORY_CLASSES: Record<string, string> = {
  wealth: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  health: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  relationships: 'bg-pink-100 text-pink-900 dark:bg-pink-950 dark:text-pink-100',
  career: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  personal: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};
const OTHER = 'bg-muted text-muted-foreground';

export const categoryClasses = (category: string): string =>
  CATEGORY_CLASSES[category.trim().toLowerCase()] ?? OTHER;
