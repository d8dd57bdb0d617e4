import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind classes win over earlier ones they conflict with. */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));

/**
 * Builds tailwind-merge's class map, which its first merge does otherwise: 45 ms with
 * the CPU slowed 4x, inside the app's first render. The shell calls it in a task of its
 * own before that render.
 */
export const prepareClassMerging = (): void => {
  twMerge('p-0 p-1');
};
