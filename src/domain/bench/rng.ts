// Hoisted: global look-ups inside hot loops are slow in sandboxed runtimes (Jest's vm contexts).
const { cos, imul, log, sqrt } = Math;

/** A seeded PRNG returning uniforms in [0, 1): the same seed gives the same intervals on every run and machine. */
export type Rng = () => number;

/** mulberry32: 32-bit state, fast, and well distributed enough for resampling and simulations. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: per-benchmark seeds derived from the name, so one benchmark's interval does not depend on the others. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A standard normal deviate (Box–Muller), for simulations and demo data. */
export function gaussian(rng: Rng): number {
  let u = rng();
  while (u <= 0) u = rng();
  return sqrt(-2 * log(u)) * cos(2 * Math.PI * rng());
}
