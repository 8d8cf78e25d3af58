import { IDENTITY } from "../account/account.js";
import { appendAll } from "../util/data.js";
import { isPlainObject } from "../util/text.js";
const RESOURCE_SECTIONS = ["vpcs", "firewalls", "databases", "stackscripts", "images", "computes", "nodebalancers"];
function idOf(value) {
  const identity = value[IDENTITY];
  if (typeof identity === "string") return `@${identity}`;
  const id = value.id;
  if (typeof id === "number" && Number.isInteger(id)) return `#${id}`;
  if (typeof id === "string" && id.length > 0) return `#${id}`;
  return void 0;
}
function labelOf(value) {
  return typeof value.label === "string" ? value.label : void 0;
}
function pair(section, before, after, vpc) {
  const changes = [];
  const byId = /* @__PURE__ */ new Map();
  for (const b of before) {
    const id = idOf(b.value);
    if (id !== void 0 && !byId.has(id)) byId.set(id, b);
  }
  const taken = /* @__PURE__ */ new Set();
  const pending = [];
  const extra = vpc ? { vpc } : {};
  for (const a of after) {
    const id = idOf(a.value);
    const b = id === void 0 ? void 0 : byId.get(id);
    if (b && !taken.has(b)) {
      taken.add(b);
      changes.push({ section, before: b, after: a, how: "id", renamed: labelOf(b.value) !== labelOf(a.value), ...extra });
    } else pending.push(a);
  }
  const byLabel = /* @__PURE__ */ new Map();
  for (const b of before) {
    const label = labelOf(b.value);
    if (taken.has(b) || label === void 0 || byLabel.has(label)) continue;
    byLabel.set(label, b);
  }
  for (const a of pending) {
    const label = labelOf(a.value);
    const b = label === void 0 ? void 0 : byLabel.get(label);
    const ids = b ? [idOf(b.value), idOf(a.value)] : [];
    if (b && !taken.has(b) && !(ids[0] !== void 0 && ids[1] !== void 0)) {
      taken.add(b);
      changes.push({ section, before: b, after: a, how: "label", renamed: false, ...extra });
    } else changes.push({ section, after: a, how: "created", renamed: false, ...extra });
  }
  for (const b of before) if (!taken.has(b)) changes.push({ section, before: b, how: "deleted", renamed: false, ...extra });
  return changes;
}
function subnetsOf(vpc) {
  if (!vpc || !Array.isArray(vpc.value.subnets)) return [];
  const out = [];
  vpc.value.subnets.forEach((subnet, i) => {
    if (isPlainObject(subnet)) out.push({ fileIndex: vpc.fileIndex, path: [...vpc.path, "subnets", i], value: subnet });
  });
  return out;
}
function matchAccounts(before, after) {
  const changes = [];
  const entries = (list) => list.filter((e) => isPlainObject(e.value));
  for (const section of RESOURCE_SECTIONS) appendAll(changes, pair(section, entries(before.sections[section]), entries(after.sections[section])));
  for (const vpc of changes.filter((c) => c.section === "vpcs")) appendAll(changes, pair("subnets", subnetsOf(vpc.before), subnetsOf(vpc.after), vpc));
  return changes;
}
const bigints = (_key, v) => typeof v === "bigint" ? { "\0bigint": v.toString() } : v;
function json(value) {
  try {
    return JSON.stringify(value) ?? "undefined";
  } catch {
    return JSON.stringify(value, bigints) ?? "undefined";
  }
}
const sideLabel = (side) => typeof side?.value.label === "string" ? side.value.label : "?";
function firewallDevices(side) {
  const devices = side?.value.devices;
  if (!isPlainObject(devices)) return [];
  const out = [];
  for (const [list, type] of [["computes", "compute"], ["nodebalancers", "nodebalancer"]]) {
    const refs = devices[list];
    if (Array.isArray(refs)) {
      for (const ref of refs) if (typeof ref === "string" || typeof ref === "number") out.push({ type, ref });
    }
  }
  return out;
}
function heldRanges(account) {
  const ranges = /* @__PURE__ */ new Map();
  for (const compute of account.sections.computes) {
    const list = compute.value.ipv6_ranges;
    if (!Array.isArray(list)) continue;
    list.forEach((r, i) => {
      if (typeof r === "string") ranges.set(r.toLowerCase(), { holder: compute, at: { fileIndex: compute.fileIndex, path: [...compute.path, "ipv6_ranges", i], value: { range: r } } });
    });
  }
  return ranges;
}
export {
  RESOURCE_SECTIONS,
  firewallDevices,
  heldRanges,
  json,
  matchAccounts,
  sideLabel
};
