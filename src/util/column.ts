/**
 * A growable column of numbers in one Float64Array: 8 bytes a value, and no object per value, for
 * bookkeeping that grows with the data (an import's ids, handles and file offsets) where a list of
 * objects would cost ten times as much. Doubles hold every safe integer, so ids and offsets fit.
 */
export class NumberColumn {
  private values: Float64Array;
  private size = 0;

  constructor(capacity = 16) {
    this.values = new Float64Array(Math.max(1, capacity));
  }

  get length(): number {
    return this.size;
  }

  push(value: number): number {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size] = value;
    return this.size++;
  }

  /** The value at `index` (NaN outside the column). */
  at(index: number): number {
    return index >= 0 && index < this.size ? this.values[index]! : NaN;
  }

  set(index: number, value: number): void {
    if (index >= 0 && index < this.size) this.values[index] = value;
  }

  /** The indexes 0..length-1 ordered by `compare` (a stable sort: equal values keep their order). */
  order(compare: (a: number, b: number) => number): Uint32Array {
    const order = new Uint32Array(this.size);
    for (let i = 0; i < this.size; i++) order[i] = i;
    return order.sort((a, b) => compare(a, b) || a - b);
  }
}
