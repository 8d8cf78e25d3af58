import { Reporter } from "../rules/report.js";
import { isPlainObject, jsonType, show, suggest, Suggester } from "../util/text.js";
const SECTIONS = [
  "computes",
  "nodebalancers",
  "vpcs",
  "firewalls",
  "databases",
  "stackscripts",
  "images",
  "ip_assignments",
  "ip_shares",
  "ipv6_ranges"
];
import { CREATE_REQUEST, IDENTITY } from "../util/marks.js";
const SECTION_SET = new Set(SECTIONS);
function eachFirewallRule(fw, visit) {
  const rules = fw.value.rules;
  if (!isPlainObject(rules)) return;
  for (const direction of ["inbound", "outbound"]) {
    const list = rules[direction];
    if (!Array.isArray(list)) continue;
    list.forEach((rule, i) => {
      if (isPlainObject(rule)) visit(rule, direction, i);
    });
  }
}
function emptySections() {
  const sections = {};
  for (const s of SECTIONS) sections[s] = [];
  return sections;
}
function notStateReason(data, text, parsed) {
  if (!parsed) {
    const section = new RegExp(`^\\s*"?(${SECTIONS.join("|")})"?\\s*:`, "m");
    return section.test(text) ? void 0 : "not valid YAML/JSON and names no resource section";
  }
  if (data === null || data === void 0) return void 0;
  if (!isPlainObject(data)) return "its top level is not a mapping of resource sections";
  const keys = Object.keys(data).filter((k) => !k.startsWith("x-"));
  if (keys.length === 0) return void 0;
  const suggester = new Suggester(SECTIONS);
  const stateLike = keys.filter((k) => SECTION_SET.has(k) || suggester.suggest(k) !== void 0).length;
  return stateLike * 2 >= keys.length ? void 0 : `its top-level keys (${keys.slice(0, 3).map((k) => JSON.stringify(k)).join(", ")}${keys.length > 3 ? ", \u2026" : ""}) are not resource sections`;
}
function collect(data, fileIndex, sections, out) {
  if (data === null || data === void 0) return;
  if (!isPlainObject(data)) {
    out.report("state-structure", [], `the top level of a state file must be a mapping of resource sections, not ${jsonType(data)}`, { fileIndex });
    return;
  }
  for (const key of Object.keys(data)) {
    if (key.startsWith("x-")) continue;
    if (!SECTION_SET.has(key)) {
      const guess = suggest(key, SECTIONS);
      out.report("state-unknown-key", [key], `unknown top-level key ${show(key)}${guess ? `; did you mean "${guess}"?` : `; known sections: ${SECTIONS.join(", ")}`}`, {
        fileIndex,
        anchor: "key"
      });
      continue;
    }
    const section = key;
    const list = data[key];
    if (list === null) continue;
    if (!Array.isArray(list)) {
      out.report("state-structure", [key], `${key} must be a list of entries, not ${jsonType(list)}`, { fileIndex });
      continue;
    }
    list.forEach((value, i) => {
      if (!isPlainObject(value)) {
        out.report("state-structure", [key, i], `each entry of ${key} must be a mapping, not ${jsonType(value)} (${show(value)})`, { fileIndex });
        return;
      }
      sections[section].push({ fileIndex, path: [key, i], value });
    });
  }
}
function buildIndex(kind, section, entries, out) {
  const index = { kind, section, entries, byLabel: /* @__PURE__ */ new Map(), byId: /* @__PURE__ */ new Map() };
  for (const entry of entries) {
    const { label, id } = entry.value;
    if (typeof label === "string") {
      const first = index.byLabel.get(label);
      if (first) {
        out.report("inventory-label-unique", [...entry.path, "label"], `${kind} label ${show(label)} is used twice; labels are unique in the account`, {
          fileIndex: entry.fileIndex,
          related: [{ path: [...first.path, "label"], fileIndex: first.fileIndex, message: "first used here" }]
        });
      } else index.byLabel.set(label, entry);
    }
    if (typeof id === "number" && Number.isInteger(id)) {
      const first = index.byId.get(id);
      if (first) {
        out.report("inventory-label-unique", [...entry.path, "id"], `${kind} id ${id} is used twice; ids are unique in the account`, {
          fileIndex: entry.fileIndex,
          related: [{ path: [...first.path, "id"], fileIndex: first.fileIndex, message: "first used here" }]
        });
      } else index.byId.set(id, entry);
    }
  }
  return index;
}
function buildAccount(files) {
  const out = new Reporter();
  const sections = emptySections();
  files.forEach((data, fileIndex) => collect(data, fileIndex, sections, out));
  const account = {
    sections,
    computes: buildIndex("compute instance", "computes", sections.computes, out),
    nodebalancers: buildIndex("NodeBalancer", "nodebalancers", sections.nodebalancers, out)
  };
  return { account, findings: out.findings };
}
function resolveReference(index, ref, at, fileIndex, out) {
  if (typeof ref === "string") {
    const entry = index.byLabel.get(ref);
    if (entry) return { entry, key: `${index.section}:${entry.fileIndex}:${entry.path.join("/")}` };
    index.suggester ??= new Suggester(index.byLabel.keys());
    const guess = index.suggester.suggest(ref);
    out.report(
      "unresolved-reference",
      at,
      `no ${index.kind} is labelled ${show(ref)} under ${index.section}${guess ? `; did you mean "${guess}"?` : ""}`,
      { fileIndex }
    );
    return void 0;
  }
  if (typeof ref === "number" && Number.isInteger(ref)) {
    const entry = index.byId.get(ref);
    if (entry) return { entry, key: `${index.section}:${entry.fileIndex}:${entry.path.join("/")}` };
    if (index.entries.length > 0) {
      out.report("unknown-id-reference", at, `no ${index.kind} under ${index.section} has id ${ref}`, { fileIndex });
    }
    return { key: `${index.section}#${ref}` };
  }
  return void 0;
}
export {
  CREATE_REQUEST,
  IDENTITY,
  SECTIONS,
  buildAccount,
  eachFirewallRule,
  notStateReason,
  resolveReference
};
