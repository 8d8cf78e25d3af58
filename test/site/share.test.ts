import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeShare, encodeShare, fromBase64Url, MAX_FILES_PER_SIDE, MAX_FRAGMENT_LENGTH, refusal, ShareError, toBase64Url, type SharedState } from "../../site/playground/share.js";

// Names as lintFiles keeps them (normalised, none refused): folders and a name of safe characters.
const part = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,11}$/).filter((p) => p !== "." && p !== "..");
const file = fc.record({
  path: fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("/")),
  side: fc.constantFrom("after" as const, "before" as const),
  text: fc.string({ unit: "grapheme", maxLength: 400 }),
});
const stateArb = fc
  .uniqueArray(file, { minLength: 1, maxLength: 6, selector: (f) => `${f.side}:${f.path}` })
  .filter((files) => files.some((f) => f.side === "after"))
  .chain((files) => fc.record({ files: fc.constant(files), selected: fc.nat({ max: files.length - 1 }) }));

async function deflateRaw(text: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(text)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe("share links", () => {
  it("restore every file, side and the selected tab (round trip)", async () => {
    await fc.assert(
      fc.asyncProperty(stateArb, async (state: SharedState) => {
        const fragment = await encodeShare(state);
        expect(fragment).toMatch(/^s=[A-Za-z0-9_-]+$/);
        expect(await decodeShare(`#${fragment}`)).toEqual(state);
      }),
      { numRuns: 60 },
    );
  });

  it("base64url round-trips any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).not.toMatch(/[+/=]/);
        expect([...fromBase64Url(text)]).toEqual([...bytes]);
      }),
    );
  });

  it("compresses: a realistic state is far shorter than its text", async () => {
    const text = Array.from({ length: 200 }, (_, i) => `  - label: fw-${i}\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n`).join("");
    const fragment = await encodeShare({ files: [{ path: "f.yaml", side: "after", text: `firewalls:\n${text}` }], selected: 0 });
    expect(fragment.length).toBeLessThan(text.length / 4);
    expect(refusal(fragment)).toBeUndefined();
  });

  it("refuses a state too large for a link, saying so, instead of truncating", async () => {
    // Random text does not compress: 40 KiB of it cannot fit a 32 KiB fragment.
    const noise = Array.from({ length: 40 * 1024 }, (_, i) => String.fromCharCode(33 + ((i * 7919 + ((i * i) % 9973)) % 94))).join("");
    const fragment = await encodeShare({ files: [{ path: "big.yaml", side: "after", text: noise }], selected: 0 });
    expect(fragment.length).toBeGreaterThan(MAX_FRAGMENT_LENGTH);
    expect(refusal(fragment)).toMatch(/too large/);
    expect(refusal(fragment.slice(0, MAX_FRAGMENT_LENGTH))).toBeUndefined();
  });

  it("a fragment without s= is no share link", async () => {
    expect(await decodeShare("")).toBeUndefined();
    expect(await decodeShare("#section-2")).toBeUndefined();
  });

  it.each([
    ["#s=", /no files/],
    ["#s=abc$def", /not base64url/],
    ["#s=A", /length/],
    ["#s=AAAAAAAA", /does not decompress|not the playground/],
  ])("a malformed fragment %s is a clear ShareError", async (fragment, message) => {
    await expect(decodeShare(fragment)).rejects.toThrow(ShareError);
    await expect(decodeShare(fragment)).rejects.toThrow(message);
  });

  it("rejects data of the wrong shape or version with a message", async () => {
    await expect(decodeShare(`s=${await deflateRaw('{"v":2,"f":[["a",0,"x"]]}')}`)).rejects.toThrow(/another version/);
    await expect(decodeShare(`s=${await deflateRaw('{"v":1,"f":[]}')}`)).rejects.toThrow(/no files/);
    await expect(decodeShare(`s=${await deflateRaw('{"v":1,"f":[["a",3,"x"]]}')}`)).rejects.toThrow(/malformed/);
    await expect(decodeShare(`s=${await deflateRaw('{"v":1,"f":[["a",0,"x"],["a",0,"y"]]}')}`)).rejects.toThrow(/twice/);
    await expect(decodeShare(`s=${await deflateRaw("not json")}`)).rejects.toThrow(/not UTF-8 JSON/);
  });

  it("an out-of-range selected tab falls back to the first", async () => {
    const state = await decodeShare(`s=${await deflateRaw('{"v":1,"sel":9,"f":[["a.yaml",0,"x: 1"]]}')}`);
    expect(state).toEqual({ files: [{ path: "a.yaml", side: "after", text: "x: 1" }], selected: 0 });
  });

  it("refuses a deflate bomb instead of inflating it", async () => {
    const fragment = `s=${await deflateRaw(`{"v":1,"f":[["a",0,"${"a".repeat(9 * 1024 * 1024)}"]]}`)}`;
    expect(fragment.length).toBeLessThan(MAX_FRAGMENT_LENGTH);
    await expect(decodeShare(fragment)).rejects.toThrow(/inflate to more than 8 MiB/);
  });

  /** A link's fragment for these [path, side, text] entries, as the playground writes it. */
  const link = async (entries: Array<[string, 0 | 1, string]>) => `s=${await deflateRaw(JSON.stringify({ v: 1, sel: 0, f: entries }))}`;

  it("opens a link of at most MAX_FILES_PER_SIDE files a side, and refuses one past it with a clear message", async () => {
    expect(MAX_FILES_PER_SIDE).toBe(200);
    const many = (n: number, side: 0 | 1) => Array.from({ length: n }, (_, i): [string, 0 | 1, string] => [`f${i}.yaml`, side, ""]);
    const full = await decodeShare(await link([...many(200, 0), ...many(200, 1)]));
    expect(full?.files.length).toBe(400);
    await expect(decodeShare(await link(many(201, 0)))).rejects.toThrow(/more than 200 “after” files/);
    await expect(decodeShare(await link([...many(1, 0), ...many(201, 1)]))).rejects.toThrow(/more than 200 “before” files/);
    // The 14,000 empty files of the review's link.
    await expect(decodeShare(await link(many(14_000, 0)))).rejects.toThrow(ShareError);
  });

  it("refuses a link with no “after” file (only a before set)", async () => {
    await expect(decodeShare(await link([["a.yaml", 1, "x: 1"]]))).rejects.toThrow(/no “after” file/);
  });

  it("keeps every name as lintFiles normalises it, and refuses a link naming a file it refuses", async () => {
    const state = await decodeShare(await link([["./a.yaml", 0, "a"], ["infra/./net.yaml", 0, "b"], ["x//y.tf", 1, "c"]]));
    expect(state?.files.map((f) => f.path)).toEqual(["a.yaml", "infra/net.yaml", "x/y.tf"]);
    for (const bad of ["../up.yaml", "/etc/passwd", "a/../../b.yaml", "evil\u202Egnp.yaml", "tab\tname.yaml"]) {
      await expect(decodeShare(await link([["ok.yaml", 0, ""], [bad, 0, "x"]])), bad).rejects.toThrow(/refuses/);
    }
    // Two spellings of one file are the same file.
    await expect(decodeShare(await link([["a.yaml", 0, "1"], ["./a.yaml", 0, "2"]]))).rejects.toThrow(/twice/);
    // The same name on both sides is two files.
    expect((await decodeShare(await link([["a.yaml", 0, "1"], ["./a.yaml", 1, "2"]])))?.files.length).toBe(2);
  });
});
