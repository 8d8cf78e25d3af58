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
var load_exports = {};
__export(load_exports, {
  DEFAULT_LIMITS: () => import_limits.DEFAULT_LIMITS,
  PositionMap: () => import_positions2.PositionMap,
  emptyPositions: () => import_positions2.emptyPositions,
  loadText: () => loadText
});
module.exports = __toCommonJS(load_exports);
var import_yaml = require("yaml");
var import_json_syntax = require("./json-syntax.js");
var import_json_tree = require("./json-tree.js");
var import_limits = require("./limits.js");
var import_plain_yaml = require("./plain-yaml.js");
var import_positions = require("./positions.js");
var import_text = require("../util/text.js");
var import_positions2 = require("./positions.js");
const CORE_TAGS = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));
function tagName(tag) {
  return tag.startsWith("tag:yaml.org,2002:") ? `!!${tag.slice("tag:yaml.org,2002:".length)}` : tag;
}
function nodeProblem(state, node, message) {
  const range = node?.range;
  return (0, import_positions.limitFinding)("parse-error", message, range ? state.map.position(range[0], range[1]) : void 0);
}
function keyText(node) {
  if ((0, import_yaml.isScalar)(node)) return String(node.value);
  if (node === null || node === void 0) return "";
  return String(node);
}
function recordScalar(node, key, state) {
  const range = node.range;
  if (!range || typeof node.value !== "string") return;
  const value = node.value;
  let valueStart = range[0];
  if (node.type === import_yaml.Scalar.QUOTE_DOUBLE || node.type === import_yaml.Scalar.QUOTE_SINGLE) valueStart += 1;
  const verbatim = (node.type === import_yaml.Scalar.PLAIN || node.type === import_yaml.Scalar.QUOTE_DOUBLE || node.type === import_yaml.Scalar.QUOTE_SINGLE) && state.text.startsWith(value, valueStart);
  state.map.scalars.set(key, { valueStart, verbatim });
}
function walk(node, key, depth, state) {
  if (!node) return true;
  const range = node.range;
  if (range) state.map.values.set(key, { start: range[0], end: range[1] });
  if ((0, import_yaml.isAlias)(node)) {
    state.aliases++;
    if (state.aliases > state.limits.maxAliases) {
      const pos = range ? state.map.position(range[0], range[1]) : void 0;
      state.problem = (0, import_positions.limitFinding)("input-limit", `more than ${state.limits.maxAliases} YAML aliases; the file is refused to avoid alias expansion attacks (${(0, import_limits.raiseLimitHint)("maxAliases")})`, pos);
      return false;
    }
    if (!state.anchors.has(node.source)) {
      state.errors.push(nodeProblem(state, node, `unknown alias *${node.source}: an anchor &${node.source} must come before it`));
    }
    return true;
  }
  if (node.anchor) state.anchors.add(node.anchor);
  if (node.tag && !CORE_TAGS.has(node.tag)) {
    state.errors.push(nodeProblem(state, node, `the YAML tag ${tagName(node.tag)} is not supported in a state file; write plain mappings, lists and scalars`));
  }
  if ((0, import_yaml.isScalar)(node)) {
    recordScalar(node, key, state);
    if (typeof node.value === "number" && Number.isInteger(node.value) && !Number.isSafeInteger(node.value)) {
      const source = range ? state.text.slice(range[0], Math.min(range[1], range[0] + 40)) : String(node.value);
      state.notes.push((0, import_positions.unsafeIntegerFinding)(source, range ? state.map.position(range[0], range[1]) : void 0));
    }
    return true;
  }
  if (depth >= state.limits.maxDepth) {
    const pos = range ? state.map.position(range[0], range[1]) : void 0;
    state.problem = (0, import_positions.limitFinding)("input-limit", `nesting deeper than ${state.limits.maxDepth} levels; a state file never needs that many (${(0, import_limits.raiseLimitHint)("maxDepth")})`, pos);
    return false;
  }
  if ((0, import_yaml.isMap)(node)) {
    const seen = /* @__PURE__ */ new Map();
    for (const pair of node.items) {
      if (!(0, import_yaml.isPair)(pair)) continue;
      const keyNode = pair.key;
      if ((0, import_yaml.isMap)(keyNode) || (0, import_yaml.isSeq)(keyNode)) {
        state.errors.push(nodeProblem(state, keyNode, `a mapping key must be a plain value, not ${(0, import_yaml.isMap)(keyNode) ? "a mapping" : "a list"}`));
        continue;
      }
      const name = keyText(pair.key);
      const first = seen.get(name);
      if (first !== void 0) {
        const at = first?.range ? ` (first at line ${state.map.position(first.range[0], first.range[0]).line})` : "";
        state.errors.push(nodeProblem(state, keyNode, `duplicate key ${(0, import_text.show)(name)}${at}; keys in a mapping must be unique`));
        continue;
      }
      seen.set(name, keyNode);
      const childKey = depth === 0 ? name : key + import_positions.SEP + name;
      if (keyNode && typeof keyNode === "object" && "range" in keyNode && keyNode.range) {
        state.map.keys.set(childKey, { start: keyNode.range[0], end: keyNode.range[1] });
      }
      if ((0, import_yaml.isScalar)(keyNode)) {
        if (keyNode.anchor) state.anchors.add(keyNode.anchor);
        if (keyNode.tag && !CORE_TAGS.has(keyNode.tag)) state.errors.push(nodeProblem(state, keyNode, `the YAML tag ${tagName(keyNode.tag)} is not supported in a state file`));
      }
      if (!walk(pair.value, childKey, depth + 1, state)) return false;
    }
    return true;
  }
  if ((0, import_yaml.isSeq)(node)) {
    for (let i = 0; i < node.items.length; i++) {
      if (!walk(node.items[i], depth === 0 ? String(i) : key + import_positions.SEP + i, depth + 1, state)) return false;
    }
  }
  return true;
}
function offsetPosition(text, offset) {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = end - lineStart + 1;
  return { line, column, endLine: line, endColumn: column + 1 };
}
function parseGuarded(text, lines, maxDepth, maxValues) {
  const parser = new import_yaml.Parser(lines.addNewLine);
  lines.addNewLine(0);
  const maxStack = 2 * maxDepth + 4;
  const tokens = [];
  let values = 0;
  for (const lexeme of new import_yaml.Lexer().lex(text)) {
    if (lexeme === "" && ++values > maxValues) return { tooManyAt: parser.offset };
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (parser.stack.length > maxStack) return { tooDeepAt: parser.offset };
  }
  for (const token of parser.end()) tokens.push(token);
  const composer = new import_yaml.Composer({ prettyErrors: false, uniqueKeys: false, merge: true, version: "1.2", logLevel: "error" });
  let first;
  for (const doc of composer.compose(tokens, true, text.length)) {
    if (!first) first = doc;
    else return { doc: first, extraDocumentAt: doc.range[0] };
  }
  return { doc: first };
}
function loadText(input, limits = import_limits.DEFAULT_LIMITS, byteLength, syntax = "yaml", reading) {
  const text = typeof input !== "string" ? "" : input.includes("\r") ? input.replace(/\r(?!\n)/g, "\n") : input;
  const lines = new import_yaml.LineCounter();
  const positions = new import_positions.PositionMap(lines);
  const size = Math.max(byteLength ?? 0, text.length);
  if (size > limits.maxBytes) {
    return {
      data: void 0,
      positions,
      findings: [(0, import_positions.limitFinding)("input-limit", `the file is ${size} bytes, more than the limit of ${limits.maxBytes} (${(0, import_limits.raiseLimitHint)("maxBytes")})`, void 0)]
    };
  }
  if (syntax === "json") {
    if (text.trim().length === 0) return { data: null, positions, findings: [], empty: true };
    const read = reading !== void 0 ? reading : (0, import_json_syntax.readJsonWithin)(text, limits);
    const parsed = read !== null && read !== void 0;
    const data = read?.data;
    if (parsed && (0, import_json_syntax.readsAsYaml)(text, data, limits.maxDepth, limits.maxValues)) {
      return { data, positions: new import_positions.DeferredPositions(() => (0, import_json_tree.jsonTreePositions)(text) ?? ((0, import_plain_yaml.readPlainYaml)(text, limits) ?? loadFully(text, limits)).positions), findings: [] };
    }
    const problem = parsed ? void 0 : (0, import_json_syntax.findJsonSyntaxError)(text);
    if (problem) {
      return { data: void 0, positions, findings: [{ ...(0, import_positions.limitFinding)("parse-error", `invalid JSON: ${problem.message}`, void 0), ...offsetPosition(text, problem.offset) }] };
    }
  }
  return (0, import_plain_yaml.readPlainYaml)(text, limits) ?? loadFully(text, limits);
}
function loadFully(text, limits) {
  const lines = new import_yaml.LineCounter();
  const positions = new import_positions.PositionMap(lines);
  const parsed = parseGuarded(text, lines, limits.maxDepth, limits.maxValues);
  if ("tooManyAt" in parsed) {
    const pos = positions.position(parsed.tooManyAt, parsed.tooManyAt);
    return { data: void 0, positions, findings: [(0, import_positions.limitFinding)("input-limit", `more than ${limits.maxValues} values in one file; a state file never needs that many (${(0, import_limits.raiseLimitHint)("maxValues")})`, pos)] };
  }
  if ("tooDeepAt" in parsed) {
    const pos = positions.position(parsed.tooDeepAt, parsed.tooDeepAt);
    return { data: void 0, positions, findings: [(0, import_positions.limitFinding)("input-limit", `nesting deeper than ${limits.maxDepth} levels; a state file never needs that many (${(0, import_limits.raiseLimitHint)("maxDepth")})`, pos)] };
  }
  const doc = parsed.doc;
  if (parsed.extraDocumentAt !== void 0) {
    const pos = positions.position(parsed.extraDocumentAt, parsed.extraDocumentAt);
    return { data: void 0, positions, findings: [(0, import_positions.limitFinding)("parse-error", "a state file holds one YAML document; split the others into their own files", pos)] };
  }
  if (doc.errors.length > 0) {
    const findings = doc.errors.map((e) => (0, import_positions.limitFinding)("parse-error", e.message.split("\n")[0], positions.position(e.pos[0], e.pos[1])));
    return { data: void 0, positions, findings };
  }
  const state = { text, map: positions, limits, aliases: 0, errors: [], notes: [], anchors: /* @__PURE__ */ new Set() };
  if (!walk(doc.contents, "", 0, state)) {
    return { data: void 0, positions, findings: [state.problem] };
  }
  if (state.errors.length > 0) return { data: void 0, positions, findings: state.errors };
  const empty = doc.contents === null || doc.contents === void 0;
  let data;
  try {
    data = doc.toJS({ maxAliasCount: limits.maxAliases + 1 });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { data: void 0, positions, findings: [(0, import_positions.limitFinding)("input-limit", `the file could not be expanded: ${message}`, void 0)] };
  }
  return { data, positions, findings: state.notes, ...empty ? { empty } : {} };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_LIMITS,
  PositionMap,
  emptyPositions,
  loadText
});
