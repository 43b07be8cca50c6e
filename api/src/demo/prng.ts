/**
 * A small seeded pseudo-random generator for the demo data.
 *
 * Why not Math.random: the demo must be the same on every start and in every test run, so every
 * draw comes from a seed. Why string-keyed forks: each piece of data (one fixture's result, one
 * article) gets its own stream, so adding a draw in one place never shifts the values of another.
 */

/** cyrb128: hashes a string into four 32-bit words, enough state for sfc32. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: string) {
    [this.a, this.b, this.c, this.d] = hashSeed(seed);
    // sfc32 needs a few rounds before its output is well mixed.
    for (let i = 0; i < 12; i++) this.float();
  }

  /** A new, independent stream whose values depend only on this seed and the label. */
  fork(label: string | number): Rng {
    return new Rng(`${this.seed}/${label}`);
  }

  /** Uniform in [0, 1) (sfc32). */
  float(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick needs at least one item');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  /** Picks by weight; weights need not sum to one. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    if (!(total > 0)) throw new Error('Rng.weighted needs a positive total weight');
    let roll = this.float() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }

  /** Poisson draw (Knuth); fine for the small means of football scores. */
  poisson(mean: number): number {
    const limit = Math.exp(-mean);
    let k = 0;
    let product = this.float();
    while (product > limit) {
      k++;
      product *= this.float();
    }
    return k;
  }

  /** Standard normal draw (Box-Muller). */
  normal(mean = 0, deviation = 1): number {
    const u = 1 - this.float();
    const v = this.float();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
