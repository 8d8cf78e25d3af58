import { mapFindingPaths, toDiagnostics } from "../diagnostic.js";
import { formatCidr, NETWORK_HOST_BITS, NETWORK_INVALID, NetworkWords, parseCidr, scanNetwork } from "../net/cidr.js";
import { MAX_PORT_PIECES, parsePorts } from "../net/ports.js";
import { Reporter, withinBounds } from "../rules/report.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/firewall.generated.js";
import { isPlainObject, show } from "../util/text.js";
import { profiledDiagnostics, withoutForbiddenFields } from "./common.js";
const MAX_FIREWALL_RULES = 25;
const MAX_RULE_ADDRESSES = 255;
const rules = resourceRules("firewall");
const createSchema = /* @__PURE__ */ schemaValidator(compiled.firewallCreate, rules, API_WORDS);
const stateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallState, rules);
const updateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallUpdate, rules, API_WORDS);
const rulesCreateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallRulesCreate, rules, API_WORDS);
const rulesUpdateSchema = /* @__PURE__ */ schemaValidator(compiled.firewallRulesUpdate, rules, API_WORDS);
const deviceSchema = /* @__PURE__ */ schemaValidator(compiled.firewallDevice, rules, API_WORDS);
const PORTLESS_PROTOCOLS = /* @__PURE__ */ new Set(["ICMP", "IPENCAP"]);
function isAlphanumeric(c) {
  return c >= "a" && c <= "z" || c >= "A" && c <= "Z" || c >= "0" && c <= "9";
}
function isLetter(c) {
  return c >= "a" && c <= "z" || c >= "A" && c <= "Z";
}
const SEPARATORS = /* @__PURE__ */ new Set(["-", "_", "."]);
function checkFirewallLabel(label, path, out) {
  if (label.length === 0) return;
  for (let i = 0; i < label.length; i++) {
    const c = label[i];
    if (!isAlphanumeric(c) && !SEPARATORS.has(c)) {
      out.report("firewall-label-syntax", path, `label ${show(label)} contains ${show(c)} at position ${i + 1}; only letters, digits, "-", "_" and "." are allowed`, {
        valueRange: [i, 1]
      });
      return;
    }
    if (i > 0 && SEPARATORS.has(c) && label[i - 1] === c) {
      out.report("firewall-label-syntax", path, `label ${show(label)} has ${show(c + c)} at position ${i}; two ${c === "." ? "periods" : c === "-" ? "hyphens" : "underscores"} in a row are not allowed`, {
        valueRange: [i - 1, 2]
      });
      return;
    }
  }
  const first = label[0];
  const last = label[label.length - 1];
  if (!isAlphanumeric(first)) {
    out.report("firewall-label-syntax", path, `label ${show(label)} must begin with a letter or digit, not ${show(first)}`, { valueRange: [0, 1] });
    return;
  }
  if (!isAlphanumeric(last)) {
    out.report("firewall-label-syntax", path, `label ${show(label)} must end with a letter or digit, not ${show(last)}`, {
      valueRange: [label.length - 1, 1]
    });
    return;
  }
  if (!isLetter(first)) {
    out.report("firewall-label-letter-first", path, `label ${show(label)} begins with a digit; the live API requires a letter first`, {
      valueRange: [0, 1]
    });
  }
}
const MAX_PORTS_TEXT = 1024;
function ruleField(base, direction, index, key) {
  return direction === void 0 ? base : [...base, direction, index, key];
}
function addressAt(base, direction, index, family, i) {
  return [...ruleField(base, direction, index, "addresses"), family, i];
}
function checkPorts(ports, protocol, base, out, direction, index = 0) {
  if (ports === void 0 || ports === null) return;
  if (typeof protocol === "string" && PORTLESS_PROTOCOLS.has(protocol)) {
    out.report("firewall-ports-protocol", ruleField(base, direction, index, "ports"), `ports ${show(ports)} cannot be set for ${protocol}; ports apply only to TCP and UDP (remove ports)`);
    return;
  }
  if (typeof ports !== "string") return;
  if (ports.length > MAX_PORTS_TEXT) {
    const longest = MAX_PORT_PIECES * 5 + (MAX_PORT_PIECES - 1) * 2;
    out.report("firewall-ports-limit", ruleField(base, direction, index, "ports"), `ports is ${ports.length} characters long; within the API's ${MAX_PORT_PIECES} pieces a port string has at most ${longest}: split the rule`);
    return;
  }
  const parsed = parsePorts(ports);
  if (parsed.problems.length === 0 && parsed.pieceCount <= MAX_PORT_PIECES) return;
  const path = ruleField(base, direction, index, "ports");
  const respaced = parsed.problems.length > 0 ? ports.split(",").map((piece) => piece.trim()).join(", ") : void 0;
  const spacingFix = respaced !== void 0 && parsePorts(respaced).problems.length === 0 ? respaced : void 0;
  parsed.problems.forEach((problem, i) => {
    out.report("firewall-ports-syntax", path, `ports ${show(ports)}: ${problem.message}`, {
      valueRange: [problem.offset, Math.max(problem.length, 1)],
      ...spacingFix !== void 0 && i === 0 ? { fix: { path, value: spacingFix, description: `replace with ${JSON.stringify(spacingFix)}` } } : {}
    });
  });
  if (parsed.pieceCount > MAX_PORT_PIECES) {
    out.report(
      "firewall-ports-limit",
      path,
      `ports ${show(ports)} has ${parsed.pieceCount} pieces (a port counts 1, a range 2); the API allows at most ${MAX_PORT_PIECES}: split the rule`
    );
  }
}
const FAMILIES = [
  ["ipv4", 4, { family: 4 }],
  ["ipv6", 6, { family: 6 }]
];
const SCANNED = new NetworkWords();
const KEYS = new Float64Array(3 * (MAX_RULE_ADDRESSES + 1));
const NO_KEY = -1;
function checkRuleAddresses(addresses, base, out, direction, index = 0) {
  if (!isPlainObject(addresses)) return;
  let count = 0;
  const total = (Array.isArray(addresses.ipv4) ? addresses.ipv4.length : 0) + (Array.isArray(addresses.ipv6) ? addresses.ipv6.length : 0);
  for (const [key, family, options] of FAMILIES) {
    const list = addresses[key];
    if (!Array.isArray(list)) continue;
    const n = Math.min(list.length, MAX_RULE_ADDRESSES + 1);
    const keys = n > 1 ? KEYS.fill(NO_KEY, 0, 3 * n) : void 0;
    for (let i = 0; i < list.length; i++) {
      count++;
      if (count === MAX_RULE_ADDRESSES + 1) {
        out.report(
          "firewall-rule-addresses-limit",
          addressAt(base, direction, index, key, i),
          `this is address ${count} of the rule's ${total}; the API allows at most ${MAX_RULE_ADDRESSES} across ipv4 and ipv6: split the rule`
        );
      }
      if (count > MAX_RULE_ADDRESSES) break;
      const entry = list[i];
      if (typeof entry !== "string") continue;
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
          { fix: { path: at, value: canonical, description: `replace with ${canonical}` } }
        );
      }
    }
    if (keys) reportDuplicates(list, keys, Math.min(list.length, n), family, key, out, base, direction, index);
  }
}
function networkKey(scanned, keys, i) {
  const words = scanned.words;
  keys[3 * i] = words[0] * 2097152 + (words[1] >>> 11);
  keys[3 * i + 1] = (words[1] & 2047) * 4294967296 + words[2];
  keys[3 * i + 2] = words[3] * 256 + scanned.prefix;
}
function canonicalText(entry, family) {
  const parsed = parseCidr(entry, { family });
  return parsed.ok ? formatCidr(parsed.value) : entry;
}
function reportDuplicates(list, keys, n, family, key, out, base, direction, index) {
  const report = (i, firstIndex) => out.report("firewall-address-duplicate", addressAt(base, direction, index, key, i), `${show(list[i])} repeats ${key}[${firstIndex}] (${canonicalText(list[i], family)}); remove one`, {
    related: [{ path: addressAt(base, direction, index, key, firstIndex), message: "first listed here" }]
  });
  const same = (a, b) => keys[3 * a] === keys[3 * b] && keys[3 * a + 1] === keys[3 * b + 1] && keys[3 * a + 2] === keys[3 * b + 2];
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
  const order = [];
  for (let i = 0; i < n; i++) if (keys[3 * i] !== NO_KEY) order.push(i);
  order.sort((a, b) => keys[3 * a] - keys[3 * b] || keys[3 * a + 1] - keys[3 * b + 1] || keys[3 * a + 2] - keys[3 * b + 2] || a - b);
  const repeats = [];
  for (let k = 1, first = order[0]; k < order.length; k++) {
    const i = order[k];
    if (same(i, first)) repeats.push([i, first]);
    else first = i;
  }
  repeats.sort((a, b) => a[0] - b[0]);
  for (const [i, first] of repeats) report(i, first);
}
function reportBadAddress(entry, family, reason, at, out) {
  const familyName = family === 4 ? "IPv4" : "IPv6";
  const bare = entry.includes("/") ? void 0 : parseCidr(entry, { family, allowBareAddress: true });
  if (bare?.ok) {
    const value = formatCidr(bare.value);
    out.report("firewall-address-syntax", at, `${show(entry)} has no /mask; rule addresses are IP/mask, write ${value} for the single address`, {
      fix: { path: at, value, description: `replace with ${value}` }
    });
    return;
  }
  out.report("firewall-address-syntax", at, `${show(entry)} is not a valid ${familyName} network: ${reason}`);
}
function checkRule(rule, path, direction, index, out) {
  if (!isPlainObject(rule)) return;
  checkPorts(rule.ports, rule.protocol, path, out, direction, index);
  checkRuleAddresses(rule.addresses, path, out, direction, index);
}
function checkRules(rules2, path, out) {
  if (!isPlainObject(rules2)) return;
  let count = 0;
  const total = (Array.isArray(rules2.inbound) ? rules2.inbound.length : 0) + (Array.isArray(rules2.outbound) ? rules2.outbound.length : 0);
  for (const direction of ["inbound", "outbound"]) {
    const list = rules2[direction];
    if (!Array.isArray(list)) continue;
    for (let i = 0; i < list.length; i++) {
      count++;
      if (count === MAX_FIREWALL_RULES + 1) {
        out.report(
          "firewall-rules-limit",
          [...path, direction, i],
          `this is rule ${count} of ${total} across inbound and outbound; the API allows at most ${MAX_FIREWALL_RULES}`
        );
      }
      checkRule(list[i], path, direction, i, out);
    }
  }
}
function checkDevices(devices, path, out) {
  if (!isPlainObject(devices)) return;
  for (const kind of ["computes", "nodebalancers"]) {
    const list = devices[kind];
    if (!Array.isArray(list)) continue;
    const seen = /* @__PURE__ */ new Map();
    list.forEach((ref, i) => {
      if (typeof ref !== "string" && typeof ref !== "number") return;
      const first = seen.get(ref);
      if (first !== void 0) {
        out.report("firewall-device-duplicate", [...path, kind, i], `${show(ref)} is listed twice in devices.${kind}; remove one`, {
          related: [{ path: [...path, kind, first], message: "first listed here" }]
        });
      } else seen.set(ref, i);
    });
    if (kind === "nodebalancers" && list.length > 1) {
      out.report(
        "firewall-nodebalancer-limit",
        [...path, kind, 1],
        `${list.length} NodeBalancers are assigned; only one NodeBalancer can be assigned to a firewall on create (add others through the devices endpoint, or use one firewall each)`
      );
    }
  }
}
const FIREWALL_UPDATE_FORBIDDEN = {
  rules: "firewall update cannot set rules; use PUT /networking/firewalls/{id}/rules",
  devices: "firewall update cannot set devices; use the devices endpoints"
};
function firewallFindings(body, mode) {
  if (mode !== "update") return firewallEntryFindings(body, createSchema);
  const out = new Reporter();
  out.addAll(updateSchema(withoutForbiddenFields(body, FIREWALL_UPDATE_FORBIDDEN, "firewall-update-field", out)));
  if (isPlainObject(body) && typeof body.label === "string") checkFirewallLabel(body.label, ["label"], out);
  return out.findings;
}
function firewallStateFindings(entry) {
  return firewallEntryFindings(entry, stateSchema);
}
function firewallEntryFindings(body, shape) {
  const out = new Reporter();
  out.addAll(shape(body));
  if (!isPlainObject(body)) return out.findings;
  if (typeof body.label === "string") checkFirewallLabel(body.label, ["label"], out);
  checkRules(body.rules, ["rules"], out);
  checkDevices(body.devices, ["devices"], out);
  return out.findings;
}
function firewallRulesFindings(rules2, mode) {
  const out = new Reporter();
  out.addAll((mode === "create" ? rulesCreateSchema : rulesUpdateSchema)(rules2));
  checkRules(rules2, [], out);
  return out.findings;
}
function validateFirewall(body, mode = "create", options) {
  return profiledDiagnostics(withinBounds(body, () => firewallFindings(body, mode)), options);
}
function validateFirewallRules(rules2, mode = "update", options) {
  return profiledDiagnostics(withinBounds(rules2, () => firewallRulesFindings(rules2, mode)), options);
}
function validateFirewallRule(rule) {
  const findings = withinBounds(rule, () => firewallRulesFindings({ inbound: [rule] }, "update").map((f) => mapFindingPaths(f, (p) => p.slice(2))));
  return toDiagnostics(findings);
}
function validatePorts(ports, protocol) {
  const out = new Reporter();
  if (ports !== void 0 && ports !== null && typeof ports !== "string") {
    out.report("firewall-field-type", [], `ports must be a string or null, not ${show(ports)}`);
  }
  checkPorts(ports, protocol, [], out);
  return toDiagnostics(out.findings);
}
function firewallDeviceFindings(body) {
  return deviceSchema(body);
}
function validateFirewallDevice(body) {
  return toDiagnostics(withinBounds(body, () => deviceSchema(body)));
}
export {
  MAX_FIREWALL_RULES,
  MAX_RULE_ADDRESSES,
  checkFirewallLabel,
  checkPorts,
  checkRuleAddresses,
  firewallDeviceFindings,
  firewallFindings,
  firewallRulesFindings,
  firewallStateFindings,
  validateFirewall,
  validateFirewallDevice,
  validateFirewallRule,
  validateFirewallRules,
  validatePorts
};
