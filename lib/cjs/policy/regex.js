"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var regex_exports = {};
__export(regex_exports, {
  MAX_PATTERNS: () => MAX_PATTERNS,
  MAX_PATTERN_LENGTH: () => MAX_PATTERN_LENGTH,
  MAX_PATTERN_WEIGHT: () => MAX_PATTERN_WEIGHT,
  MAX_TOTAL_PROGRAM: () => MAX_TOTAL_PROGRAM,
  OVER_BUDGET: () => OVER_BUDGET,
  PATTERN_MATCH_OVERHEAD: () => PATTERN_MATCH_OVERHEAD,
  PATTERN_WORK_FLOOR: () => PATTERN_WORK_FLOOR,
  PATTERN_WORK_PER_CHARACTER: () => PATTERN_WORK_PER_CHARACTER,
  PATTERN_WORK_PER_RESOURCE: () => PATTERN_WORK_PER_RESOURCE,
  PatternBudget: () => PatternBudget,
  PatternCompiler: () => PatternCompiler,
  UNICODE_CLASS_WEIGHT: () => UNICODE_CLASS_WEIGHT,
  compileRe2: () => compileRe2,
  compileRegex: () => compileRegex,
  patternWeight: () => patternWeight
});
module.exports = __toCommonJS(regex_exports);
var import_re2js = require("re2js");
function compileRe2(pattern) {
  return import_re2js.RE2JS.compile(pattern);
}
const MAX_PATTERN_LENGTH = 1e3;
const MAX_PROGRAM_SIZE = 1e4;
const MAX_PATTERNS = 2e3;
const MAX_TOTAL_PROGRAM = 5e4;
const MAX_PATTERN_WEIGHT = 1e5;
const UNICODE_CLASS_WEIGHT = 300;
function patternWeight(pattern) {
  let classes = 0;
  for (let i = pattern.indexOf("\\"); i >= 0 && i + 1 < pattern.length; i = pattern.indexOf("\\", i + 1)) {
    const next = pattern[i + 1];
    if (next === "p" || next === "P") classes++;
  }
  return pattern.length + UNICODE_CLASS_WEIGHT * classes;
}
const PATTERN_WORK_FLOOR = 1e7;
const PATTERN_WORK_PER_RESOURCE = 2e4;
const PATTERN_WORK_PER_CHARACTER = 64;
const PATTERN_MATCH_OVERHEAD = 64;
const MEMO_TEXT_LENGTH = 256;
const MEMO_ENTRIES = 4096;
const NO_CAPTURES = /* @__PURE__ */ new Map();
const OVER_BUDGET = Symbol("over budget");
class PatternBudget {
  spent = 0;
  allowance;
  seen = /* @__PURE__ */ new Set();
  constructor(floor = PATTERN_WORK_FLOOR) {
    this.allowance = floor;
  }
  /** The budget of a run over an account of `resources` resources. */
  static forAccount(resources) {
    return new PatternBudget(PATTERN_WORK_FLOOR + PATTERN_WORK_PER_RESOURCE * resources);
  }
  /** Charges one match; false (nothing charged) when it would pass the budget. */
  charge(text, programSize) {
    if (!this.seen.has(text)) {
      this.seen.add(text);
      this.allowance += PATTERN_WORK_PER_CHARACTER * text.length;
    }
    const cost = (text.length + 1) * programSize + PATTERN_MATCH_OVERHEAD;
    if (this.spent + cost > this.allowance) return false;
    this.spent += cost;
    return true;
  }
  /** Work charged so far (for tests and benchmarks). */
  get work() {
    return this.spent;
  }
}
function compileRegex(pattern) {
  if (pattern.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `the pattern is longer than ${MAX_PATTERN_LENGTH} characters` };
  let re;
  try {
    re = import_re2js.RE2JS.compile(pattern);
  } catch (e) {
    const message = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : "invalid pattern";
    return { ok: false, reason: `${message} (patterns use RE2 syntax, which runs in linear time: no backreferences or lookaround)` };
  }
  const programSize = re.programSize();
  if (programSize > MAX_PROGRAM_SIZE) return { ok: false, reason: "the pattern is too large once its repetitions are expanded", programSize };
  const groups = re.namedGroups();
  const names = Object.keys(groups);
  const memo = /* @__PURE__ */ new Map();
  const run = (text) => {
    if (names.length === 0) return re.test(text) ? NO_CAPTURES : null;
    const m = re.matcher(text);
    if (!m.find()) return null;
    const captures = /* @__PURE__ */ new Map();
    for (const name of names) {
      const value = m.group(groups[name]);
      if (typeof value === "string") captures.set(name, value);
    }
    return captures;
  };
  const regex = {
    source: pattern,
    names,
    programSize,
    search(text, budget) {
      const short = text.length <= MEMO_TEXT_LENGTH;
      if (short) {
        const known = memo.get(text);
        if (known !== void 0) return known;
      }
      if (budget && !budget.charge(text, programSize)) return OVER_BUDGET;
      const found = run(text);
      if (short) {
        if (memo.size >= MEMO_ENTRIES) memo.clear();
        memo.set(text, found);
      }
      return found;
    }
  };
  return { ok: true, regex };
}
class PatternCompiler {
  compiled = /* @__PURE__ */ new Map();
  program = 0;
  weight = 0;
  compile(pattern) {
    const known = this.compiled.get(pattern);
    if (known) return known;
    if (this.compiled.size >= MAX_PATTERNS) return { ok: false, reason: `the policy files hold more than ${MAX_PATTERNS} distinct patterns` };
    if (this.program > MAX_TOTAL_PROGRAM) return { ok: false, reason: `the policy files' patterns together pass ${MAX_TOTAL_PROGRAM} instructions once compiled` };
    const weight = patternWeight(pattern);
    if (this.weight + weight > MAX_PATTERN_WEIGHT) {
      return { ok: false, reason: `the policy files' patterns together pass ${MAX_PATTERN_WEIGHT} characters (a Unicode class such as \\p{L} counts as ${UNICODE_CLASS_WEIGHT})` };
    }
    this.weight += weight;
    const result = compileRegex(pattern);
    this.program += result.ok ? result.regex.programSize : result.programSize ?? 0;
    const kept = result.ok && this.program > MAX_TOTAL_PROGRAM ? { ok: false, reason: `the policy files' patterns together pass ${MAX_TOTAL_PROGRAM} instructions once compiled` } : result;
    this.compiled.set(pattern, kept);
    return kept;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_PATTERNS,
  MAX_PATTERN_LENGTH,
  MAX_PATTERN_WEIGHT,
  MAX_TOTAL_PROGRAM,
  OVER_BUDGET,
  PATTERN_MATCH_OVERHEAD,
  PATTERN_WORK_FLOOR,
  PATTERN_WORK_PER_CHARACTER,
  PATTERN_WORK_PER_RESOURCE,
  PatternBudget,
  PatternCompiler,
  UNICODE_CLASS_WEIGHT,
  compileRe2,
  compileRegex,
  patternWeight
});
