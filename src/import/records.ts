/**
 * API records → state-file entries. The reference shows few response records: each entry reads
 * the fields its resource's create and update requests name, plus `id` and `status`, and ignores
 * every other field (hosts, ports, created dates, fields a later API version adds, credentials).
 * A field of the wrong type is written as the API gave it (never coerced, never dropped: dropping a
 * rule's `ports: 22` would change what the rule means), so that lint reports it, and its name is
 * added to the caller's `odd` list so the import says so once. Pure and total.
 */
import { codePoints, isPlainObject } from "../util/text.js";

export type Entry = Record<string, unknown>;

/** A JSON value copied as plain data (only arrays, plain objects and scalars), bounded in depth. */
function plain(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (depth > 8) return undefined;
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1)).filter((v) => v !== undefined);
  if (isPlainObject(value)) {
    const out: Entry = {};
    for (const [k, v] of Object.entries(value)) {
      const copy = plain(v, depth + 1);
      if (copy !== undefined) out[k] = copy;
    }
    return out;
  }
  return undefined;
}

type Kind = "string" | "integer" | "boolean" | "strings" | "nullable-string" | "nullable-integer";

function ofKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "strings":
      return Array.isArray(value) && value.every((v) => typeof v === "string");
    case "nullable-string":
      return value === null || typeof value === "string";
    case "nullable-integer":
      return value === null || (typeof value === "number" && Number.isSafeInteger(value));
  }
}

/** Where the entry functions note the fields they found of an unexpected type (`rules.inbound[1].ports`). */
export type Odd = string[];

/** The named fields of a record, in the order given, as the API gave them; a field of another type than expected is noted in `odd` (under `at`). */
function pick(record: Entry, fields: ReadonlyArray<readonly [string, Kind]>, odd: Odd, at = ""): Entry {
  const out: Entry = {};
  for (const [name, kind] of fields) {
    const value = record[name];
    if (value === undefined) continue;
    const copy = plain(value);
    if (copy !== undefined) out[name] = copy;
    if (!ofKind(value, kind)) odd.push(`${at}${name}`);
  }
  return out;
}

const RULE_FIELDS = [
  ["label", "string"],
  ["description", "string"],
  ["action", "string"],
  ["protocol", "string"],
  ["ports", "string"],
] as const;

/** One rule; anything but an object is kept as it is (dropping it would change the rules' order and meaning). */
function rule(value: unknown, odd: Odd, at: string): unknown {
  if (!isPlainObject(value)) {
    odd.push(at);
    return plain(value) ?? null;
  }
  const out = pick(value, RULE_FIELDS, odd, `${at}.`);
  if (value.addresses !== undefined) {
    if (isPlainObject(value.addresses)) out.addresses = pick(value.addresses, [["ipv4", "strings"], ["ipv6", "strings"]], odd, `${at}.addresses.`);
    else {
      out.addresses = plain(value.addresses);
      odd.push(`${at}.addresses`);
    }
  }
  return out;
}

/** A firewall's rules object (GET …/rules): policies first, then the ordered rules. */
export function rulesEntry(body: unknown, odd: Odd = []): Entry | undefined {
  if (!isPlainObject(body)) return undefined;
  const out = pick(body, [["inbound_policy", "string"], ["outbound_policy", "string"]], odd, "rules.");
  for (const direction of ["inbound", "outbound"] as const) {
    const list = body[direction];
    if (list === undefined) continue;
    if (Array.isArray(list)) out[direction] = list.map((r, i) => rule(r, odd, `rules.${direction}[${i}]`));
    else {
      out[direction] = plain(list);
      odd.push(`rules.${direction}`);
    }
  }
  return out;
}

/** A firewall device (assumed shape: `id` and `entity` with the entity's `id`, `type`, `label`). */
export interface Device {
  readonly type: "compute" | "nodebalancer";
  readonly id: number;
  readonly label?: string;
}

export function deviceOf(record: unknown): Device | undefined {
  if (!isPlainObject(record) || !isPlainObject(record.entity)) return undefined;
  const { id, type, label } = record.entity;
  if (!(typeof id === "number" && Number.isSafeInteger(id)) || (type !== "compute" && type !== "nodebalancer")) return undefined;
  return { type, id, ...(typeof label === "string" ? { label } : {}) };
}

const byNumber = (a: number, b: number) => a - b;

const FIREWALL_FIELDS = [["id", "integer"], ["label", "string"], ["status", "string"], ["tags", "strings"]] as const;

/** A firewall's own fields, from the list's record (its rules and devices come from two more requests). */
export function firewallBase(record: Entry, odd: Odd = []): Entry {
  const out = pick(record, FIREWALL_FIELDS, odd);
  if (Array.isArray(out.tags) && out.tags.length === 0) delete out.tags;
  return out;
}

/** A firewall with its rules and devices (the device lists as sorted ids: labels of instances may not be known). */
export function firewallEntry(record: Entry, rules: unknown, devices: readonly Device[], odd: Odd = []): Entry {
  return withRulesAndDevices(firewallBase(record, odd), rulesEntry(rules, odd), devices);
}

/** A firewall's own fields (firewallBase) completed with its rules object (rulesEntry) and devices. */
export function withRulesAndDevices(base: Entry, ruleset: Entry | undefined, devices: readonly Device[]): Entry {
  const out: Entry = { ...base };
  if (ruleset) out.rules = ruleset;
  const computes = [...new Set(devices.filter((d) => d.type === "compute").map((d) => d.id))].sort(byNumber);
  const nodebalancers = [...new Set(devices.filter((d) => d.type === "nodebalancer").map((d) => d.id))].sort(byNumber);
  if (computes.length || nodebalancers.length) out.devices = { ...(computes.length ? { computes } : {}), ...(nodebalancers.length ? { nodebalancers } : {}) };
  return out;
}

/** A VPC with its subnets (the VPC record's own `subnets`), sorted by id. */
export function vpcEntry(record: Entry, odd: Odd = []): Entry {
  const out = pick(record, [["id", "integer"], ["label", "string"], ["region", "string"], ["description", "string"]], odd);
  if (out.description === "") delete out.description;
  if (Array.isArray(record.subnets)) {
    const subnets: Entry[] = [];
    const others: unknown[] = [];
    record.subnets.forEach((s, i) => {
      if (isPlainObject(s)) subnets.push(pick(s, [["id", "integer"], ["label", "string"], ["ipv4", "string"]], odd, `subnets[${i}].`));
      else {
        odd.push(`subnets[${i}]`);
        others.push(plain(s) ?? null);
      }
    });
    // Anything but an object is kept, after the subnets, for lint to report.
    out.subnets = [...sortById(subnets), ...others];
  } else if (record.subnets !== undefined) {
    out.subnets = plain(record.subnets);
    odd.push("subnets");
  }
  return out;
}

/**
 * A MySQL database. The response's `engine` is the engine type and `version` its version; the
 * state file writes them as the create request does, `mysql/8.0.30`.
 */
export function databaseEntry(record: Entry, odd: Odd = []): Entry {
  const out = pick(record, [["id", "integer"], ["label", "string"], ["status", "string"]], odd);
  const { engine, version } = record;
  if (engine !== undefined) out.engine = typeof engine === "string" && typeof version === "string" && version !== "" && !engine.includes("/") ? `${engine}/${version}` : plain(engine);
  if (engine !== undefined && typeof engine !== "string") odd.push("engine");
  if (version !== undefined && version !== null && typeof version !== "string") odd.push("version");
  Object.assign(
    out,
    pick(record, [
      ["region", "string"],
      ["type", "string"],
      ["cluster_size", "integer"],
      ["encrypted", "boolean"],
      ["ssl_connection", "boolean"],
      ["replication_type", "string"],
      ["allow_list", "strings"],
    ], odd),
  );
  if (record.updates !== undefined && !isPlainObject(record.updates)) {
    out.updates = plain(record.updates);
    odd.push("updates");
  } else if (isPlainObject(record.updates)) {
    out.updates = pick(record.updates, [
      ["frequency", "string"],
      ["duration", "integer"],
      ["hour_of_day", "integer"],
      ["day_of_week", "integer"],
      ["week_of_month", "nullable-integer"],
    ], odd, "updates.");
  }
  return out;
}

/** A StackScript, from its view (which holds the script). */
export function stackscriptEntry(record: Entry, odd: Odd = []): Entry {
  const out = pick(record, [
    ["id", "integer"],
    ["label", "string"],
    ["description", "string"],
    ["images", "strings"],
    ["is_public", "boolean"],
    ["rev_note", "string"],
    ["script", "string"],
  ], odd);
  for (const k of ["description", "rev_note"]) if (out[k] === "") delete out[k];
  return out;
}

/** A private image. `cloud_init` is true when its capabilities list `cloud-init`; how it was made (disk_id or region) the API does not show. */
export function imageEntry(record: Entry, odd: Odd = []): Entry {
  const out = pick(record, [["id", "string"], ["label", "string"], ["status", "string"], ["description", "nullable-string"]], odd);
  if (out.description === null) delete out.description;
  if (Array.isArray(record.capabilities) && record.capabilities.includes("cloud-init")) out.cloud_init = true;
  return out;
}

/** The integer or string id of an entry, as a sort key. */
export function idKey(entry: Entry): [number, string] {
  const id = entry.id;
  if (typeof id === "number") return [id, ""];
  if (typeof id === "string") {
    // private/12: by the number after the prefix, so private/9 comes before private/10.
    const n = Number(id.slice(id.lastIndexOf("/") + 1));
    return [Number.isSafeInteger(n) ? n : Number.MAX_SAFE_INTEGER, id];
  }
  return [Number.MAX_SAFE_INTEGER, ""];
}

/** Entries sorted by id (numerically; an entry without one last, by label), stably. */
export function sortById<T extends Entry>(entries: readonly T[]): T[] {
  const label = (e: Entry) => (typeof e.label === "string" ? e.label : "");
  return entries
    .map((e, i) => ({ e, i, k: idKey(e) }))
    .sort((a, b) => a.k[0] - b.k[0] || (a.k[1] < b.k[1] ? -1 : a.k[1] > b.k[1] ? 1 : 0) || (label(a.e) < label(b.e) ? -1 : label(a.e) > label(b.e) ? 1 : 0) || a.i - b.i)
    .map((x) => x.e);
}

/**
 * The fields the entry functions and the inventory read from each list's records and from a
 * StackScript's view, by request key (`firewall-devices:5001` under `firewall-devices`). A record
 * is cut to them as soon as its page arrives (trimRecord), so an import holds neither a response
 * body nor a field it does not write. Kept in step with the functions above by a test that imports
 * the same responses whole and cut.
 */
const READ_FIELDS: Readonly<Record<string, readonly string[]>> = {
  vpcs: ["id", "label", "region", "description", "subnets"],
  firewalls: FIREWALL_FIELDS.map(([name]) => name),
  databases: ["id", "label", "status", "engine", "version", "region", "type", "cluster_size", "encrypted", "ssl_connection", "replication_type", "allow_list", "updates"],
  stackscripts: ["id", "label", "description", "images", "is_public", "rev_note", "script"],
  stackscript: ["id", "label", "description", "images", "is_public", "rev_note", "script"],
  images: ["id", "label", "status", "description", "capabilities"],
  ips: ["address", "type", "public", "compute_id", "region"],
  "ipv6-ranges": ["range", "prefix_length", "compute_id", "route_target"],
  "vpc-ips": ["address", "compute_id", "config_id", "interface_id", "subnet_id", "nat_1_1", "region", "address_range"],
  "firewall-devices": ["entity"],
};

/** The nested objects read: a subnet's, and a device's entity. */
const READ_NESTED: Readonly<Record<string, readonly string[]>> = { subnets: ["id", "label", "ipv4"], entity: ["id", "type", "label"] };

function only(record: Entry, fields: readonly string[]): Entry {
  const out: Entry = {};
  for (const name of fields) if (Object.prototype.hasOwnProperty.call(record, name)) out[name] = record[name];
  return out;
}

/**
 * A record of the list (or the view) under `key`, cut to the fields the import reads, their values
 * as the API gave them; anything but an object is null (it is counted, never read). Total.
 */
export function trimRecord(key: string, record: unknown): unknown {
  if (!isPlainObject(record)) return null;
  const fields = READ_FIELDS[key.replace(/:.*$/s, "")];
  if (fields === undefined) return record;
  const out = only(record, fields);
  for (const [name, nested] of Object.entries(READ_NESTED)) {
    const value = out[name];
    if (isPlainObject(value)) out[name] = only(value, nested);
    else if (Array.isArray(value)) out[name] = value.map((v) => (isPlainObject(v) ? only(v, nested) : v));
  }
  return out;
}

/**
 * The longest each text field the import writes may be, in characters, as the reference states it
 * (its Resources and Limits tables): a longer value is no record the API could hold, and an import
 * refuses it rather than write it (`longerThanAllowed`). Fields whose length the reference leaves
 * unstated (a StackScript's script, tags) have no bound here.
 */
const MAX_LENGTHS: Readonly<Record<string, ReadonlyArray<readonly [string, number]>>> = {
  vpcs: [["label", 64], ["description", 255]],
  subnets: [["label", 64]],
  firewalls: [["label", 32]],
  rules: [["label", 32], ["description", 100]],
  databases: [["label", 32]],
  stackscripts: [["label", 128]],
  images: [["description", 65_000]],
};

/** A string's length in characters (code points) when it is more than `max`, else undefined. */
function longer(value: unknown, max: number): number | undefined {
  // A string of at most `max` UTF-16 units has at most `max` code points: the quick answer.
  if (typeof value !== "string" || value.length <= max) return undefined;
  const n = codePoints(value);
  return n > max ? n : undefined;
}

/**
 * The first text field of a record (a list's record, cut by trimRecord, or a firewall's rules
 * view) longer than the API allows: `{ field, length, max }`, the field as the API names it
 * (`subnets[3].label`, `inbound[0].description`), or undefined. `key` is the request's key. Total.
 */
export function longerThanAllowed(key: string, record: unknown): { field: string; length: number; max: number } | undefined {
  if (!isPlainObject(record)) return undefined;
  const list = key.replace(/:.*$/s, "");
  const check = (fields: ReadonlyArray<readonly [string, number]>, r: Record<string, unknown>, prefix: string) => {
    for (const [name, max] of fields) {
      const length = longer(r[name], max);
      if (length !== undefined) return { field: prefix + name, length, max };
    }
    return undefined;
  };
  const nested = (items: unknown, fields: ReadonlyArray<readonly [string, number]>, prefix: string) => {
    if (!Array.isArray(items)) return undefined;
    for (let i = 0; i < items.length; i++) {
      const item: unknown = items[i];
      const found = isPlainObject(item) ? check(fields, item, `${prefix}[${i}].`) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  if (list === "firewall-rules") return nested(record.inbound, MAX_LENGTHS.rules!, "inbound") ?? nested(record.outbound, MAX_LENGTHS.rules!, "outbound");
  const fields = MAX_LENGTHS[list === "stackscript" ? "stackscripts" : list];
  if (fields === undefined) return undefined;
  return check(fields, record, "") ?? (list === "vpcs" ? nested(record.subnets, MAX_LENGTHS.subnets!, "subnets") : undefined);
}
