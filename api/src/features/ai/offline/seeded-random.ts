/**
 * A small deterministic generator: the same seed gives the same choices, so a
 * reply can be reproduced in a test, while different people, messages and
 * days get different ones. Not for anything secret.
 */
export type Random = {
  /** One element of a non-empty list. */
  pick: <T>(items: ReadonlyArray<T>) => T;
  /** `count` distinct elements, in a shuffled order. */
  sample: <T>(items: ReadonlyArray<T>, count: number) => T[];
};

/** FNV-1a over the text: a 32-bit seed. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function seededRandom(...seedParts: ReadonlyArray<string | number>): Random {
  // mulberry32: a full-period 32-bit generator, plenty for choosing sentences.
  let state = hash(seedParts.join('\u0000'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: ReadonlyArray<T>): T => {
    if (items.length === 0) throw new Error('pick needs at least one item');
    return items[Math.floor(next() * items.length)] as T;
  };
  const sample = <T>(items: ReadonlyArray<T>, count: number): T[] => {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
    }
    return pool.slice(0, count);
  };
  return { pick, sample };
}
