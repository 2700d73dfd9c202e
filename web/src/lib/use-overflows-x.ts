import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is wider than its box (its content scrolls sideways), measured when it is
 * shown, when the window is resized and whenever `content` (a key of what it holds) changes.
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>, content: unknown): boolean {
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is what makes the width change
  useEffect(() => {
    const measure = () => {
      const el = ref.current;
      setOverflows(el !== null && el.scrollWidth > el.clientWidth);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref, content]);
  return overflows;
}
