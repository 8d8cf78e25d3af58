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
var positions_exports = {};
__export(positions_exports, {
  DeferredPositions: () => DeferredPositions,
  LineStarts: () => LineStarts,
  PositionMap: () => PositionMap,
  SEP: () => SEP,
  emptyPositions: () => emptyPositions,
  limitFinding: () => limitFinding,
  unsafeIntegerFinding: () => unsafeIntegerFinding
});
module.exports = __toCommonJS(positions_exports);
var import_catalog = require("../rules/catalog.js");
class LineStarts {
  constructor(text, loneCr = false) {
    this.text = text;
    this.loneCr = loneCr;
  }
  starts;
  linePos(offset) {
    const starts = this.starts ??= this.count();
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = low + high >> 1;
      if (starts[mid] <= offset) low = mid + 1;
      else high = mid;
    }
    return low === 0 ? { line: 0, col: offset } : { line: low, col: offset - starts[low - 1] + 1 };
  }
  count() {
    const text = this.text;
    const loneCr = this.loneCr && text.includes("\r");
    let n = 1;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) n++;
    if (loneCr) {
      for (let i = text.indexOf("\r"); i >= 0; i = text.indexOf("\r", i + 1)) if (text.charCodeAt(i + 1) !== 10) n++;
    }
    const starts = new Int32Array(n);
    let k = 1;
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts[k++] = i + 1;
    if (!loneCr) return starts;
    for (let i = text.indexOf("\r"); i >= 0; i = text.indexOf("\r", i + 1)) if (text.charCodeAt(i + 1) !== 10) starts[k++] = i + 1;
    return starts.sort();
  }
}
const SEP = "\0";
const keyOf = (path) => path.join(SEP);
class PositionMap {
  constructor(lines) {
    this.lines = lines;
  }
  valueSpans = /* @__PURE__ */ new Map();
  keySpans = /* @__PURE__ */ new Map();
  scalarSources = /* @__PURE__ */ new Map();
  /** Each value's span. */
  get values() {
    return this.valueSpans;
  }
  /** Each mapping key's span, under its value's path. */
  get keys() {
    return this.keySpans;
  }
  /** Where each string value's characters start, and whether they are spelled as in the source. */
  get scalars() {
    return this.scalarSources;
  }
  position(start, end) {
    const a = this.lines.linePos(start);
    const b = this.lines.linePos(Math.max(start, end));
    return { line: a.line, column: a.col, endLine: b.line, endColumn: b.col };
  }
  /**
   * The span for a path: the key (for `anchor: "key"`) or value; a missing path falls back to its
   * nearest ancestor that exists (a missing field is reported on the object that lacks it).
   */
  locate(path, anchor, valueRange) {
    const exact = keyOf(path);
    if (anchor === "key") {
      const span2 = this.keys.get(exact);
      if (span2) return this.position(span2.start, span2.end);
    }
    const span = this.values.get(exact);
    if (span) {
      const scalar = valueRange ? this.scalars.get(exact) : void 0;
      if (scalar?.verbatim && valueRange) {
        const start = scalar.valueStart + valueRange[0];
        return this.position(start, start + valueRange[1]);
      }
      return this.position(span.start, span.end);
    }
    for (let n = path.length - 1; n >= 0; n--) {
      const parent = this.values.get(keyOf(path.slice(0, n)));
      if (parent) return this.position(parent.start, parent.end);
    }
    return void 0;
  }
  /** The exact path's value span (or its mapping key's), as offsets into the text; undefined when the path is not there. */
  span(path, anchor) {
    return (anchor === "key" ? this.keys : this.values).get(keyOf(path));
  }
}
class DeferredPositions extends PositionMap {
  constructor(make) {
    super(new LineStarts(""));
    this.make = make;
  }
  made;
  get inner() {
    return this.made ??= this.make();
  }
  get values() {
    return this.inner.values;
  }
  get keys() {
    return this.inner.keys;
  }
  get scalars() {
    return this.inner.scalars;
  }
  position(start, end) {
    return this.inner.position(start, end);
  }
  locate(path, anchor, valueRange) {
    return this.inner.locate(path, anchor, valueRange);
  }
  span(path, anchor) {
    return this.inner.span(path, anchor);
  }
}
function emptyPositions() {
  return new PositionMap(new LineStarts(""));
}
function limitFinding(ruleId, message, pos) {
  return { ruleId, severity: import_catalog.RULES[ruleId].severity, message, path: [], ...pos ?? { line: 1, column: 1, endLine: 1, endColumn: 1 } };
}
function unsafeIntegerFinding(source, pos) {
  return limitFinding("parse-error", `the number ${source} is out of range: integers beyond \xB1(2^53 - 1) cannot be read exactly`, pos);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DeferredPositions,
  LineStarts,
  PositionMap,
  SEP,
  emptyPositions,
  limitFinding,
  unsafeIntegerFinding
});
