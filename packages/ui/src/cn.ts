import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind classes win over earlier ones they conflict with. */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));
