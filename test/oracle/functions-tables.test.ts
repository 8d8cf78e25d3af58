/**
 * Terraform's built-in functions (src/terraform/functions.ts) against Terraform's and go-cty's own
 * function test tables, ported to JSON (one file per Go test file; each file's header names its
 * origin, commit and licence). The tables are third parties' material, which this workplace keeps
 * out of the repository: `npm run test:oracle` reads them from $CLOUDLINT_ORACLE_DIR (default: the
 * shared/ folder beside the clone), terraform-function-tests/; see test/oracle/README.md. Every ported case runs; a case the value model cannot
 * hold is listed in DEVIATIONS with the reason, and the counts are asserted exactly so that a
 * regression (or a deviation that starts to pass) shows.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { callFunction, FnError, type FnHost } from "../../src/terraform/functions.js";
import { oracleDir } from "./dir.js";
import { Ref, UNKNOWN, type TfValue } from "../../src/terraform/resources.js";
import { isSetValue, makeSetValue } from "../../src/terraform/variables.js";

const DIR = oracleDir("terraform-function-tests");

interface Case {
  test: string;
  fn: string;
  name?: string;
  args?: unknown[];
  want?: unknown;
  error?: true | string;
  unknown?: true;
  skip?: string;
}
interface Fixture {
  header: { origin: string; path: string; commit: string; licence: string; notPorted: string[] };
  cases: Case[];
}

/** A fixture value that a double cannot hold exactly (a big-float number). */
class Inexact extends Error {}

/** The fixture's tagged JSON as a TfValue: {$unknown}, {$set: [...]}, {$number: "text"}, {$object: {...}}. */
function decode(v: unknown): TfValue {
  // cty.StringVal normalizes a string to NFC: the tables' strings are what it made of them.
  if (typeof v === "string") return v.normalize("NFC");
  if (v === null || typeof v === "number" || typeof v === "boolean") return v;
  if (Array.isArray(v)) return v.map(decode);
  const o = v as Record<string, unknown>;
  if (o.$unknown) return UNKNOWN;
  if ("$set" in o) return makeSetValue((o.$set as unknown[]).map(decode));
  if ("$number" in o) {
    const text = o.$number as string;
    if (text === "+Inf") return Infinity;
    if (text === "-Inf") return -Infinity;
    const n = Number(text);
    // Exact only when the text is the double's own decimal expansion (or a short one that reads back).
    if (!Number.isFinite(n) || !sameDecimal(text, n)) throw new Inexact(text);
    return n;
  }
  const src = "$object" in o ? (o.$object as Record<string, unknown>) : o;
  const out: { [k: string]: TfValue } = {};
  for (const k of Object.keys(src)) Object.defineProperty(out, k, { value: decode(src[k]), enumerable: true, writable: true });
  return out;
}

/** Whether a number's decimal text is exactly the double (no rounding happened reading it). */
function sameDecimal(text: string, n: number): boolean {
  const norm = (s: string) => {
    const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
    if (!m) return s;
    let digits = (m[2] ?? "") + (m[3] ?? "");
    let point = (m[2] ?? "").length + Number(m[4] ?? 0);
    const lead = digits.length - digits.replace(/^0+/, "").length;
    digits = digits.slice(lead);
    point -= lead;
    digits = digits.replace(/0+$/, "");
    return digits === "" ? "0" : `${m[1] === "-" ? "-" : ""}${digits}e${point}`;
  };
  const fixed = (x: number) => {
    // The exact decimal expansion of a double, via BigInt.
    if (x === 0) return "0";
    const neg = x < 0;
    const buf = new DataView(new ArrayBuffer(8));
    buf.setFloat64(0, Math.abs(x));
    const hi = buf.getUint32(0), lo = buf.getUint32(4);
    const e = (hi >>> 20) & 0x7ff;
    let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
    let exp = e - 1075;
    if (e === 0) exp = -1074;
    else mant |= 1n << 52n;
    const s = exp >= 0 ? (mant << BigInt(exp)).toString() : (mant * 5n ** BigInt(-exp)).toString();
    const point = exp >= 0 ? s.length : s.length + exp;
    const digits = s.replace(/0+$/, "");
    const lead = digits.length - digits.replace(/^0+/, "").length;
    return `${neg ? "-" : ""}${digits.slice(lead)}e${point - lead}`;
  };
  return norm(text) === fixed(n);
}

/** Whether a result is the value wanted: sets in any order, UNKNOWN where wanted. */
function same(got: TfValue, want: TfValue): boolean {
  if (want === UNKNOWN) return got === UNKNOWN;
  if (got === UNKNOWN || got instanceof Ref || want instanceof Ref) return false;
  if (typeof want === "number") return typeof got === "number" && (got === want || (Number.isNaN(got) && Number.isNaN(want)));
  if (want === null || typeof want !== "object") return got === want;
  if (Array.isArray(want)) {
    if (!Array.isArray(got) || got.length !== want.length) return false;
    if (isSetValue(want as unknown)) {
      const left = [...got];
      return want.every((w) => {
        const i = left.findIndex((g) => same(g, w));
        return i >= 0 && left.splice(i, 1).length === 1;
      });
    }
    return want.every((w, i) => same(got[i]!, w));
  }
  if (typeof got !== "object" || got === null || Array.isArray(got)) return false;
  const kw = Object.keys(want), kg = Object.keys(got);
  return kw.length === kg.length && kw.every((k) => Object.prototype.hasOwnProperty.call(got, k) && same((got as Record<string, TfValue>)[k]!, want[k]!));
}

/** The files of Terraform's internal/lang/funcs/testdata the filesystem tables read. */
const FILES: Record<string, string> = { "testdata/hello.txt": "Hello World", "testdata/hello.tmpl": "Hello, ${name}!" };
const HOST: FnHost = {
  charge: () => true,
  readFile: (p) => FILES[p] ?? (p === "testdata/icon.png" ? undefined : new FnError(`no file exists at ${p}`)),
  fileExists: (p) => (p in FILES || p === "testdata/icon.png" ? true : p.startsWith("testdata/unreadable") ? undefined : false),
};

/**
 * Ported cases our model gives another answer for than Terraform, each with why. The key is
 * `file:index` of the case in its fixture.
 */
const TYPED = "a typed unknown: cty knows the unknown value's type (and so the answer or the error); an UNKNOWN here has none";
const DIRECT = "the table calls the Go function directly, without the argument conversion HCL makes first: in a configuration this argument is converted and the call succeeds";
const BINARY = "a binary file: FnHost.readFile gives text, so a file that is not UTF-8 cannot be read here (UNKNOWN)";
const STATIC = "static type unification: cty converts the elements to one list element type (number → string); the value model keeps each value as it is";
const DEVIATIONS: Record<string, string> = {
  "cty-collection.json:44": "a typed null: merge() of a null string is an error in cty; a null here has no type and merge() skips it",
  "cty-collection.json:86": "big-float precision: the index 9223372036854775807 is not a double (it reads as 2^63, past Go's int)",
  "cty-collection.json:176": TYPED,
  "cty-collection.json:177": TYPED,
  "cty-collection.json:182": TYPED + " (an unknown list item may itself be a list that flatten would expand, so the result is UNKNOWN)",
  "cty-collection.json:214": STATIC,
  "cty-conversion.json:14": TYPED,
  "cty-csv.json:7": DIRECT,
  "cty-format.json:66": "big-float precision: 100000000000000000000000000000000000001 is not a double",
  "cty-format.json:77": TYPED,
  "cty-format.json:113": TYPED + " (an UNKNOWN argument may be a list that formatlist would iterate)",
  "cty-format.json:118": TYPED + " (the unknown lists' lengths are known to cty)",
  "cty-format.json:119": TYPED + " (the unknown list's length is known to cty)",
  "cty-sequence.json:8": STATIC,
  "cty-sequence.json:9": STATIC,
  "cty-set.json:2": STATIC + " (the empty set is a set of strings)",
  "cty-set.json:21": STATIC + " (the empty set is a set of strings)",
  "terraform-collection.json:8": TYPED + " (an unknown empty tuple has a known length, 0)",
  "terraform-collection.json:11": TYPED + " (an unknown empty object has a known length, 0)",
  "terraform-collection.json:87": "static type unification: the map's objects have different attributes, which cty cannot unify into one map type",
  "terraform-collection.json:142": TYPED,
  "terraform-collection.json:154": TYPED,
  "terraform-conversion.json:24": TYPED,
  "terraform-crypto.json:8": BINARY,
  "terraform-crypto.json:12": BINARY,
  "terraform-crypto.json:18": BINARY,
  "terraform-crypto.json:22": BINARY,
  "terraform-crypto.json:26": BINARY,
  "terraform-crypto.json:30": BINARY,
  "terraform-encoding.json:8": "base64gzip is UNKNOWN: no pure gzip here",
  "terraform-encoding.json:15": "only the UTF-8, UTF-16LE/BE, ISO-8859-1 and US-ASCII encodings are implemented (no CP936 table)",
  "terraform-encoding.json:22": "only the UTF-8, UTF-16LE/BE, ISO-8859-1 and US-ASCII encodings are implemented (no CP936 table)",
  "terraform-filesystem.json:1": BINARY + " (Terraform's error for a file that is not UTF-8)",
  "terraform-filesystem.json:6": "fileexists(\"\") is the host's answer (a directory is an error in Terraform); FnHost.fileExists gives a boolean",
  "terraform-filesystem.json:9": "an unreadable directory is the host's answer; FnHost.fileExists gives a boolean or undefined (UNKNOWN)",
  "terraform-filesystem.json:12": BINARY,
  "terraform-string.json:9": DIRECT,
  "cty-yaml.json:4": "YAML merge keys: cty-yaml lets a later `<<` override an earlier key; the yaml library (eemeli/yaml) keeps the key written",
  "cty-yaml.json:7": "YAML merge keys: cty-yaml takes any key tagged !!merge as a merge; the yaml library takes only `<<`",
};

type Outcome = { kind: "pass" } | { kind: "skip"; reason: string } | { kind: "fail"; got: string };

function show(v: TfValue | FnError): string {
  if (v instanceof FnError) return `error(${v.message})`;
  return JSON.stringify(v, (_k, x: unknown) => (x === UNKNOWN ? "<unknown>" : x instanceof Ref ? "<ref>" : isSetValue(x) ? { set: [...(x as unknown[])] } : x)) ?? "undefined";
}

function run(c: Case): Outcome {
  if (c.skip) return { kind: "skip", reason: c.skip };
  let args: TfValue[];
  let want: TfValue | undefined;
  try {
    args = (c.args ?? []).map(decode);
    want = c.want === undefined ? undefined : decode(c.want);
  } catch (e) {
    if (e instanceof Inexact) return { kind: "skip", reason: `big-float precision: ${e.message} is not a double` };
    throw e;
  }
  const got = callFunction(c.fn, args, HOST);
  const ok = c.error ? got instanceof FnError : c.unknown ? got === UNKNOWN : !(got instanceof FnError) && same(got, want!);
  return ok ? { kind: "pass" } : { kind: "fail", got: show(got) };
}

const fixtures = (existsSync(DIR) ? readdirSync(DIR) : [])
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => ({ file: f, fixture: JSON.parse(readFileSync(`${DIR}/${f}`, "utf8")) as Fixture }));

it("the tables are there", () => {
  expect(fixtures.length, `no tables at ${DIR}: see test/oracle/README.md`).toBe(23);
});

describe("Terraform's and go-cty's function test tables", () => {
  // skippedByPort: cases the port could not write (marks, Go expressions), each with its reason in
  // the fixture; bigFloat: numbers a double cannot hold; deviations: DEVIATIONS.
  const tally = { ported: 0, passing: 0, skippedByPort: 0, bigFloat: 0, deviations: 0 };
  const reasons = new Set<string>();
  const failures: string[] = [];
  const unexpectedPasses: string[] = [];
  for (const { file, fixture } of fixtures) {
    it(`${file}: every case passes or is skipped with a reason`, () => {
      expect(fixture.header.licence).toMatch(/MPL-2.0|MIT/);
      fixture.cases.forEach((c, i) => {
        const id = `${file}:${i}`;
        tally.ported++;
        const o = run(c);
        const deviation = DEVIATIONS[id];
        if (o.kind === "skip") {
          expect(o.reason.length).toBeGreaterThan(5);
          reasons.add(o.reason);
          if (o.reason.startsWith("big-float")) tally.bigFloat++;
          else tally.skippedByPort++;
        }
        else if (deviation !== undefined) {
          tally.deviations++;
          if (o.kind === "pass") unexpectedPasses.push(id);
        } else if (o.kind === "pass") tally.passing++;
        else failures.push(`${id} ${c.test} ${c.fn}(${show((c.args ?? []) as TfValue)}) want ${c.error ? "error" : c.unknown ? "unknown" : JSON.stringify(c.want)} got ${o.got}`);
      });
    });
  }
  it("no case fails, and the counts are exactly these", () => {
    if (process.env.FN_REPORT) console.log(failures.join("\n"));
    expect(failures).toEqual([]);
    expect(unexpectedPasses).toEqual([]);
    expect(tally).toEqual({ ported: 1099, passing: 897, skippedByPort: 155, bigFloat: 8, deviations: 39 });
  });
});
