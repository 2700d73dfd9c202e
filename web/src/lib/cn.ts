import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// the display sizes from styles/index.css are font sizes, so `text-display-lg` must replace `text-sm`
const merge = extendTailwindMerge({
  extend: { theme: { text: ['display-sm', 'display-md', 'display-lg', 'display-xl'] } },
});

/** Joins class names and lets a later Tailwind class win over an earlier one of the same kind. */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}
