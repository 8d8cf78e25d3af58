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
var analysis_exports = {};
__export(analysis_exports, {
  DEFAULT_SENSITIVE_PORTS: () => DEFAULT_SENSITIVE_PORTS,
  MAX_ANALYSED_RULES: () => MAX_ANALYSED_RULES,
  analyzeFirewall: () => analyzeFirewall,
  lowestBit: () => lowestBit,
  sensitivePortRanges: () => sensitivePortRanges,
  v4Segments: () => v4Segments,
  v6Segments: () => v6Segments
});
module.exports = __toCommonJS(analysis_exports);
var import_data = require("../util/data.js");
var import_model = require("./model.js");
const MAX_ANALYSED_RULES = 31;
let defaultSensitiveRanges;
function sensitivePortRanges(options) {
  const ports = typeof options === "object" && options !== null ? options.sensitivePorts : void 0;
  if (Array.isArray(ports)) return portRanges(ports);
  return defaultSensitiveRanges ??= portRanges(DEFAULT_SENSITIVE_PORTS);
}
function portRanges(ports) {
  const ranges = [];
  if (ports.length > 256) {
    const marked = new Uint8Array(65537);
    (0, import_data.everyItem)(ports, (p) => {
      if (typeof p === "number" && Number.isInteger(p) && p >= 1 && p <= 65535) marked[p] = 1;
      return true;
    });
    for (let p = 1; p <= 65535; p++) {
      if (!marked[p]) continue;
      const from = p;
      while (marked[p + 1]) p++;
      ranges.push([from, p]);
    }
    return ranges;
  }
  const valid = [];
  for (const [, p] of (0, import_data.eachItem)(ports)) if (typeof p === "number" && Number.isInteger(p) && p >= 1 && p <= 65535) valid.push(p);
  valid.sort((a, b) => a - b);
  for (const p of valid) pushRange(ranges, p, p);
  return ranges;
}
function pushRange(ranges, from, to) {
  const last = ranges[ranges.length - 1];
  if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
  else ranges.push([from, to]);
}
function sensitivePieces(sensitive, segments) {
  const pieces = [];
  let j = 0;
  for (const [lo, hi] of sensitive) {
    let p = lo;
    while (p <= hi) {
      while (j < segments.length && segments[j][1] < p) j++;
      const seg = segments[j];
      if (seg && seg[0] <= p) {
        const end = Math.min(hi, seg[1]);
        pieces.push([p, end, seg[2]]);
        p = end + 1;
      } else {
        const end = seg ? Math.min(hi, seg[0] - 1) : hi;
        pieces.push([p, end, 0]);
        p = end + 1;
      }
    }
  }
  return pieces;
}
const DEFAULT_SENSITIVE_PORTS = [22, 23, 135, 445, 1433, 2375, 2376, 3306, 3389, 5432, 5900, 5984, 6379, 9042, 9200, 9300, 11211, 27017];
const lowestBit = (mask) => 31 - Math.clz32(mask & -mask);
function sweep(count, at, bit) {
  const starts = [];
  const masks = [];
  let mask = 0;
  for (let i = 0; i < count; ) {
    const position = at(i);
    while (i < count && at(i) === position) mask ^= bit(i++);
    starts.push(position);
    masks.push(mask);
  }
  return { starts, masks };
}
function v4Segments(rules, positions) {
  let count = 0;
  for (const r of rules) count += r.v4.length * 2;
  const keys = new Float64Array(count);
  let k = 0;
  for (let r = 0; r < rules.length; r++) {
    for (const [lo, hi] of rules[r].v4) {
      keys[k++] = lo * 32 + positions[r];
      keys[k++] = (hi + 1) * 32 + positions[r];
    }
  }
  keys.sort();
  return sweep(keys.length, (i) => Math.floor(keys[i] / 32), (i) => 1 << keys[i] % 32);
}
function v4Axis(seg) {
  const starts = seg.starts;
  let valid = 0;
  while (valid < starts.length && starts[valid] < V4_END) valid++;
  return { masks: seg.masks, numbers: starts, valid };
}
function v6Sweep(rules, positions) {
  let count = 0;
  for (const r of rules) count += r.v6.length * 2;
  if (count === 0) return { starts: [], numbers: [], masks: [], valid: 0 };
  const events = { big: new Array(count), num: new Float64Array(count), from: new Int32Array(rules.length + 1) };
  return fillV6Events(rules, events) ? v6Merge(events, positions) : v6SweepSorted(rules, positions);
}
function fillV6Events(rules, { big, num, from }) {
  let k = 0;
  for (let r = 0; r < rules.length; r++) {
    const intervals = rules[r].v6;
    for (let i = 0; i < intervals.length; i++) {
      const lo = intervals[i][0];
      const end = intervals[i][1] + 1n;
      const loNumber = Number(lo);
      const endNumber = Number(end);
      if (!(loNumber < endNumber || loNumber === endNumber && lo < end)) return false;
      if (k > from[r] && !(num[k - 1] < loNumber || num[k - 1] === loNumber && big[k - 1] < lo)) return false;
      big[k] = lo;
      num[k++] = loNumber;
      big[k] = end;
      num[k++] = endNumber;
    }
    from[r + 1] = k;
  }
  return true;
}
function v6Merge({ big, num, from }, positions) {
  const count = big.length;
  const bit = new Int32Array(count);
  for (let r = 0; r + 1 < from.length; r++) for (let e = from[r]; e < from[r + 1]; e++) bit[e] = 1 << positions[r];
  let order = new Int32Array(count);
  for (let e = 0; e < count; e++) order[e] = e;
  let merged = new Int32Array(count);
  let runs = Array.from(from);
  while (runs.length > 2) {
    const next = [0];
    for (let r = 0; r + 1 < runs.length; r += 2) {
      const end = r + 2 < runs.length ? runs[r + 2] : runs[r + 1];
      mergeRuns(order, merged, runs[r], runs[r + 1], end, num, big);
      next.push(end);
    }
    [order, merged] = [merged, order];
    runs = next;
  }
  const starts = [];
  const numbers = [];
  const masks = [];
  let mask = 0;
  let valid = 0;
  for (let i = 0; i < count; ) {
    const e = order[i];
    const at = big[e];
    const atNumber = num[e];
    mask ^= bit[e];
    for (i++; i < count && num[order[i]] === atNumber && big[order[i]] === at; i++) mask ^= bit[order[i]];
    if (at <= V6_MAX) valid++;
    numbers.push(atNumber);
    starts.push(at);
    masks.push(mask);
  }
  return { starts, numbers, masks, valid };
}
function mergeRuns(from, to, lo, mid, end, num, big) {
  let i = lo;
  let j = mid;
  let k = lo;
  while (i < mid && j < end) {
    const a = from[i];
    const b = from[j];
    const x = num[a];
    const y = num[b];
    if (x < y || x === y && big[a] <= big[b]) {
      to[k++] = a;
      i++;
    } else {
      to[k++] = b;
      j++;
    }
  }
  while (i < mid) to[k++] = from[i++];
  while (j < end) to[k++] = from[j++];
}
function v6SweepSorted(rules, positions) {
  const events = [];
  for (let r = 0; r < rules.length; r++) {
    for (const [lo, hi] of rules[r].v6) {
      events.push({ at: lo, bit: 1 << positions[r] });
      events.push({ at: hi + 1n, bit: 1 << positions[r] });
    }
  }
  events.sort((a, b) => a.at < b.at ? -1 : a.at > b.at ? 1 : 0);
  const { starts, masks } = sweep(events.length, (i) => events[i].at, (i) => events[i].bit);
  const numbers = Float64Array.from(starts, (s) => Number(s));
  let valid = 0;
  while (valid < starts.length && starts[valid] <= V6_MAX) valid++;
  return { starts, numbers, masks, valid };
}
function v6Segments(rules, positions) {
  const { starts, masks } = v6Sweep(rules, positions);
  return { starts, masks };
}
function portMasks(rules, bits) {
  const events = [];
  for (let r = 0; r < rules.length; r++) for (const [lo, hi] of rules[r].ports) events.push([lo, bits[r]], [hi + 1, bits[r]]);
  events.sort((a, b) => a[0] - b[0]);
  const segments = [];
  let mask = 0;
  for (let i = 0; i < events.length; ) {
    const at = events[i][0];
    while (i < events.length && events[i][0] === at) mask ^= events[i++][1];
    const next = i < events.length ? events[i][0] - 1 : at;
    if (mask !== 0 && next >= at) segments.push([at, next, mask]);
  }
  const distinct = new Set(segments.map((s) => s[2]));
  return { distinct, segments };
}
const V4_END = 2 ** 32;
const V6_MAX = (1n << 128n) - 1n;
const V6_END = Number(V6_MAX) + 1;
const POLICY_BIT = 31;
function ruleSets(masks, rules) {
  const words = masks.length + 31 >>> 5;
  const sets = new Int32Array(rules * words);
  for (let k = 0; k < masks.length; k++) {
    for (let m = masks[k]; m !== 0; m &= m - 1) sets[lowestBit(m) * words + (k >>> 5)] |= 1 << (k & 31);
  }
  return { words, sets };
}
class FamilyAxis {
  constructor(seg, family, rules, acceptBits, policyAccepts) {
    this.seg = seg;
    this.family = family;
    this.accepting = acceptBits | (policyAccepts ? 1 << POLICY_BIT : 0);
    const { masks, slots } = this;
    const index = /* @__PURE__ */ new Map();
    const slot = (m) => {
      let k = index.get(m);
      if (k === void 0) {
        index.set(m, k = masks.length);
        masks.push(m);
      }
      return k;
    };
    const count = seg.masks.length;
    for (let i = 0; i < count; i++) slots.push(slot(seg.masks[i]));
    const leading = count === 0 || seg.numbers[0] > 0 ? slot(0) : -1;
    this.byRule = ruleSets(masks, rules);
    const decided = this.decided = new Int32Array(this.byRule.words);
    for (let i = 0; i < seg.valid; i++) decided[slots[i] >>> 5] |= 1 << (slots[i] & 31);
    if (leading >= 0) decided[leading >>> 5] |= 1 << (leading & 31);
  }
  /** Distinct masks of the segments, then 0 for a leading stretch no rule covers when there is one. */
  masks = [];
  /** The masks that decide addresses of the family (a segment that starts within it, or the leading stretch). */
  decided;
  /** Each segment's slot in `masks`, for the widths (computed only when an outcome needs them). */
  slots = [];
  byRule;
  widthsOfMasks;
  outcomes = /* @__PURE__ */ new Map();
  /** The accepting rules' bits, and POLICY_BIT when the policy accepts. */
  accepting;
  /** Scratch of `decide` and `deciders`: the address masks with a rule of the port mask before the current one. */
  before;
  /**
   * The cells of every port mask with every address mask, into `acc` (each accumulation is an OR,
   * so the order does not matter). For an address mask and its rule f, W is the set of port masks
   * that have f and none of the address mask's rules before f: the cells whose first rule is f.
   * f is reachable when W is not empty; a later rule g of the address mask is in a cell after f
   * when W meets g's port masks; and f is not redundant when, in one of those cells, the next rule
   * (or the policy, when none is left) acts otherwise. What is already known is not looked for again.
   */
  accumulate(ports, acc) {
    const { masks, accepting } = this;
    const { words, sets } = ports.byRule;
    let k = 0;
    while (k < masks.length && masks[k] === 0) k++;
    if (k === masks.length || ports.masks.length === 0) return;
    const seen = new Int32Array(words);
    const first = new Int32Array(words);
    const open = new Int32Array(words);
    const order = [];
    const policy = accepting >>> POLICY_BIT;
    const after = acc.after;
    for (; k < masks.length; k++) {
      const am = masks[k];
      if (am === 0) continue;
      let c = 0;
      for (let m = am; m !== 0; m &= m - 1) order[c++] = lowestBit(m);
      seen.fill(0);
      for (let i = 0; i < c; i++) {
        const f = order[i];
        const fo = f * words;
        let any = 0;
        for (let w = 0; w < words; w++) {
          const set = sets[fo + w];
          const x = set & ~seen[w];
          first[w] = x;
          any |= x;
          seen[w] |= set;
        }
        if (any === 0) continue;
        acc.reachable |= 1 << f;
        const acts = accepting >>> f & 1;
        const later = i + 1 < c ? am >>> f + 1 << f + 1 : 0;
        const otherwise = later & (acts ? ~accepting : accepting);
        const wantAfter = later & ~after[f];
        let wantNext = (acc.notRedundant >>> f & 1) === 0 && (otherwise !== 0 || policy !== acts);
        if (wantAfter === 0 && !wantNext) continue;
        if (wantNext) open.set(first);
        for (let j = i + 1; j < c && (wantNext || wantAfter >>> order[j] !== 0); j++) {
          const g = order[j];
          const go = g * words;
          if (wantAfter >>> g & 1) {
            let meets = 0;
            for (let w = 0; w < words; w++) meets |= first[w] & sets[go + w];
            if (meets !== 0) after[f] |= 1 << g;
          }
          if (wantNext) {
            let next = 0;
            for (let w = 0; w < words; w++) {
              const set = sets[go + w];
              next |= open[w] & set;
              open[w] &= ~set;
            }
            if (next !== 0 && (accepting >>> g & 1) !== acts) {
              acc.notRedundant |= 1 << f;
              wantNext = false;
            }
          }
        }
        if (wantNext && policy !== acts) {
          let none = 0;
          for (let w = 0; w < words; w++) none |= open[w];
          if (none !== 0) acc.notRedundant |= 1 << f;
        }
      }
    }
  }
  /**
   * Whether every address, or none, is accepted for the port mask: its rules in order, each taking
   * the decided address masks that have it and no rule before it; what none takes, the policy
   * decides. Stops as soon as it is neither.
   */
  decide(pm) {
    const { accepting, decided } = this;
    const { words, sets } = this.byRule;
    const before = this.before ??= new Int32Array(words);
    before.fill(0);
    let accepted = 0;
    let refused = 0;
    for (let m = pm; m !== 0 && (accepted & refused) === 0; m &= m - 1) {
      const f = lowestBit(m);
      const fo = f * words;
      let any = 0;
      for (let w = 0; w < words; w++) {
        const set = sets[fo + w];
        any |= set & ~before[w] & decided[w];
        before[w] |= set;
      }
      if (any !== 0) {
        if (accepting >>> f & 1) accepted = 1;
        else refused = 1;
      }
    }
    if ((accepted & refused) === 0) {
      let rest = 0;
      for (let w = 0; w < words; w++) rest |= decided[w] & ~before[w];
      if (rest !== 0) {
        if (accepting >>> POLICY_BIT) accepted = 1;
        else refused = 1;
      }
    }
    const all = refused === 0;
    let blamed;
    const blamedOnce = () => {
      if (blamed === void 0) {
        const deciders = all ? this.deciders(pm) : void 0;
        blamed = deciders && deciders.size > 0 ? blame(deciders) : null;
      }
      return blamed;
    };
    return { all, none: accepted === 0, blamed: () => blamedOnce() ?? void 0 };
  }
  /**
   * How many addresses each deciding rule of the port mask decides (to blame the widest): each
   * rule's widths summed in mask order, as they always were (the doubles come out the same).
   */
  deciders(pm) {
    const { decided } = this;
    const { words, sets } = this.byRule;
    const before = this.before ??= new Int32Array(words);
    const widths = this.widths();
    const deciders = /* @__PURE__ */ new Map();
    before.fill(0);
    for (let m = pm; m !== 0; m &= m - 1) {
      const f = lowestBit(m);
      const fo = f * words;
      let sum = 0;
      let any = false;
      for (let w = 0; w < words; w++) {
        const set = sets[fo + w];
        for (let x = set & ~before[w] & decided[w]; x !== 0; x &= x - 1) {
          sum += widths[(w << 5) + lowestBit(x)];
          any = true;
        }
        before[w] |= set;
      }
      if (any) deciders.set(f, sum);
    }
    return deciders;
  }
  /** How many addresses each mask covers, summed in address order as doubles (exact for IPv4): converted once, when first needed. */
  widths() {
    if (this.widthsOfMasks) return this.widthsOfMasks;
    const { numbers, valid } = this.seg;
    const end = this.family === 4 ? V4_END : V6_END;
    const widths = new Float64Array(this.masks.length);
    for (let i = 0; i < valid; i++) widths[this.slots[i]] += (i + 1 < numbers.length ? Math.min(numbers[i + 1], end) : end) - numbers[i];
    return this.widthsOfMasks = widths;
  }
  /** The outcome for the rules covering a port (mask): decided once per mask. */
  outcome(pm) {
    let found = this.outcomes.get(pm);
    if (!found) this.outcomes.set(pm, found = this.decide(pm));
    return found;
  }
}
function blame(deciders) {
  let widest = -1;
  let width = -1;
  for (const [rule, w] of [...deciders].sort((a, b) => a[0] - b[0])) {
    if (w > width) {
      widest = rule;
      width = w;
    }
  }
  let others = 0;
  for (const rule of deciders.keys()) if (rule !== widest) others |= 1 << rule;
  return { widest, others };
}
function indexesOf(rules, bits) {
  const out = [];
  for (let m = bits; m !== 0; m &= m - 1) out.push(rules[lowestBit(m)].index);
  return out;
}
function contributorsOf(dir, bits, except) {
  const indexes = indexesOf(dir.rules, bits).sort((a, b) => a - b);
  return indexes.filter((index, i) => index !== except && (i === 0 || index !== indexes[i - 1]));
}
function orByBit(masks, n) {
  const out = new Array(n).fill(0);
  for (const mask of masks) for (let m = mask; m; m &= m - 1) out[lowestBit(m)] |= mask;
  return out;
}
function analyzeDirection(dir, options, result) {
  const rules = dir.rules;
  if (rules.length > MAX_ANALYSED_RULES) return;
  if (dir.policy === "ACCEPT" && !rules.some((r) => r.action === "DROP")) result.openPolicies.push(dir.direction);
  const n = rules.length;
  const acc = { reachable: 0, notRedundant: 0, after: new Array(n).fill(0) };
  const coveredBy = new Array(n).fill(0);
  const actions = rules.map((r) => r.action);
  const hasMatches = rules.map((r) => r.v4.length + r.v6.length > 0);
  let acceptBits = 0;
  for (let i = 0; i < n; i++) if (actions[i] === "ACCEPT") acceptBits |= 1 << i;
  const policyAccepts = dir.policy === "ACCEPT";
  for (const protocol of ["TCP", "UDP", "ICMP", "IPENCAP"]) {
    const members = [];
    for (let i = 0; i < n; i++) if (rules[i].protocol === protocol) members.push(i);
    if (members.length === 0 && protocol !== "TCP" && protocol !== "UDP") continue;
    const group = members.map((i) => rules[i]);
    const bits = members.map((i) => 1 << i);
    const ports = portMasks(group, bits);
    const byPort = orByBit(ports.distinct, n);
    const ported = protocol === "TCP" || protocol === "UDP";
    const portMaskList = Int32Array.from(ports.distinct);
    const portAxis = { masks: portMaskList, byRule: ruleSets(portMaskList, n) };
    const segments = { 4: v4Axis(v4Segments(group, members)), 6: v6Sweep(group, members) };
    const axes = { 4: new FamilyAxis(segments[4], 4, n, acceptBits, policyAccepts), 6: new FamilyAxis(segments[6], 6, n, acceptBits, policyAccepts) };
    for (const family of [4, 6]) {
      axes[family].accumulate(portAxis, acc);
      const byAddress = orByBit(segments[family].masks, n);
      for (let i = 0; i < n; i++) coveredBy[i] |= byPort[i] & byAddress[i] & (1 << i) - 1;
    }
    if (ported) checkOpenPorts(dir, protocol, ports, axes, options, result);
  }
  const conflictWith = new Array(n).fill(0);
  for (let f = 0; f < n; f++) for (let m = acc.after[f]; m; m &= m - 1) if (actions[lowestBit(m)] !== actions[f]) conflictWith[lowestBit(m)] |= 1 << f;
  for (let i = 0; i < n; i++) {
    const rule = rules[i].index;
    const bit = 1 << i;
    if (!hasMatches[i]) continue;
    if (!(acc.reachable & bit)) {
      result.shadowed.push({ direction: dir.direction, rule, related: indexesOf(rules, coveredBy[i]) });
      continue;
    }
    if (!(acc.notRedundant & bit)) result.redundant.push({ direction: dir.direction, rule, related: [] });
    if (conflictWith[i]) result.conflicts.push({ direction: dir.direction, rule, related: indexesOf(rules, conflictWith[i]) });
  }
}
function checkOpenPorts(dir, protocol, ports, axes, options, result) {
  const ruleIndex = (bit) => dir.rules[bit].index;
  if (dir.direction === "inbound") {
    const pieces = sensitivePieces(options.sensitivePorts, ports.segments);
    for (const family of [4, 6]) {
      const byDecider = /* @__PURE__ */ new Map();
      for (const [from, to, pm] of pieces) {
        if (pm === 0 && dir.policy === "DROP") continue;
        const outcome = axes[family].outcome(pm);
        if (!outcome.all) continue;
        const blamed = outcome.blamed();
        const decider = blamed ? ruleIndex(blamed.widest) : null;
        let group = byDecider.get(decider);
        if (!group) byDecider.set(decider, group = { ports: [], others: 0 });
        pushRange(group.ports, from, to);
        if (blamed) group.others |= blamed.others;
      }
      for (const [rule, group] of byDecider) {
        result.exposures.push({ direction: dir.direction, rule, contributors: contributorsOf(dir, group.others, rule), protocol, family, ports: group.ports });
      }
    }
  }
  const gaps = /* @__PURE__ */ new Map();
  for (const [from, to, pm] of ports.segments) {
    const v4 = axes[4].outcome(pm);
    const v6 = axes[6].outcome(pm);
    const open = v4.all && v6.none ? 4 : v6.all && v4.none ? 6 : void 0;
    if (open === void 0) continue;
    const blamed = open === 4 ? v4.blamed() : v6.blamed();
    if (!blamed) continue;
    const rule = ruleIndex(blamed.widest);
    const key = `${rule}:${open}`;
    let gap = gaps.get(key);
    if (!gap) gaps.set(key, gap = { rule, openFamily: open, ports: [], others: 0 });
    gap.ports.push([from, to]);
    gap.others |= blamed.others;
  }
  for (const { rule, openFamily, ports: gapPorts, others } of gaps.values()) {
    result.familyGaps.push({ direction: dir.direction, rule, contributors: contributorsOf(dir, others, rule), protocol, openFamily, ports: gapPorts });
  }
}
function analyzeFirewall(given, options = {}) {
  const compiled = (0, import_model.isCompiledFirewall)(given) ? given : (0, import_model.compileFirewallRules)(given);
  const result = { shadowed: [], redundant: [], conflicts: [], exposures: [], familyGaps: [], openPolicies: [] };
  const full = { sensitivePorts: sensitivePortRanges(options) };
  analyzeDirection(compiled.inbound, full, result);
  analyzeDirection(compiled.outbound, full, result);
  return result;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_SENSITIVE_PORTS,
  MAX_ANALYSED_RULES,
  analyzeFirewall,
  lowestBit,
  sensitivePortRanges,
  v4Segments,
  v6Segments
});
