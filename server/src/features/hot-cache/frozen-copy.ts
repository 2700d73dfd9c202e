/**
 * A deep copy of plain data (objects, arrays, primitives) frozen all the way down, so that what is
 * kept and shared between requests cannot be changed by any of them, nor through anything it was
 * copied from.
 */
export function frozenCopy<T>(value: T): T {
  return deepFreeze(structuredClone(value));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
