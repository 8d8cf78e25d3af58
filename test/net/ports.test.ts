import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPorts, MAX_PORT_PIECES, parsePorts } from "../../src/net/ports.js";

describe("parsePorts accepts the reference grammar", () => {
  it.each([
    ["22", [[22, 22]], 1],
    ["1", [[1, 1]], 1],
    ["65535", [[65535, 65535]], 1],
    ["80-90", [[80, 90]], 2],
    ["1-65535", [[1, 65535]], 2],
    ["22,80", [[22, 22], [80, 80]], 2],
    ["22, 80, 443", [[22, 22], [80, 80], [443, 443]], 3],
    ["22,80, 8000-8080", [[22, 22], [80, 80], [8000, 8080]], 4],
  ])("%j", (text, pieces, count) => {
    const r = parsePorts(text);
    expect(r.problems).toEqual([]);
    expect(r.pieces.map((p) => [p.start, p.end])).toEqual(pieces);
    expect(r.pieceCount).toBe(count);
  });
});

describe("parsePorts rejects", () => {
  it.each([
    ["", /empty/, 0],
    ["0", /outside 1..65535/, 0],
    ["65536", /outside 1..65535/, 0],
    ["99999999999", /outside/, 0],
    ["022", /leading zero/, 0],
    ["80-80", /end above its start/, 0],
    ["90-80", /end above its start/, 0],
    ["80-", /expected a port number/, 3],
    ["-80", /expected a port number/, 0],
    ["22,", /ends with a comma/, 2],
    ["22, ", /ends with a comma/, 3],
    ["22,,80", /expected a port number but found ","/, 3],
    ["22,  80", /only one space/, 4],
    ["22 ,80", /a space may follow a comma, not precede it/, 2],
    [" 22", /found a space/, 0],
    ["22 ", /^unexpected space after "22"$/, 2],
    ["22,\t80", /found a tab/, 3],
    ["22;80", /unexpected ";"/, 2],
    ["80-90-100", /unexpected "-"/, 5],
    ["http", /expected a port number/, 0],
    ["1e3", /unexpected "e"/, 1],
    ["+22", /expected a port number/, 0],
    ["２２", /expected a port number/, 0],
  ])("%j", (text, message, offset) => {
    const r = parsePorts(text);
    expect(r.problems.length).toBeGreaterThan(0);
    expect(r.problems[0]!.message).toMatch(message);
    expect(r.problems[0]!.offset).toBe(offset);
  });

  it("reports every bad piece, not only the first", () => {
    const r = parsePorts("0, 22, 080, 90-80");
    expect(r.problems.map((p) => p.offset)).toEqual([0, 7, 12]);
    expect(r.pieces.map((p) => p.start)).toEqual([22]);
  });
});

describe("piece counting at the limit", () => {
  const singles = (n: number) => Array.from({ length: n }, (_, i) => String(1000 + i)).join(", ");
  it.each([
    [singles(14), 14],
    [singles(15), 15],
    [singles(16), 16],
    [`${singles(13)}, 5000-5001`, 15],
    [`${singles(14)}, 5000-5001`, 16],
  ])("counts %#", (text, count) => {
    expect(parsePorts(text).pieceCount).toBe(count);
    expect(parsePorts(text).pieceCount > MAX_PORT_PIECES).toBe(count > 15);
  });
});

// ---- Properties: a generator that follows the grammar, and mutations that break it. ----
const port = fc.integer({ min: 1, max: 65535 });
const piece = fc.oneof(
  port.map((p) => ({ start: p, end: p })),
  fc.tuple(fc.integer({ min: 1, max: 65534 }), fc.integer({ min: 1, max: 65535 })).filter(([a, b]) => b > a).map(([a, b]) => ({ start: a, end: b })),
);
const portList = fc.tuple(fc.array(piece, { minLength: 1, maxLength: 20 }), fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }));
const render = ([pieces, spaces]: [Array<{ start: number; end: number }>, boolean[]]) =>
  pieces.map((p, i) => (i === 0 ? "" : spaces[i] ? ", " : ",") + (p.start === p.end ? `${p.start}` : `${p.start}-${p.end}`)).join("");

describe("properties", () => {
  it("accepts exactly what the grammar generates, and returns its pieces", () => {
    fc.assert(
      fc.property(portList, (list) => {
        const r = parsePorts(render(list));
        expect(r.problems).toEqual([]);
        expect(r.pieces.map(({ start, end }) => ({ start, end }))).toEqual(list[0]);
        expect(r.pieceCount).toBe(list[0].reduce((n, p) => n + (p.start === p.end ? 1 : 2), 0));
        expect(parsePorts(formatPorts(r.pieces)).pieces.map((p) => p.start)).toEqual(r.pieces.map((p) => p.start));
      }),
    );
  });

  const mutations: Array<[string, (s: string, at: number) => string]> = [
    ["leading zero", (s, at) => s.replace(/\d+/g, (m, offset: number) => (offset === at ? "0" + m : m))],
    ["double space after comma", (s) => (s.includes(",") ? s.replace(",", ",  ") : s + ",  1")],
    ["space before comma", (s) => (s.includes(",") ? s.replace(",", " ,") : s + " ,1")],
    ["trailing comma", (s) => s + ","],
    ["leading space", (s) => " " + s],
    ["port zero", (s) => s + ",0"],
    ["port above range", (s) => s + ",65536"],
    ["reversed range", (s) => s + ",200-100"],
    ["empty piece", (s) => s + ",,1"],
    ["foreign character", (s, at) => s.slice(0, at) + ";" + s.slice(at)],
  ];

  it.each(mutations)("rejects mutation: %s", (_name, mutate) => {
    fc.assert(
      fc.property(portList, fc.nat(), (list, n) => {
        const text = render(list);
        const firstDigitRuns = [...text.matchAll(/\d+/g)].map((m) => m.index!);
        const at = firstDigitRuns[n % firstDigitRuns.length]!;
        const mutated = mutate(text, at);
        expect(parsePorts(mutated).problems.length).toBeGreaterThan(0);
      }),
    );
  });

  it("handles a 100,000-piece string in one pass and never throws on any string", () => {
    const long = Array.from({ length: 100_000 }, (_, i) => String((i % 60000) + 1)).join(", ") + ",,";
    expect(parsePorts(long).problems.map((p) => p.message)).toEqual(['expected a port number but found ","', "the list ends with a comma"]);
    fc.assert(fc.property(fc.string(), (s) => void parsePorts(s)));
  });
});
