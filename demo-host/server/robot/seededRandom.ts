// A seeded draw (Park–Miller): the same seed gives the same draws, so what is trained or made
// from them is the same on every run. Pure.

/** Draws in (0, 1) from `seed` (a positive integer below 2^31 - 1). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}
