/**
 * The cursor's place in a flow collection (JSON, YAML `{…}` / `[…]`), for completion: examples
 * of what is half typed, and a property against the serializer's own record of where each
 * object's keys and values go.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flowPlace, type FlowPlace } from "../../src/lsp/flow-place.js";

/** The place at the `|` of a text (removed). */
function at(marked: string, yaml = false): ReturnType<typeof flowPlace> {
  const to = marked.indexOf("|");
  const text = marked.slice(0, to) + marked.slice(to + 1);
  return flowPlace(text, text.search(/[{[]/), to, yaml);
}

const place = (p: ReturnType<typeof flowPlace>) => p as FlowPlace;

describe("flowPlace: JSON", () => {
  it("reads a key being typed, with its quote, the keys present before and after, and a closing quote after the cursor", () => {
    const p = place(at('{"firewalls": [{"label": "web", "in|", "status": "enabled"}]}'));
    expect(p).toMatchObject({ path: ["firewalls", "[]"], mode: "key", prefix: "in", quote: '"' });
    expect([...p.present].sort()).toEqual(["label", "status"]);
    // The replaced text runs from the opening quote over the closing one.
    expect([p.start, p.end]).toEqual([32, 36]);
  });

  it("reads a value being typed, quoted or not, and list items", () => {
    expect(at('{"firewalls": [{"rules": {"inbound_policy": "D|')).toMatchObject({ path: ["firewalls", "[]", "rules"], mode: "value", key: "inbound_policy", prefix: "D", quote: '"' });
    expect(at('{"firewalls": [{"rules": {"inbound_policy": |')).toMatchObject({ path: ["firewalls", "[]", "rules"], mode: "value", key: "inbound_policy", prefix: "" });
    expect(at('{"firewalls": [{"devices": {"computes": ["web-1", "d|')).toMatchObject({ path: ["firewalls", "[]", "devices", "computes", "[]"], mode: "value", prefix: "d" });
    expect(at('{"computes": [{"configs": [{"interfaces": [{"subnet": "|"}]}]}]}')).toMatchObject({ path: ["computes", "[]", "configs", "[]", "interfaces", "[]"], key: "subnet", prefix: "" });
  });

  it("answers nothing where nothing can go: after a finished value, after a key without its colon, past the end", () => {
    expect(at('{"label": "web" |')).toBeUndefined();
    expect(at('{"label" |')).toBeUndefined();
    expect(at('{"a": [1, 2] |')).toBeUndefined();
    expect(at('{"a": 1} |')).toEqual({ closedAt: 8 });
    // A string left open on an earlier line is not being typed on the cursor's.
    expect(at('{"label": "web\n, "reg|')).toBeUndefined();
  });
});

describe("flowPlace: YAML flow collections", () => {
  it("reads plain and quoted keys and values, IPv6 colons inside plain scalars, and comments", () => {
    expect(at("{label: web, rules: {inbound_policy: D|", true)).toMatchObject({ path: ["rules"], mode: "value", key: "inbound_policy", prefix: "D" });
    expect(at("{label: web, st|}", true)).toMatchObject({ path: [], mode: "key", prefix: "st" });
    expect(at("{'label': web, 'st|'}", true)).toMatchObject({ mode: "key", prefix: "st", quote: "'" });
    expect(at("{ipv6: [::/0, 2001:db8::/32], |", true)).toMatchObject({ mode: "key", prefix: "", present: new Set(["ipv6"]) });
    expect(at("{a: 1, # b: 2, c: |\n}", true)).toBeUndefined();
    expect(at("{a: 1, # a comment\n  c: |\n}", true)).toMatchObject({ mode: "value", key: "c" });
    expect(at("[web-1, |]", true)).toMatchObject({ path: ["[]"], mode: "value", prefix: "" });
    expect(at("[web-1] |", true)).toEqual({ closedAt: 7 });
  });
});

/** A JSON text and, for each object in it, the offsets where a key or a value starts, with the place expected there. */
interface Marked {
  text: string;
  points: Array<{ offset: number; mode: "key" | "value"; path: string[]; key?: string; keys: string[] }>;
}

function serialize(value: unknown): Marked {
  const points: Marked["points"] = [];
  let text = "";
  const write = (v: unknown, path: string[]) => {
    if (Array.isArray(v)) {
      text += "[";
      v.forEach((item, i) => {
        if (i > 0) text += ", ";
        write(item, [...path, "[]"]);
      });
      text += "]";
    } else if (v !== null && typeof v === "object") {
      const keys = Object.keys(v);
      text += "{";
      points.push({ offset: text.length, mode: "key", path, keys });
      keys.forEach((k, i) => {
        if (i > 0) {
          text += ", ";
          points.push({ offset: text.length, mode: "key", path, keys });
        }
        text += `${JSON.stringify(k)}: `;
        points.push({ offset: text.length, mode: "value", path, key: k, keys });
        write((v as Record<string, unknown>)[k], [...path, k]);
      });
      text += "}";
    } else text += JSON.stringify(v);
  };
  write(value, []);
  return { text, points };
}

const key = fc.string({ minLength: 1, maxLength: 6 }).filter((k) => k !== "__proto__");
const tree = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.boolean(), fc.constant(null)), tie("object"), tie("array")),
  object: fc.dictionary(key, tie("value"), { maxKeys: 4 }),
  array: fc.array(tie("value"), { maxLength: 3 }),
})).object;

describe("flowPlace: property", () => {
  it("at every place a key or a value starts in a JSON object (read as JSON and as YAML), gives that object's path, the mode, the key and every key present", () => {
    fc.assert(
      fc.property(tree, (value) => {
        const { text, points } = serialize(value);
        // JSON is YAML's flow syntax too: the same answers in both.
        for (const point of [...points.map((x) => ({ ...x, yaml: false })), ...points.map((x) => ({ ...x, yaml: true }))]) {
          const p = flowPlace(text, 0, point.offset, point.yaml) as FlowPlace;
          expect(p.path).toEqual(point.path);
          expect(p.mode).toBe(point.mode);
          if (point.mode === "value") expect(p.key).toBe(point.key);
          // Before a key: the object's other keys are present (the one at the cursor is not yet typed; after it they all are).
          else expect([...p.present].sort()).toEqual([...point.keys].sort());
          expect(p.prefix).toBe("");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("never throws and stays in bounds on any text, any offsets, in both syntaxes", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("{", "}", "[", "]", '"', "'", ":", ",", " ", "\n", "#", "a", "\\") , maxLength: 60 }), fc.nat(), fc.nat(), fc.boolean(), (text, a, b, yaml) => {
        const p = flowPlace(text, a % (text.length + 1), b % (text.length + 1), yaml);
        if (p && "start" in p) {
          expect(p.start).toBeGreaterThanOrEqual(0);
          expect(p.end).toBeLessThanOrEqual(text.length);
          expect(p.start).toBeLessThanOrEqual(p.end);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
