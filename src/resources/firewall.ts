/**
 * Firewalls: request bodies of create, update, rules update and device create, checked against
 * the schemas (shape) and the reference's semantic constraints (label grammar, ports, addresses,
 * counts). Pure: takes plain data, returns findings whose paths are relative to the value given.
 */
import { mapFindingPaths, toDiagnostics, type Diagnostic, type Finding, type Path } from "../diagnostic.js";
import { formatCidr, NETWORK_HOST_BITS, NETWORK_INVALID, NetworkWords, parseCidr, scanNetwork } from "../net/cidr.js";
import { MAX_PORT_PIECES, parsePorts } from "../net/ports.js";
import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator, type SchemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/firewall.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics, withoutForbiddenFields, type Mode, type ProfileOptions } from "./common.js";

export type { Mode };

/**
 * The most rules a firewall has, across inbound and outbound (25).
 * @example
 * ```ts
 * const rule = { action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } };
 * validateFirewallRules({ inbound: Array(MAX_FIREWALL_RULES + 1).fill(rule) })[0]?.ruleId; // "firewall-rules-limit"
 * ```
 */
export const MAX_FIREWALL_RULES = 25;
/**
 * The most addresses one rule has, across ipv4 and ipv6 (255; a network counts as one).
 * @example
 * ```ts
 * const ipv4 = Array.from({ length: MAX_RULE_ADDRESSES + 1 }, (_, i) => `10.0.${i >> 8}.${i & 255}/32`);
 * validateFirewallRule({ action: "ACCEPT", protocol: "TCP", addresses: { ipv4 } }).some((d) => d.ruleId === "firewall-rule-addresses-limit"); // true
 * ```
 */
export const MAX_RULE_ADDRESSES = 255;

// One wrapper per schema (marked pure): a bundle of validateFirewall keeps only the two it uses.
const rules = resourceRules("firewall");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.firewallCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallUpdate, rules, API_WORDS);
const rulesCreateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallRulesCreate, rules, API_WORDS);
const rulesUpdateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallRulesUpdate, rules, API_WORDS);
const deviceSchema = /* @__PURE__ */ schemaValidator(compiled.firewallDevice, rules, API_WORDS);

const PORTLESS_PROTOCOLS = new Set(["ICMP", "IPENCAP"]);

function isAlphanumeric(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9");
}

function isLetter(c: string): boolean {
  return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");
}

const SEPARATORS = new Set(["-", "_", "."]);

/**
 * Label grammar: "begin and end with an alphanumeric character; only alphanumerics, hyphens,
 * underscores, periods; no two hyphens, underscores or periods in a row". Length is the schema's.
 */
export function checkFirewallLabel(label: string, path: Path, out: Reporter): void {
  if (label.length === 0) return;
  for (let i = 0; i < label.length; i++) {
    const c = label[i]!;
    if (!isAlphanumeric(c) && !SEPARATORS.has(c)) {
      out.report("firewall-label-syntax", path, `label ${show(label)} contains ${show(c)} at position ${i + 1}; only letters, digits, "-", "_" and "." are allowed`, {
        valueRange: [i, 1],
      });
      return;
    }
    if (i > 0 && SEPARATORS.has(c) && label[i - 1] === c) {
      out.report("firewall-label-syntax", path, `label ${show(label)} has ${show(c + c)} at position ${i}; two ${c === "." ? "periods" : c === "-" ? "hyphens" : "underscores"} in a row are not allowed`, {
        valueRange: [i - 1, 2],
      });
      return;
    }
  }
  const first = label[0]!;
  const last = label[label.length - 1]!;
  if (!isAlphanumeric(first)) {
    out.report("firewall-label-syntax", path, `label ${show(label)} must begin with a letter or digit, not ${show(first)}`, { valueRange: [0, 1] });
    return;
  }
  if (!isAlphanumeric(last)) {
    out.report("firewall-label-syntax", path, `label ${show(label)} must end with a letter or digit, not ${show(last)}`, {
      valueRange: [label.length - 1, 1],
    });
    return;
  }
  if (!isLetter(first)) {
    out.report("firewall-label-letter-first", path, `label ${show(label)} begins with a digit; the live API requires a letter first`, {
      valueRange: [0, 1],
    });
  }
}

/** A port string longer than this is not parsed (the longest within the piece limit has 103 characters). */
const MAX_PORTS_TEXT = 1024;

/**
 * The path of a rule's field: `base` itself, or `base`'s rule `direction`[`index`] and its `key`.
 * The checks below run for every rule of every firewall and report rarely, so a rule's paths are
 * built when something is reported, not for each rule read (three spread paths a rule were an
 * eighth of validateFirewall's time).
 */
function ruleField(base: Path, direction: string | undefined, index: number, key: string): Path {
  return direction === undefined ? base : [...base, direction, index, key];
}

/** The path of the address at `family`[`i`] of a rule's addresses (see ruleField). */
function addressAt(base: Path, direction: string | undefined, index: number, family: string, i: number): Path {
  return [...ruleField(base, direction, index, "addresses"), family, i];
}

/** Port-string checks for one rule: grammar, piece limit, and ports only with TCP/UDP. */
export function checkPorts(ports: unknown, protocol: unknown, base: Path, out: Reporter, direction?: string, index = 0): void {
  if (ports === undefined || ports === null) return;
  if (typeof protocol === "string" && PORTLESS_PROTOCOLS.has(protocol)) {
    out.report("firewall-ports-protocol", ruleField(base, direction, index, "ports"), `ports ${show(ports)} cannot be set for ${protocol}; ports apply only to TCP and UDP (remove ports)`);
    return;
  }
  if (typeof ports !== "string") return; // the schema reports the type
  // Length before scanning: within the piece limit a port string is at most 103 characters (15
  // ports of 5 digits, ", " between), so one far longer is refused unparsed, at a bounded cost.
  if (ports.length > MAX_PORTS_TEXT) {
    const longest = MAX_PORT_PIECES * 5 + (MAX_PORT_PIECES - 1) * 2;
    out.report("firewall-ports-limit", ruleField(base, direction, index, "ports"), `ports is ${ports.length} characters long; within the API's ${MAX_PORT_PIECES} pieces a port string has at most ${longest}: split the rule`);
    return;
  }
  const parsed = parsePorts(ports);
  if (parsed.problems.length === 0 && parsed.pieceCount <= MAX_PORT_PIECES) return;
  const path = ruleField(base, direction, index, "ports");
  // When spacing is all that is wrong, the fix is certain: the same pieces, one space after each comma.
  const respaced = parsed.problems.length > 0 ? ports.split(",").map((piece) => piece.trim()).join(", ") : undefined;
  const spacingFix = respaced !== undefined && parsePorts(respaced).problems.length === 0 ? respaced : undefined;
  parsed.problems.forEach((problem, i) => {
    out.report("firewall-ports-syntax", path, `ports ${show(ports)}: ${problem.message}`, {
      valueRange: [problem.offset, Math.max(problem.length, 1)],
      ...(spacingFix !== undefined && i === 0 ? { fix: { path, value: spacingFix, description: `replace with ${JSON.stringify(spacingFix)}` } } : {}),
    });
  });
  if (parsed.pieceCount > MAX_PORT_PIECES) {
    out.report(
      "firewall-ports-limit",
      path,
      `ports ${show(ports)} has ${parsed.pieceCount} pieces (a port counts 1, a range 2); the API allows at most ${MAX_PORT_PIECES}: split the rule`,
    );
  }
}

const FAMILIES = [
  ["ipv4", 4, { family: 4 }],
  ["ipv6", 6, { family: 6 }],
] as const;

// Scratch of scanNetwork, and the keys of one list's networks (single-threaded, never escape:
// nothing a list's check calls checks another list).
const SCANNED = new NetworkWords();
const KEYS = new Float64Array(3 * (MAX_RULE_ADDRESSES + 1));
const NO_KEY = -1;

/**
 * Address lists of one rule: strict syntax per family, canonical form, duplicates, and the count.
 * Each address is read once, into numbers (scanNetwork): that one reading says whether it is
 * valid, whether its host bits are set, and which network it is; the detailed parser runs only to
 * word a finding.
 */
export function checkRuleAddresses(addresses: unknown, base: Path, out: Reporter, direction?: string, index = 0): void {
  if (!isPlainObject(addresses)) return;
  let count = 0;
  const total = (Array.isArray(addresses.ipv4) ? addresses.ipv4.length : 0) + (Array.isArray(addresses.ipv6) ? addresses.ipv6.length : 0);
  for (const [key, family, options] of FAMILIES) {
    const list = addresses[key];
    if (!Array.isArray(list)) continue;
    // Per entry, the network as three exact doubles (keys[3i] === NO_KEY: not a valid network).
    const n = Math.min(list.length, MAX_RULE_ADDRESSES + 1);
    const keys = n > 1 ? KEYS.fill(NO_KEY, 0, 3 * n) : undefined;
    for (let i = 0; i < list.length; i++) {
      count++;
      if (count === MAX_RULE_ADDRESSES + 1) {
        out.report(
          "firewall-rule-addresses-limit",
          addressAt(base, direction, index, key, i),
          `this is address ${count} of the rule's ${total}; the API allows at most ${MAX_RULE_ADDRESSES} across ipv4 and ipv6: split the rule`,
        );
      }
      // Past the limit the rule is refused whole: the rest is not analysed (bounded cost).
      if (count > MAX_RULE_ADDRESSES) break;
      const entry: unknown = list[i];
      if (typeof entry !== "string") continue; // the schema reports the type
      const scanned = scanNetwork(entry, family, SCANNED);
      if (scanned === NETWORK_INVALID) {
        const result = parseCidr(entry, options);
        reportBadAddress(entry, family, result.ok ? "invalid network" : result.reason, addressAt(base, direction, index, key, i), out);
        continue;
      }
      if (keys) networkKey(SCANNED, keys, i);
      if (scanned === NETWORK_HOST_BITS) {
        const at = addressAt(base, direction, index, key, i);
        const canonical = canonicalText(entry, family);
        out.report(
          "firewall-address-not-canonical",
          at,
          `${show(entry)} has host bits set; the API matches the whole network ${canonical} (write that, or /${family === 4 ? 32 : 128} for the single address)`,
          { fix: { path: at, value: canonical, description: `replace with ${canonical}` } },
        );
      }
    }
    if (keys) reportDuplicates(list, keys, Math.min(list.length, n), family, key, out, base, direction, index);
  }
}

/**
 * A network as three exact doubles (128 bits and the prefix in 53 + 43 + 40 bits): equal keys,
 * equal networks.
 */
function networkKey(scanned: NetworkWords, keys: Float64Array, i: number): void {
  const words = scanned.words;
  keys[3 * i] = words[0]! * 2097152 + (words[1]! >>> 11);
  keys[3 * i + 1] = (words[1]! & 0x7ff) * 4294967296 + words[2]!;
  keys[3 * i + 2] = words[3]! * 256 + scanned.prefix;
}

/** The canonical text of a valid network (finding path only). */
function canonicalText(entry: string, family: 4 | 6): string {
  const parsed = parseCidr(entry, { family });
  return parsed.ok ? formatCidr(parsed.value) : entry;
}

/**
 * Same network twice in one list, compared by the numbers each address was read into: pairwise for
 * the short lists rules usually have (the hot path), sorted for long ones; each repeat is reported
 * against the first of its network, in list order.
 */
function reportDuplicates(list: unknown[], keys: Float64Array, n: number, family: 4 | 6, key: string, out: Reporter, base: Path, direction: string | undefined, index: number): void {
  const report = (i: number, firstIndex: number) =>
    out.report("firewall-address-duplicate", addressAt(base, direction, index, key, i), `${show(list[i])} repeats ${key}[${firstIndex}] (${canonicalText(list[i] as string, family)}); remove one`, {
      related: [{ path: addressAt(base, direction, index, key, firstIndex), message: "first listed here" }],
    });
  const same = (a: number, b: number) => keys[3 * a] === keys[3 * b] && keys[3 * a + 1] === keys[3 * b + 1] && keys[3 * a + 2] === keys[3 * b + 2];
  if (n <= 16) {
    for (let i = 1; i < n; i++) {
      if (keys[3 * i] === NO_KEY) continue;
      for (let j = 0; j < i; j++) {
        if (keys[3 * j] !== NO_KEY && same(i, j)) {
          report(i, j);
          break;
        }
      }
    }
    return;
  }
  // Long lists: the valid entries sorted by network, then position; equal networks are adjacent.
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (keys[3 * i] !== NO_KEY) order.push(i);
  order.sort((a, b) => keys[3 * a]! - keys[3 * b]! || keys[3 * a + 1]! - keys[3 * b + 1]! || keys[3 * a + 2]! - keys[3 * b + 2]! || a - b);
  const repeats: Array<[number, number]> = [];
  for (let k = 1, first = order[0]!; k < order.length; k++) {
    const i = order[k]!;
    if (same(i, first)) repeats.push([i, first]);
    else first = i;
  }
  repeats.sort((a, b) => a[0] - b[0]);
  for (const [i, first] of repeats) report(i, first);
}

function reportBadAddress(entry: string, family: 4 | 6, reason: string, at: Path, out: Reporter): void {
  const familyName = family === 4 ? "IPv4" : "IPv6";
  // A bare address is the most common slip: offer the single-host network.
  const bare = entry.includes("/") ? undefined : parseCidr(entry, { family, allowBareAddress: true });
  if (bare?.ok) {
    const value = formatCidr(bare.value);
    out.report("firewall-address-syntax", at, `${show(entry)} has no /mask; rule addresses are IP/mask, write ${value} for the single address`, {
      fix: { path: at, value, description: `replace with ${value}` },
    });
    return;
  }
  out.report("firewall-address-syntax", at, `${show(entry)} is not a valid ${familyName} network: ${reason}`);
}

/** Semantic checks of one rule (the schema has checked its shape). */
function checkRule(rule: unknown, path: Path, direction: string, index: number, out: Reporter): void {
  if (!isPlainObject(rule)) return;
  checkPorts(rule.ports, rule.protocol, path, out, direction, index);
  checkRuleAddresses(rule.addresses, path, out, direction, index);
}

/** Semantic checks of a rules object: each rule, and the limit across both directions. */
function checkRules(rules: unknown, path: Path, out: Reporter): void {
  if (!isPlainObject(rules)) return;
  let count = 0;
  const total = (Array.isArray(rules.inbound) ? rules.inbound.length : 0) + (Array.isArray(rules.outbound) ? rules.outbound.length : 0);
  for (const direction of ["inbound", "outbound"] as const) {
    const list = rules[direction];
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length; i++) {
      count++;
      if (count === MAX_FIREWALL_RULES + 1) {
        out.report(
          "firewall-rules-limit",
          [...path, direction, i],
          `this is rule ${count} of ${total} across inbound and outbound; the API allows at most ${MAX_FIREWALL_RULES}`,
        );
      }
      checkRule(list[i], path, direction, i, out);
    }
  }
}

function checkDevices(devices: unknown, path: Path, out: Reporter): void {
  if (!isPlainObject(devices)) return;
  for (const kind of ["computes", "nodebalancers"] as const) {
    const list = devices[kind];
    if (!Array.isArray(list)) continue;
    const seen = new Map<unknown, number>();
    list.forEach((ref: unknown, i) => {
      if (typeof ref !== "string" && typeof ref !== "number") return;
      const first = seen.get(ref);
      if (first !== undefined) {
        out.report("firewall-device-duplicate", [...path, kind, i], `${show(ref)} is listed twice in devices.${kind}; remove one`, {
          related: [{ path: [...path, kind, first], message: "first listed here" }],
        });
      } else seen.set(ref, i);
    });
    if (kind === "nodebalancers" && list.length > 1) {
      out.report(
        "firewall-nodebalancer-limit",
        [...path, kind, 1],
        `${list.length} NodeBalancers are assigned; only one NodeBalancer can be assigned to a firewall on create (add others through the devices endpoint, or use one firewall each)`,
      );
    }
  }
}

const FIREWALL_UPDATE_FORBIDDEN = {
  rules: "firewall update cannot set rules; use PUT /networking/firewalls/{id}/rules",
  devices: "firewall update cannot set devices; use the devices endpoints",
};

/** Findings for a firewall create or update body. */
export function firewallFindings(body: unknown, mode: Mode): Finding[] {
  if (mode !== "update") return firewallEntryFindings(body, createSchema);
  const out = new Reporter();
  out.addAll(updateSchema(withoutForbiddenFields(body, FIREWALL_UPDATE_FORBIDDEN, "firewall-update-field", out)));
  if (isPlainObject(body) && typeof body.label === "string") checkFirewallLabel(body.label, ["label"], out);
  return out.findings;
}

/** Findings for a state-file firewall entry. */
export function firewallStateFindings(entry: unknown): Finding[] {
  return firewallEntryFindings(entry, stateSchema);
}

function firewallEntryFindings(body: unknown, shape: SchemaValidator): Finding[] {
  const out = new Reporter();
  out.addAll(shape(body));
  if (!isPlainObject(body)) return out.findings;
  if (typeof body.label === "string") checkFirewallLabel(body.label, ["label"], out);
  checkRules(body.rules, ["rules"], out);
  checkDevices(body.devices, ["devices"], out);
  return out.findings;
}

/** Findings for a rules object: `update` is the rules endpoint (policies optional), `create` a create body's rules. */
export function firewallRulesFindings(rules: unknown, mode: Mode): Finding[] {
  const out = new Reporter();
  out.addAll((mode === "create" ? rulesCreateSchema : rulesUpdateSchema)(rules));
  checkRules(rules, [], out);
  return out.findings;
}

// ---- Library entry points (SPEC §5): plain data in, diagnostics out, never throws on data. ----

/**
 * Validates a firewall request body: `create` (POST /networking/firewalls) or `update` (PUT).
 * @example
 * ```ts
 * validateFirewall({ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT", inbound: [{ action: "ACCEPT", protocol: "TCP", ports: "443", addresses: { ipv4: ["0.0.0.0/0"] } }] } }); // []
 * validateFirewall({ label: "web-fw", status: "deleted" }, "update")[0]?.ruleId; // "firewall-status"
 * ```
 */
export function validateFirewall(body: unknown, mode: Mode = "create", options?: ProfileOptions): Diagnostic[] {
  return profiledDiagnostics(withinBounds(body, () => firewallFindings(body, mode)), options);
}

/**
 * Validates a rules object: `update` for PUT .../rules (policies optional), `create` for a create body's rules.
 * @example
 * ```ts
 * validateFirewallRules({ inbound: [{ action: "DROP", protocol: "TCP", ports: "23", addresses: { ipv4: ["0.0.0.0/0"] } }] }); // [] (policies are optional on update)
 * ```
 */
export function validateFirewallRules(rules: unknown, mode: Mode = "update", options?: ProfileOptions): Diagnostic[] {
  return profiledDiagnostics(withinBounds(rules, () => firewallRulesFindings(rules, mode)), options);
}

/**
 * Validates one rule object.
 * @example
 * ```ts
 * validateFirewallRule({ action: "ACCEPT", protocol: "ICMP", ports: "8", addresses: { ipv4: ["198.51.100.0/24"] } })[0]?.ruleId; // "firewall-ports-protocol"
 * ```
 */
export function validateFirewallRule(rule: unknown): Diagnostic[] {
  const findings = withinBounds(rule, () => firewallRulesFindings({ inbound: [rule] }, "update").map((f) => mapFindingPaths(f, (p) => p.slice(2))));
  return toDiagnostics(findings);
}

/**
 * Validates a port string (and, given a protocol, that ports are allowed with it).
 * @example
 * ```ts
 * validatePorts("22, 80, 8000-8080", "TCP"); // []
 * validatePorts("22,  080").map((d) => d.ruleId); // ["firewall-ports-syntax", "firewall-ports-syntax"]
 * ```
 */
export function validatePorts(ports: unknown, protocol?: string): Diagnostic[] {
  const out = new Reporter();
  if (ports !== undefined && ports !== null && typeof ports !== "string") {
    out.report("firewall-field-type", [], `ports must be a string or null, not ${show(ports)}`);
  }
  checkPorts(ports, protocol, [], out);
  return toDiagnostics(out.findings);
}

/** Findings for a device create body (POST /networking/firewalls/{id}/devices). */
export function firewallDeviceFindings(body: unknown): Finding[] {
  return deviceSchema(body);
}

/**
 * Validates a device create body (POST /networking/firewalls/{id}/devices).
 * @example
 * ```ts
 * validateFirewallDevice({ id: 101, type: "compute" }); // []
 * validateFirewallDevice({ id: 101, type: "linode" })[0]?.ruleId; // "firewall-device-type"
 * ```
 */
export function validateFirewallDevice(body: unknown): Diagnostic[] {
  return toDiagnostics(withinBounds(body, () => deviceSchema(body)));
}
