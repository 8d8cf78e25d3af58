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
var cidr_exports = {};
__export(cidr_exports, {
  NETWORK_CANONICAL: () => NETWORK_CANONICAL,
  NETWORK_HOST_BITS: () => NETWORK_HOST_BITS,
  NETWORK_INVALID: () => NETWORK_INVALID,
  NetworkWords: () => NetworkWords,
  addressInCidr: () => addressInCidr,
  canonicalizeCidr: () => canonicalizeCidr,
  cidrContains: () => cidrContains,
  cidrsOverlap: () => cidrsOverlap,
  formatCidr: () => formatCidr,
  isCidr: () => isCidr,
  parseCidr: () => parseCidr,
  scanIpv4Network: () => scanIpv4Network,
  scanNetwork: () => scanNetwork
});
module.exports = __toCommonJS(cidr_exports);
var import_ip = require("./ip.js");
const familyName = (f) => f === 4 ? "IPv4" : "IPv6";
const HOST_MASKS = {
  4: Array.from({ length: 33 }, (_, p) => (1n << BigInt(32 - p)) - 1n),
  6: Array.from({ length: 129 }, (_, p) => (1n << BigInt(128 - p)) - 1n)
};
const NETWORK_MASKS = {
  4: HOST_MASKS[4].map((m) => (1n << 32n) - 1n ^ m),
  6: HOST_MASKS[6].map((m) => (1n << 128n) - 1n ^ m)
};
function networkOf(family, value, prefix) {
  const host = HOST_MASKS[family][prefix];
  const first = value & NETWORK_MASKS[family][prefix];
  return { family, prefix, first, last: first | host, hostBitsSet: first !== value };
}
function parsePrefix(text, maxBits) {
  if (text.length === 0) return { ok: false, reason: "the mask after '/' is empty" };
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return { ok: false, reason: `mask ${JSON.stringify(text)} is not a decimal number` };
    n = n * 10 + (c - 48);
    if (n > 999) break;
  }
  if (text.length > 1 && text.charCodeAt(0) === 48) return { ok: false, reason: `mask ${JSON.stringify(text)} has a leading zero` };
  if (n > maxBits) return { ok: false, reason: `mask /${text} is out of range (0..${maxBits})` };
  return { ok: true, value: n };
}
function addressFailure(family, text) {
  const r = family === 6 ? (0, import_ip.parseIpv6Value)(text) : (0, import_ip.parseIpv4Number)(text);
  return r.ok ? { ok: false, reason: "invalid address" } : r;
}
function parseCidr(text, givenOptions = {}) {
  if (typeof text !== "string") return { ok: false, reason: "not a string" };
  const options = typeof givenOptions === "object" && givenOptions !== null ? givenOptions : {};
  const family = (0, import_ip.guessFamily)(text);
  if (options.family !== void 0 && options.family !== family) {
    return { ok: false, reason: `it is ${family === 6 ? "an IPv6" : "an IPv4"} value where ${familyName(options.family)} is expected` };
  }
  const slash = text.indexOf("/");
  const addressEnd = slash === -1 ? text.length : slash;
  let value;
  if (family === 6) {
    value = (0, import_ip.scanIpv6)(text, 0, addressEnd);
    if (value < 0n) return addressFailure(6, text.slice(0, addressEnd));
  } else {
    const v4 = (0, import_ip.scanIpv4)(text, 0, addressEnd);
    if (v4 < 0) return addressFailure(4, text.slice(0, addressEnd));
    value = BigInt(v4);
  }
  const bits = (0, import_ip.familyBits)(family);
  if (slash === -1) {
    if (!options.allowBareAddress) return { ok: false, reason: `the /mask is missing (write ${text}/${bits} for a single address)` };
    return { ok: true, value: networkOf(family, value, bits) };
  }
  const prefix = parsePrefix(text.slice(slash + 1), bits);
  if (!prefix.ok) return prefix;
  return { ok: true, value: networkOf(family, value, prefix.value) };
}
function scanIpv4Network(text) {
  const slash = text.indexOf("/");
  if (slash <= 0 || slash === text.length - 1 || slash < text.length - 3) return void 0;
  const value = (0, import_ip.scanIpv4)(text, 0, slash);
  if (value < 0) return void 0;
  let prefix = 0;
  for (let i = slash + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return void 0;
    prefix = prefix * 10 + (c - 48);
  }
  if (prefix > 32 || text.length - slash - 1 > 1 && text.charCodeAt(slash + 1) === 48) return void 0;
  const size = 2 ** (32 - prefix);
  const first = Math.floor(value / size) * size;
  return [first, first + size - 1];
}
const V4_END = 1n << 32n;
const V6_END = 1n << 128n;
function isCidr(value) {
  if (typeof value !== "object" || value === null) return false;
  const c = value;
  const bits = c.family === 4 ? 32 : c.family === 6 ? 128 : 0;
  return bits > 0 && typeof c.prefix === "number" && Number.isInteger(c.prefix) && c.prefix >= 0 && c.prefix <= bits && typeof c.first === "bigint" && typeof c.last === "bigint" && c.first >= 0n && c.first <= c.last && c.last < (bits === 32 ? V4_END : V6_END);
}
function formatCidr(cidr) {
  if (!isCidr(cidr)) return "";
  return `${(0, import_ip.formatIp)({ family: cidr.family, value: cidr.first })}/${cidr.prefix}`;
}
function canonicalizeCidr(text, options = {}) {
  const r = parseCidr(text, options);
  return r.ok ? { ok: true, value: formatCidr(r.value) } : r;
}
function cidrContains(outer, inner) {
  if (!isCidr(outer) || !isCidr(inner)) return false;
  return outer.family === inner.family && outer.first <= inner.first && inner.last <= outer.last;
}
function cidrsOverlap(a, b) {
  if (!isCidr(a) || !isCidr(b)) return false;
  return a.family === b.family && a.first <= b.last && b.first <= a.last;
}
function addressInCidr(address, cidr) {
  if (!(0, import_ip.isIpAddress)(address) || !isCidr(cidr)) return false;
  return address.family === cidr.family && cidr.first <= address.value && address.value <= cidr.last;
}
class NetworkWords {
  prefix = 0;
  words = new Uint32Array(4);
  /** Scratch for the eight 16-bit groups of an IPv6 address. */
  groups = new Uint16Array(8);
}
const NETWORK_INVALID = -1;
const NETWORK_CANONICAL = 0;
const NETWORK_HOST_BITS = 1;
function scanNetwork(text, family, out) {
  let slash = -1;
  for (let k = text.length - 2; k >= text.length - 4 && k > 0; k--) {
    if (text.charCodeAt(k) === 47) {
      slash = k;
      break;
    }
  }
  if (slash <= 0) return NETWORK_INVALID;
  const bits = family === 4 ? 32 : 128;
  const digits = text.length - slash - 1;
  if (digits < 1 || digits > 3 || digits > 1 && text.charCodeAt(slash + 1) === 48) return NETWORK_INVALID;
  let prefix = 0;
  for (let i = slash + 1; i < text.length; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NETWORK_INVALID;
    prefix = prefix * 10 + d;
  }
  if (prefix > bits) return NETWORK_INVALID;
  out.prefix = prefix;
  const words = out.words;
  if (family === 4) {
    const value = (0, import_ip.scanIpv4)(text, 0, slash);
    if (value < 0) return NETWORK_INVALID;
    words[0] = value;
    words[1] = words[2] = words[3] = 0;
  } else {
    const groups = out.groups;
    if (!(0, import_ip.scanIpv6Groups)(text, 0, slash, groups)) return NETWORK_INVALID;
    for (let k = 0; k < 4; k++) words[k] = groups[2 * k] * 65536 + groups[2 * k + 1];
  }
  let hostBits = false;
  for (let k = 0, kept = prefix; k < bits / 32; k++, kept -= 32) {
    const mask = WORD_MASKS[kept < 0 ? 0 : kept > 32 ? 32 : kept];
    const word = words[k];
    const network = (word & mask) >>> 0;
    if (network !== word) hostBits = true;
    words[k] = network;
  }
  return hostBits ? NETWORK_HOST_BITS : NETWORK_CANONICAL;
}
const WORD_MASKS = Uint32Array.from({ length: 33 }, (_, n) => n === 0 ? 0 : 4294967295 << 32 - n >>> 0);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  NETWORK_CANONICAL,
  NETWORK_HOST_BITS,
  NETWORK_INVALID,
  NetworkWords,
  addressInCidr,
  canonicalizeCidr,
  cidrContains,
  cidrsOverlap,
  formatCidr,
  isCidr,
  parseCidr,
  scanIpv4Network,
  scanNetwork
});
