/**
 * Past this many UTF-16 units a string is longer than any length bound in the schemas (the largest
 * is 65,000 code points; test/request/cost.test.ts holds them to it), so it is not scanned: half its
 * length, a lower bound of its code points, decides every minLength and maxLength the same way.
 */
export const SCANNED_UP_TO = 1 << 20;

/** Length in Unicode code points, as JSON Schema counts string length (ajv's runtime helper, for the generated validators). */
export function ucs2length(str: string): number {
  const len = str.length;
  if (len > SCANNED_UP_TO) return Math.ceil(len / 2);
  let length = 0;
  let pos = 0;
  let value: number;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}
