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
var mapping_exports = {};
__export(mapping_exports, {
  PathIndex: () => PathIndex,
  PathNode: () => PathNode,
  UNPLACED: () => UNPLACED,
  mapResources: () => mapResources
});
module.exports = __toCommonJS(mapping_exports);
var import_account = require("../account/account.js");
var import_marks = require("../util/marks.js");
var import_marks2 = require("../util/marks.js");
var import_data = require("../util/data.js");
var import_resources = require("./resources.js");
const IS_UNKNOWN = 1;
const IS_VERBATIM = 2;
const IS_CONVERTED = 4;
const IS_HOLDER = 8;
const MAX_INDEX = 999999999;
const segmentText = (k) => typeof k === "string" ? k : k === void 0 || k === null ? "" : String(k);
const FEW_FIELDS = 12;
const INDEX_TEXT = /^(0|[1-9][0-9]{0,8})$/;
function indexOf(k) {
  if (typeof k === "number") return Number.isInteger(k) && k >= 0 && k <= MAX_INDEX ? k : -1;
  if (typeof k !== "string") return -1;
  const c = k.charCodeAt(0);
  return c >= 48 && c <= 57 && INDEX_TEXT.test(k) ? Number(k) : -1;
}
class PathNode {
  constructor(parent, key, depth) {
    this.parent = parent;
    this.key = key;
    this.depth = depth;
  }
  /** The recorded origin (resource and provider attribute), when there is one. */
  resource = void 0;
  attribute = void 0;
  flags = 0;
  items = void 0;
  /** The children at keys other than list indexes: a few, searched in order; a Map once there are many. */
  fields = void 0;
  /** The child at `k`, made when missing. */
  at(k) {
    const i = indexOf(k);
    if (i >= 0) {
      const items = this.items ??= [];
      let n2 = items[i];
      if (!n2) items[i] = n2 = new PathNode(this, i, this.depth + 1);
      return n2;
    }
    const key = segmentText(k);
    const found = this.field(key);
    if (found) return found;
    const n = new PathNode(this, key, this.depth + 1);
    const fields = this.fields ??= [];
    if (!Array.isArray(fields)) fields.set(key, n);
    else if (fields.length < FEW_FIELDS) fields.push(n);
    else {
      const map = /* @__PURE__ */ new Map();
      for (const f of fields) map.set(f.key, f);
      map.set(key, n);
      this.fields = map;
    }
    return n;
  }
  field(key) {
    const fields = this.fields;
    if (!fields) return void 0;
    if (!Array.isArray(fields)) return fields.get(key);
    for (let i = 0; i < fields.length; i++) if (fields[i].key === key) return fields[i];
    return void 0;
  }
  /** The child at `k`, if any. */
  find(k) {
    const i = indexOf(k);
    if (i >= 0) return this.items?.[i];
    return this.field(segmentText(k));
  }
  /** The descendant at the relative path `p`, made when missing. */
  under(p) {
    let n = this;
    for (let i = 0; i < p.length; i++) n = n.at(p[i]);
    return n;
  }
  /** Its path (list indexes as numbers). */
  path() {
    const out = new Array(this.depth);
    for (let n = this; n && n.depth > 0; n = n.parent) out[n.depth - 1] = n.key;
    return out;
  }
  get origin() {
    return this.resource && this.attribute ? { resource: this.resource, attribute: this.attribute } : void 0;
  }
  get unknown() {
    return (this.flags & IS_UNKNOWN) !== 0;
  }
  get verbatim() {
    return (this.flags & IS_VERBATIM) !== 0;
  }
  get converted() {
    return (this.flags & IS_CONVERTED) !== 0;
  }
  get holder() {
    return (this.flags & IS_HOLDER) !== 0;
  }
  /** Every node below it, depth first. */
  *descendants() {
    for (const n of this.items ?? []) {
      if (!n) continue;
      yield n;
      yield* n.descendants();
    }
    for (const n of this.fields?.values() ?? []) {
      yield n;
      yield* n.descendants();
    }
  }
}
class PathIndex {
  root = new PathNode(void 0, "", 0);
  /** The nodes of the paths whose value is unknown, in the order met. */
  unknowns = [];
  /** The node at `path`, if any. */
  find(path, from = 0) {
    let n = this.root;
    for (let i = from; i < path.length && n; i++) n = n.find(path[i]);
    return n;
  }
  /** The deepest node along `path` (the root when none). */
  deepest(path, from = 0) {
    let n = this.root;
    for (let i = from; i < path.length; i++) {
      const next = n.find(path[i]);
      if (!next) break;
      n = next;
    }
    return n;
  }
  /** Records the origin of a state path. */
  origin(node, resource, attribute) {
    node.resource = resource;
    node.attribute = attribute;
  }
  /** Notes a state path's value as unknown. */
  unknown(node) {
    if (node.flags & IS_UNKNOWN) return;
    node.flags |= IS_UNKNOWN;
    this.unknowns.push(node);
  }
  /**
   * Marks every value that holds an unknown one (an entry, a list, a rule), from the entry down:
   * the ancestors of each unknown at depth 2 and more, except that an unknown id or status (of
   * every resource a plan creates) makes no holder.
   */
  markHolders() {
    for (const u of this.unknowns) {
      if (u.key === "id" || u.key === "status") continue;
      for (let n = u.parent; n && n.depth >= 2; n = n.parent) n.flags |= IS_HOLDER;
    }
  }
  /** Every recorded origin (for tests and tools; in no particular order). */
  *origins() {
    for (const n of this.root.descendants()) {
      const o = n.origin;
      if (o) yield o;
    }
  }
}
const UNPLACED = " (its VPC is not in this input)";
const same = (v) => v;
const DAYS = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 };
function imageId(v) {
  return typeof v === "string" && v.startsWith("linode/") ? `compute/${v.slice(7)}` : v;
}
function stateId(v) {
  if (typeof v === "string" && /^[1-9][0-9]{0,15}$/.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : v;
  }
  return v;
}
const SECTIONS = ["computes", "nodebalancers", "vpcs", "firewalls", "databases", "stackscripts", "images", "ip_assignments", "ip_shares", "ipv6_ranges"];
const ENTRY_MARKS = { [import_account.IDENTITY]: { value: void 0, enumerable: false }, [import_marks2.ADDRESS]: { value: void 0, enumerable: false } };
const CREATING_MARKS = { [import_account.IDENTITY]: { value: void 0, enumerable: false }, [import_marks2.ADDRESS]: { value: void 0, enumerable: false }, [import_account.CREATE_REQUEST]: { value: true, enumerable: false, configurable: true } };
class EntryBuilder {
  constructor(account, resource, node) {
    this.account = account;
    this.resource = resource;
    this.node = node;
    account.index.origin(node, resource, []);
    account.current = this.value;
    const marks = resource.creating ? CREATING_MARKS : ENTRY_MARKS;
    marks[import_account.IDENTITY].value = resource.replacing ? `${resource.address} (replacement)` : resource.address;
    marks[import_marks2.ADDRESS].value = resource.address;
    Object.defineProperties(this.value, marks);
    marks[import_account.IDENTITY].value = marks[import_marks2.ADDRESS].value = void 0;
  }
  value = {};
  /** Copies the provider attribute `from` to the state field `to` (relative to the entry); null and absent are left out. */
  copy(to, from, convert, resolver) {
    const v = get(this.resource.values, from);
    if (v === void 0 || v === null) return;
    const plain = this.value_(to, from, v, convert, resolver);
    if (plain !== void 0) setIn(this.value, to, plain);
  }
  /**
   * A provider value as JSON for the state field `to` (relative to the entry), recording the
   * origin of it and of each item; an unknown value (or item) is left out and noted; a Ref is a
   * Pending placeholder that `settle` resolves once every entry exists.
   */
  value_(to, from, v, convert = same, resolver = byLabelOrId) {
    return this.valueAt(this.node.under(to), from, v, convert, resolver);
  }
  /** value_ at the state path `node` (below the entry's). */
  valueAt(node, from, v, convert = same, resolver = byLabelOrId) {
    this.account.current = this.value;
    return this.account.plain(v, node, from, this.resource, convert, resolver);
  }
}
function get(values, path) {
  let v = values;
  for (const k of path) {
    if (v === void 0 || v === null || (0, import_resources.isUnknown)(v) || v instanceof import_resources.Ref) return v === null ? void 0 : v;
    if (Array.isArray(v)) v = typeof k === "number" ? v[k] : void 0;
    else if ((0, import_resources.isTfObject)(v)) v = typeof k === "string" && Object.prototype.hasOwnProperty.call(v, k) ? v[k] : void 0;
    else return void 0;
  }
  return v;
}
function setIn(target, path, value) {
  let o = target;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    if (typeof o[k] !== "object" || o[k] === null) o[k] = {};
    o = o[k];
  }
  o[path[path.length - 1]] = value;
}
function blocks(v) {
  if (v === void 0 || v === null) return [];
  if ((0, import_resources.isUnknown)(v)) return void 0;
  return Array.isArray(v) ? v : [v];
}
class Builder {
  data = Object.fromEntries(SECTIONS.map((s) => [s, []]));
  index = new PathIndex();
  unmapped = /* @__PURE__ */ new Map();
  /** The entries (and subnets) holding a Pending reference, for `settle`. */
  pending = /* @__PURE__ */ new Set();
  /** The entry being built (whose values a Pending is in). */
  current = void 0;
  /** Subnets whose VPC is not in this input, by type (one address each). */
  unplaced = /* @__PURE__ */ new Map();
  notChecked = /* @__PURE__ */ new Map();
  /** Entries by the addresses that name them (with and without the instance key). */
  targets = /* @__PURE__ */ new Map();
  entry(section, resource) {
    const list = this.data[section];
    const e = new EntryBuilder(this, resource, this.index.root.at(section).at(list.length));
    list.push(e.value);
    this.addTarget(resource, { section, value: e.value, node: e.node });
    return e;
  }
  addTarget(resource, target) {
    this.targets.set(resource.address, target);
    if (resource.module !== resource.address) this.targets.set(resource.module, AMBIGUOUS);
  }
  /**
   * See EntryBuilder.value_. The origin of a value is recorded only where it cannot be derived:
   * the items of a list copied item for item and the fields of an object copied key for key are
   * found from their parent's (see `verbatim`), which keeps a plan's values from costing a map
   * entry each. `record` is false for such a child.
   */
  plain(v, node, from, resource, convert, resolver, record = true) {
    if (record) this.index.origin(node, resource, from);
    if ((0, import_resources.isUnknown)(v)) {
      this.index.unknown(node);
      return void 0;
    }
    if (v instanceof import_resources.Ref) {
      if (this.current) this.pending.add(this.current);
      return new Pending(v, node, resolver);
    }
    if (Array.isArray(v)) {
      const out = [];
      let fromIndex;
      for (let i = 0; i < v.length; i++) {
        const p = this.child(v[i], node, out.length, from, i, resource, convert, resolver);
        if (p === void 0) {
          this.index.unknown(node.at("*"));
          fromIndex ??= out.map((_, j) => j);
        } else {
          if (p instanceof Pending) fromIndex ??= out.map((_, j) => j);
          out.push(p);
          fromIndex?.push(i);
        }
      }
      if (!fromIndex) node.flags |= IS_VERBATIM;
      else for (let j = 0; j < fromIndex.length; j++) this.index.origin(node.at(j), resource, [...from, fromIndex[j]]);
      return out;
    }
    if ((0, import_resources.isTfObject)(v)) {
      const out = {};
      for (const k of Object.keys(v)) {
        const item = v[k];
        if (item === null) continue;
        const p = this.child(item, node, k, from, k, resource, convert, resolver);
        if (p !== void 0) (0, import_data.setOwn)(out, k, p);
      }
      node.flags |= IS_VERBATIM;
      return out;
    }
    const c = convert(v);
    if (c !== v) node.flags |= IS_CONVERTED;
    return c;
  }
  /** plain() of an item or field whose origin is derived: a scalar copied as it is costs no path. */
  child(v, node, stateKey, from, fromKey, resource, convert, resolver) {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") {
      const c = convert(v);
      if (c === v) return c;
    }
    return this.plain(v, node.at(stateKey), [...from, fromKey], resource, convert, resolver, false);
  }
}
class Pending {
  constructor(ref, node, resolver) {
    this.ref = ref;
    this.node = node;
    this.resolver = resolver;
  }
}
const AMBIGUOUS = { section: "computes", value: {}, node: new PathNode(void 0, "", 0) };
const byLabelOrId = (t) => {
  if (!t || t === AMBIGUOUS) return void 0;
  if (typeof t.value.label === "string") return t.value.label;
  return typeof t.value.id === "number" ? t.value.id : void 0;
};
const subnetRef = (t) => {
  if (!t || t.section !== "subnets" || !t.vpc) return void 0;
  const vpc = t.vpc.value.label;
  const subnet = t.value.label;
  return typeof vpc === "string" && typeof subnet === "string" ? `${vpc}/${subnet}` : typeof t.value.id === "number" ? t.value.id : void 0;
};
function settle(b, value) {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Pending) {
    const r = value.resolver(b.targets.get(value.ref.address));
    if (r === void 0) {
      b.index.unknown(value.node);
      return void 0;
    }
    return r;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const s = settle(b, item);
      if (s === void 0) {
        if (item instanceof Pending) b.index.unknown((item.node.parent ?? b.index.root).at("*"));
        value.splice(i, 1);
        i--;
      } else value[i] = s;
    }
    return value;
  }
  const o = value;
  for (const k of Object.keys(o)) {
    const s = settle(b, o[k]);
    if (s === void 0) delete o[k];
    else (0, import_data.setOwn)(o, k, s);
  }
  return value;
}
function put(target, key, value) {
  if (value !== void 0) target[key] = value;
}
const unknownValue = (x) => x !== void 0 && ((0, import_resources.isUnknown)(x) || x instanceof import_resources.Ref);
const unknownList = (x) => unknownValue(x) ? "all" : Array.isArray(x) && x.some((item) => (0, import_resources.isUnknown)(item) || item instanceof import_resources.Ref) ? "some" : void 0;
const RULE_SCALARS = ["action", "protocol", "ports"];
const RULE_FIELDS = ["action", "protocol", "ports", "label", "description"];
const FAMILIES = ["ipv4", "ipv6"];
function firewallRule(b, e, block, from, rulePath) {
  if ((0, import_resources.isUnknown)(block) || block instanceof import_resources.Ref) {
    b.index.unknown(rulePath);
    b.index.origin(rulePath, e.resource, from);
    const placeholder = {};
    mark(placeholder, import_marks.RULE_UNKNOWN, { whole: true });
    return placeholder;
  }
  if (!(0, import_resources.isTfObject)(block)) return void 0;
  const rule = {};
  b.index.origin(rulePath, e.resource, from);
  rulePath.flags |= IS_VERBATIM;
  const legacy = [];
  if (block.addresses !== void 0 && block.addresses !== null) legacy.push("addresses");
  const oldPorts = block.ports;
  if (Array.isArray(oldPorts)) legacy.push("ports");
  let unknowns;
  if (legacy.length) (unknowns ??= {}).whole = true;
  for (const field of RULE_SCALARS) if (unknownValue(block[field])) (unknowns ??= {})[field] = true;
  for (const family of FAMILIES) {
    const u = unknownList(block[family]);
    if (u) (unknowns ??= {})[family] = u;
  }
  if (unknowns) mark(rule, import_marks.RULE_UNKNOWN, unknowns);
  if (legacy.length) {
    const literal = Array.isArray(oldPorts) && oldPorts.length > 0 && oldPorts.length <= 15 && oldPorts.every((p) => typeof p === "string" || typeof p === "number" && Number.isInteger(p));
    const value = { attributes: legacy, ...literal ? { ports: oldPorts.map((p) => String(p).trim()).join(",") } : {} };
    mark(rule, import_marks.LEGACY_RULE, value);
  }
  for (const field of RULE_FIELDS) {
    const v = block[field];
    if (v === void 0 || v === null || v === "" && (field === "description" || field === "ports")) continue;
    put(rule, field, b.child(v, rulePath, field, from, field, e.resource, same, byLabelOrId));
  }
  const addresses = {};
  const addressesPath = rulePath.at("addresses");
  b.index.origin(addressesPath, e.resource, legacy.includes("addresses") ? [...from, "addresses"] : from);
  addressesPath.flags |= IS_VERBATIM;
  for (const family of FAMILIES) {
    const v = block[family];
    if (v === void 0 || v === null) continue;
    put(addresses, family, b.child(v, addressesPath, family, from, family, e.resource, same, byLabelOrId));
  }
  rule.addresses = addresses;
  return rule;
}
function mark(target, key, value) {
  Object.defineProperty(target, key, { value, enumerable: false, configurable: true });
}
const INTERFACE_FIELDS = ["purpose", "label", "ipam_address"];
const INTERFACE_IPV4_FIELDS = ["vpc", "nat_1_1"];
function interfaces(b, e, list, from, to) {
  const items = blocks(list);
  if (!items) {
    b.index.unknown(e.node.under(to));
    return void 0;
  }
  const out = [];
  const base = e.node.under(to);
  items.forEach((item, i) => {
    if (!(0, import_resources.isTfObject)(item)) return;
    const at = base.at(out.length);
    const iface = {};
    const fromItem = [...from, i];
    b.index.origin(at, e.resource, fromItem);
    for (const f of INTERFACE_FIELDS) {
      const x = item[f];
      if (x === void 0 || x === null || x === "" && f !== "purpose") continue;
      put(iface, f, e.valueAt(at.at(f), [...fromItem, f], x));
    }
    const subnet = item.subnet_id;
    if (subnet !== void 0 && subnet !== null) put(iface, "subnet", e.valueAt(at.at("subnet"), [...fromItem, "subnet_id"], subnet, stateId, subnetRef));
    const ipv4 = blocks(item.ipv4)?.[0];
    if ((0, import_resources.isTfObject)(ipv4)) {
      const addr = {};
      for (const f of INTERFACE_IPV4_FIELDS) {
        const x = ipv4[f];
        if (x === void 0 || x === null || x === "") continue;
        put(addr, f, e.valueAt(at.at("ipv4").at(f), [...fromItem, "ipv4", 0, f], x));
      }
      if (Object.keys(addr).length) iface.ipv4 = addr;
    }
    out.push(iface);
  });
  return out;
}
function labelOrAddress(b, e) {
  e.copy(["label"], ["label"]);
  if (e.value.label === void 0) {
    e.value.label = e.resource.address;
    b.index.unknown(e.node.at("label"));
  }
}
function mapResources(resources) {
  const b = new Builder();
  const later = [];
  const order = (t) => t === "linode_instance" || t === "linode_nodebalancer" || t === "linode_vpc" ? 0 : t === "linode_firewall" || t === "linode_vpc_subnet" ? 1 : 2;
  const ranks = [[], [], []];
  for (const r of resources) ranks[order(r.type)].push(r);
  const sorted = ranks[0].concat(ranks[1], ranks[2]);
  for (const r of sorted) {
    const v = r.values;
    switch (r.type) {
      case "linode_instance": {
        const e = b.entry("computes", r);
        labelOrAddress(b, e);
        e.copy(["id"], ["id"], stateId);
        e.copy(["region"], ["region"]);
        e.copy(["type"], ["type"]);
        e.copy(["image"], ["image"], imageId);
        for (const field of ["authorized_keys", "authorized_users"]) e.copy([field], [field]);
        const unknownKeys = (x) => (0, import_resources.isUnknown)(x) || Array.isArray(x) && x.some((k) => (0, import_resources.isUnknown)(k) || k instanceof import_resources.Ref);
        const userData = blocks(v.metadata);
        const cloudInit = userData === void 0 || userData.some((m) => (0, import_resources.isUnknown)(m) || (0, import_resources.isTfObject)(m) && m.user_data !== void 0 && m.user_data !== null && m.user_data !== "");
        if (unknownKeys(v.authorized_keys) || unknownKeys(v.authorized_users) || cloudInit) delete e.value[import_account.CREATE_REQUEST];
        const ipv4 = {};
        for (const [attr, kind] of [["ip_address", "public"], ["private_ip_address", "private"]]) {
          const x = v[attr];
          if (typeof x === "string" && x !== "") put(ipv4, kind, [e.value_(["ipv4", kind, 0], [attr], x)]);
        }
        if (Object.keys(ipv4).length) e.value.ipv4 = ipv4;
        const ipv6 = v.ipv6;
        if (typeof ipv6 === "string" && ipv6 !== "") put(e.value, "slaac", e.value_(["slaac"], ["ipv6"], ipv6.replace(/\/128$/, "")));
        if (typeof v.ip_address !== "string" || v.ip_address === "" || typeof ipv6 !== "string" || ipv6 === "") Object.defineProperty(e.value, import_marks.ADDRESSES_UNKNOWN, { value: true, enumerable: false });
        const configs = [];
        if (v.interface !== void 0 && v.interface !== null) {
          const list = interfaces(b, e, v.interface, ["interface"], ["configs", 0, "interfaces"]);
          if (list) configs.push({ label: "interfaces", interfaces: list });
        }
        blocks(v.config)?.forEach((cfg, c) => {
          if (!(0, import_resources.isTfObject)(cfg)) return;
          const at = configs.length;
          const config = {};
          if (typeof cfg.label === "string") config.label = cfg.label;
          b.index.origin(e.node.at("configs").at(at), r, ["config", c]);
          put(config, "interfaces", interfaces(b, e, cfg.interface, ["config", c, "interface"], ["configs", at, "interfaces"]));
          configs.push(config);
        });
        if (configs.length) e.value.configs = configs;
        const firewall = v.firewall_id;
        if (firewall !== void 0 && firewall !== null) later.push(() => attachDevice(b, r, ["firewall_id"], firewall, new import_resources.Ref(r.address, "id"), "computes"));
        break;
      }
      case "linode_nodebalancer": {
        const e = b.entry("nodebalancers", r);
        labelOrAddress(b, e);
        e.copy(["id"], ["id"], stateId);
        e.copy(["region"], ["region"]);
        const firewall = v.firewall_id;
        if (firewall !== void 0 && firewall !== null) later.push(() => attachDevice(b, r, ["firewall_id"], firewall, new import_resources.Ref(r.address, "id"), "nodebalancers"));
        break;
      }
      case "linode_vpc": {
        const e = b.entry("vpcs", r);
        for (const f of ["label", "region"]) e.copy([f], [f]);
        e.copy(["id"], ["id"], stateId);
        if (v.description !== "") e.copy(["description"], ["description"]);
        break;
      }
      case "linode_vpc_subnet": {
        const vpcRef = v.vpc_id;
        const vpc = vpcRef instanceof import_resources.Ref ? b.targets.get(vpcRef.address) : typeof vpcRef === "number" || typeof vpcRef === "string" ? findById(b, "vpcs", stateId(vpcRef)) : void 0;
        if (!vpc || vpc.section !== "vpcs") {
          if (!b.unplaced.has(r.type)) b.unplaced.set(r.type, r.address);
          b.notChecked.set(r, UNPLACED.slice(2, -1));
          break;
        }
        const subnets = vpc.value.subnets ??= [];
        const e = new EntryBuilder(b, r, vpc.node.at("subnets").at(subnets.length));
        subnets.push(e.value);
        for (const f of ["label", "ipv4"]) e.copy([f], [f]);
        e.copy(["id"], ["id"], stateId);
        b.addTarget(r, { section: "subnets", value: e.value, node: e.node, vpc });
        break;
      }
      case "linode_firewall": {
        const e = b.entry("firewalls", r);
        e.copy(["label"], ["label"]);
        e.copy(["id"], ["id"], stateId);
        e.copy(["tags"], ["tags"]);
        if (v.disabled === true) {
          e.value.status = "disabled";
          b.index.origin(e.node.at("status"), r, ["disabled"]);
        } else if ((0, import_resources.isUnknown)(v.disabled)) b.index.unknown(e.node.at("status"));
        const rules = {};
        e.value.rules = rules;
        const rulesNode = e.node.at("rules");
        b.index.origin(rulesNode, r, []);
        const rulesUnknown = {};
        for (const policy of ["inbound_policy", "outbound_policy"]) {
          e.copy(["rules", policy], [policy]);
          if ((0, import_resources.isUnknown)(v[policy]) || v[policy] instanceof import_resources.Ref) rulesUnknown[policy] = true;
        }
        for (const direction of ["inbound", "outbound"]) {
          const list = blocks(v[direction]);
          if (!list) {
            b.index.unknown(rulesNode.at(direction));
            rulesUnknown[direction] = true;
            continue;
          }
          const out = [];
          const directionNode = rulesNode.at(direction);
          list.forEach((block, i) => {
            const rule = firewallRule(b, e, block, [direction, i], directionNode.at(out.length));
            if (rule) out.push(rule);
          });
          rules[direction] = out;
          b.index.origin(rulesNode.at(direction), r, [direction]);
        }
        if (Object.keys(rulesUnknown).length) mark(rules, import_marks.RULES_UNKNOWN, rulesUnknown);
        e.value.devices = {};
        b.index.origin(e.node.at("devices"), r, []);
        for (const [attr, kind] of [["linodes", "computes"], ["nodebalancers", "nodebalancers"]]) {
          const list = v[attr];
          if (list === void 0 || list === null) continue;
          later.push(() => {
            if ((0, import_resources.isUnknown)(list)) {
              b.index.unknown(e.node.at("devices").at(kind).at("*"));
              return;
            }
            (Array.isArray(list) ? list : [list]).forEach((item, i) => addDevice(b, e.value, e.node, kind, item, { resource: r, attribute: [attr, i] }));
          });
        }
        break;
      }
      case "linode_firewall_device": {
        const kind = v.entity_type === "nodebalancer" ? "nodebalancers" : "computes";
        const firewall = v.firewall_id;
        const entity = v.entity_id;
        if (firewall !== void 0 && firewall !== null && entity !== void 0 && entity !== null) later.push(() => attachDevice(b, r, ["entity_id"], firewall, entity, kind));
        break;
      }
      case "linode_database_mysql_v2":
      case "linode_database_mysql": {
        const e = b.entry("databases", r);
        e.copy(["label"], ["label"]);
        e.copy(["id"], ["id"], stateId);
        e.copy(["engine"], ["engine_id"]);
        for (const f of ["region", "type", "cluster_size", "encrypted", "ssl_connection", "replication_type", "allow_list", "status"]) e.copy([f], [f]);
        const older = r.type === "linode_database_mysql";
        const updates = older ? blocks(v.updates)?.[0] : v.updates;
        const from = older ? ["updates", 0] : ["updates"];
        if ((0, import_resources.isUnknown)(updates) || older && blocks(v.updates) === void 0) b.index.unknown(e.node.at("updates"));
        else if ((0, import_resources.isTfObject)(updates)) {
          const window = {};
          b.index.origin(e.node.at("updates"), r, from);
          for (const f of ["frequency", "duration", "hour_of_day", "day_of_week", "week_of_month"]) {
            const x = updates[f];
            if (x === void 0 || x === null && f !== "week_of_month") continue;
            const day = (d) => typeof d === "string" && DAYS[d.toLowerCase()] !== void 0 ? DAYS[d.toLowerCase()] : d;
            if (x === null) window[f] = null;
            else put(window, f, e.value_(["updates", f], [...from, f], x, f === "day_of_week" ? day : void 0));
          }
          e.value.updates = window;
        }
        break;
      }
      case "linode_stackscript": {
        const e = b.entry("stackscripts", r);
        for (const f of ["label", "script", "is_public", "rev_note"]) e.copy([f], [f]);
        e.copy(["id"], ["id"], stateId);
        if (v.description !== "") e.copy(["description"], ["description"]);
        e.copy(["images"], ["images"], imageId);
        break;
      }
      case "linode_image": {
        const e = b.entry("images", r);
        e.copy(["label"], ["label"]);
        e.copy(["id"], ["id"]);
        if (v.description !== "") e.copy(["description"], ["description"]);
        if (v.disk_id !== void 0 && v.disk_id !== null) e.copy(["disk_id"], ["disk_id"], stateId);
        else {
          e.copy(["region"], ["region"]);
          e.copy(["cloud_init"], ["cloud_init"]);
        }
        break;
      }
      case "linode_ipv6_range": {
        const e = b.entry("ipv6_ranges", r);
        for (const f of ["prefix_length", "route_target"]) e.copy([f], [f]);
        e.copy(["compute_id"], ["linode_id"], stateId);
        break;
      }
      case "linode_instance_shared_ips": {
        const e = b.entry("ip_shares", r);
        e.copy(["compute_id"], ["linode_id"], stateId);
        e.copy(["ips"], ["addresses"]);
        break;
      }
      case "linode_networking_ip_assignment": {
        const e = b.entry("ip_assignments", r);
        e.copy(["region"], ["region"]);
        const list = blocks(v.assignments);
        if (!list) {
          b.index.unknown(e.node.at("assignments"));
          break;
        }
        const out = [];
        list.forEach((item, i) => {
          if (!(0, import_resources.isTfObject)(item)) return;
          const at = ["assignments", out.length];
          const a = {};
          b.index.origin(e.node.under(at), r, ["assignments", i]);
          if (item.address !== void 0 && item.address !== null) put(a, "address", e.value_([...at, "address"], ["assignments", i, "address"], item.address));
          if (item.linode_id !== void 0 && item.linode_id !== null) put(a, "compute_id", e.value_([...at, "compute_id"], ["assignments", i, "linode_id"], item.linode_id, stateId));
          out.push(a);
        });
        e.value.assignments = out;
        b.index.origin(e.node.at("assignments"), r, ["assignments"]);
        break;
      }
      case "linode_instance_ip": {
        later.push(() => {
          const address = v.address;
          const linode = v.linode_id;
          const target = linode instanceof import_resources.Ref ? b.targets.get(linode.address) : typeof linode === "number" || typeof linode === "string" ? findById(b, "computes", stateId(linode)) : void 0;
          if (typeof address !== "string" || !target || target === AMBIGUOUS || target.section !== "computes") return;
          const ipv4 = target.value.ipv4 ??= {};
          const kind = v.public === false ? "private" : "public";
          const list = ipv4[kind] ??= [];
          b.index.origin(target.node.at("ipv4").at(kind).at(list.length), r, ["address"]);
          list.push(address);
        });
        break;
      }
      default:
        if (r.type.startsWith("linode_") && !b.unmapped.has(r.type)) b.unmapped.set(r.type, r.address);
        if (r.type.startsWith("linode_")) b.notChecked.set(r, "the mapping does not cover its type");
    }
  }
  for (const step of later) step();
  if (b.pending.size) {
    for (const section of SECTIONS) {
      for (const value of b.data[section]) {
        if (b.pending.has(value)) settle(b, value);
        else if (section === "vpcs" && Array.isArray(value.subnets)) {
          for (const subnet of value.subnets) if (b.pending.has(subnet)) settle(b, subnet);
        }
      }
    }
  }
  const data = {};
  for (const section of SECTIONS) if (b.data[section].length) data[section] = b.data[section];
  for (const [type, address] of b.unplaced) if (!b.unmapped.has(type)) b.unmapped.set(`${type}${UNPLACED}`, address);
  return { data, index: b.index, unmapped: b.unmapped, notChecked: b.notChecked };
}
function findById(b, section, id) {
  if (id === void 0) return void 0;
  const list = b.data[section];
  for (let i = 0; i < list.length; i++) if (list[i].id === id) return { section, value: list[i], node: b.index.root.at(section).at(i) };
  return void 0;
}
function addDevice(b, firewall, firewallNode, kind, item, origin) {
  const devices = firewall.devices ??= {};
  const list = devices[kind] ??= [];
  const target = item instanceof import_resources.Ref ? b.targets.get(item.address) : void 0;
  const value = item instanceof import_resources.Ref ? target?.section === kind ? byLabelOrId(target) : void 0 : stateId(item);
  if (typeof value !== "string" && typeof value !== "number") {
    b.index.unknown(firewallNode.at("devices").at(kind).at("*"));
    return;
  }
  b.index.origin(firewallNode.at("devices").at(kind).at(list.length), origin.resource, origin.attribute);
  list.push(value);
}
function attachDevice(b, r, attribute, firewall, device, kind) {
  const target = firewall instanceof import_resources.Ref ? b.targets.get(firewall.address) : typeof firewall === "number" || typeof firewall === "string" ? findById(b, "firewalls", stateId(firewall)) : void 0;
  if (!target || target.section !== "firewalls") return;
  addDevice(b, target.value, target.node, kind, device, { resource: r, attribute });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  PathIndex,
  PathNode,
  UNPLACED,
  mapResources
});
