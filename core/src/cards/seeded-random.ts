/**
 * A repeatable random source from a text seed: the seed is hashed into 128 bits (four rounds of
 * FNV-1a, each finished with an avalanche mix) that start an sfc32 generator. Not for secrets; it
 * exists so that a deal can be replayed from the seed stored with the lobby.
 */
export function seededRandom(seed: string): () => number {
  let [a, b, c, d] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, 0x85a308d3].map((basis) =>
    hashWithBasis(seed, basis),
  ) as [number, number, number, number];
  return () => {
    d = (d + 1) | 0;
    const result = (((a + b) | 0) + d) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + result) | 0;
    return (result >>> 0) / 4294967296;
  };
}

function hashWithBasis(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}
