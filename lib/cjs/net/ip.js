"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var ip_exports = {};
__export(ip_exports, {
  IPV4_BITS: () => IPV4_BITS,
  IPV6_BITS: () => IPV6_BITS,
  addressRange: () => addressRange,
  familyBits: () => familyBits,
  formatIp: () => formatIp,
  guessFamily: () => guessFamily,
  isIpAddress: () => isIpAddress,
  parseIp: () => parseIp,
  parseIpv4: () => parseIpv4,
  parseIpv4Number: () => parseIpv4Number,
  parseIpv6: () => parseIpv6,
  parseIpv6Value: () => parseIpv6Value,
  scanIpv4: () => scanIpv4,
  scanIpv6: () => scanIpv6,
  scanIpv6Groups: () => scanIpv6Groups
});
module.exports = __toCommonJS(ip_exports);
var import_ipaddr = __toESM(require("ipaddr.js"), 1);
const ok = (value) => ({ ok: true, value });
const fail = (reason) => ({ ok: false, reason });
const IPV4_BITS = 32;
const IPV6_BITS = 128;
function familyBits(family) {
  return family === 4 ? IPV4_BITS : IPV6_BITS;
}
function isDigit(code) {
  return code >= 48 && code <= 57;
}
function hexValue(code) {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}
function describeChar(s, i) {
  const c = s[i] ?? "";
  if (c === " " || c === "	" || c === "\n" || c === "\r") return "whitespace";
  return JSON.stringify(c);
}
function parseIpv4Number(s) {
  if (s.length === 0) return fail("the address is empty");
  let value = 0;
  let octets = 0;
  let i = 0;
  while (true) {
    const start = i;
    let octet = 0;
    while (i < s.length && isDigit(s.charCodeAt(i))) {
      octet = octet * 10 + (s.charCodeAt(i) - 48);
      i++;
      if (i - start > 3) return fail(`octet ${octets + 1} has more than three digits`);
    }
    if (i === start) {
      if (i < s.length) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
      return fail(octets === 0 ? "the address is empty" : `octet ${octets + 1} is missing`);
    }
    if (i - start > 1 && s.charCodeAt(start) === 48) {
      return fail(`octet ${JSON.stringify(s.slice(start, i))} has a leading zero`);
    }
    if (octet > 255) return fail(`octet ${octet} is greater than 255`);
    value = value * 256 + octet;
    octets++;
    if (i === s.length) break;
    if (s.charCodeAt(i) !== 46) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
    if (octets === 4) return fail("an IPv4 address has exactly four octets");
    i++;
  }
  if (octets !== 4) return fail(`an IPv4 address has four octets, not ${octets} (short forms like "10.1" are not accepted)`);
  return ok(value);
}
function parseIpv6Value(s) {
  if (s.length === 0) return fail("the address is empty");
  const zone = s.indexOf("%");
  if (zone !== -1) return fail(`zone IDs ("${s.slice(zone)}") are not accepted (RFC 4007 notation)`);
  const groups = [];
  let compressAt = -1;
  let i = 0;
  if (s.startsWith("::")) {
    compressAt = 0;
    i = 2;
    if (i === s.length) return ok(0n);
  } else if (s.charCodeAt(0) === 58) {
    return fail("a single leading colon is not allowed");
  }
  while (i < s.length) {
    const start = i;
    let group = 0;
    while (i < s.length) {
      const h = hexValue(s.charCodeAt(i));
      if (h < 0) break;
      group = group * 16 + h;
      i++;
    }
    if (i < s.length && s.charCodeAt(i) === 46) {
      const v4 = parseIpv4Number(s.slice(start));
      if (!v4.ok) return fail(`embedded IPv4 part: ${v4.reason}`);
      groups.push(Math.floor(v4.value / 65536), v4.value % 65536);
      i = s.length;
      break;
    }
    if (i === start) {
      if (i < s.length) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
      return fail("the address ends with a single colon");
    }
    if (i - start > 4) return fail(`group ${JSON.stringify(s.slice(start, i))} has more than four hex digits`);
    groups.push(group);
    if (i === s.length) break;
    if (s.charCodeAt(i) !== 58) return fail(`unexpected ${describeChar(s, i)} at position ${i + 1}`);
    i++;
    if (i < s.length && s.charCodeAt(i) === 58) {
      if (compressAt !== -1) return fail('"::" may appear only once');
      compressAt = groups.length;
      i++;
      if (i < s.length && s.charCodeAt(i) === 58) return fail('":::" is not valid');
    } else if (i === s.length) {
      return fail("the address ends with a single colon");
    }
  }
  if (compressAt === -1) {
    if (groups.length !== 8) return fail(`an IPv6 address has eight groups, not ${groups.length}`);
  } else {
    if (groups.length > 7) return fail('"::" must stand for at least one group');
    for (let k = groups.length; k < 8; k++) groups.splice(compressAt, 0, 0);
  }
  const word = (i2) => BigInt(groups[i2] * 65536 + groups[i2 + 1]);
  return ok(word(0) << 96n | word(2) << 64n | word(4) << 32n | word(6));
}
function scanIpv4(s, start, end) {
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = start; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === 46) {
      if (digits === 0 || dots === 3) return -1;
      value = value * 256 + octet;
      dots++;
      octet = 0;
      digits = 0;
      continue;
    }
    const d = c - 48;
    if (d < 0 || d > 9) return -1;
    if (digits === 1 && octet === 0) return -1;
    octet = octet * 10 + d;
    digits++;
    if (octet > 255) return -1;
  }
  if (digits === 0 || dots !== 3) return -1;
  return value * 256 + octet;
}
const GROUPS = new Array(8).fill(0);
function scanIpv6Groups(s, start, end, groups) {
  let count = 0;
  let compressAt = -1;
  let i = start;
  if (end - start >= 2 && s.charCodeAt(i) === 58 && s.charCodeAt(i + 1) === 58) {
    compressAt = 0;
    i += 2;
  }
  while (i < end) {
    const groupStart = i;
    let group = 0;
    while (i < end) {
      const h = hexValue(s.charCodeAt(i));
      if (h < 0) break;
      group = group * 16 + h;
      i++;
    }
    if (i < end && s.charCodeAt(i) === 46) {
      if (count > 6) return false;
      const v4 = scanIpv4(s, groupStart, end);
      if (v4 < 0) return false;
      groups[count++] = Math.floor(v4 / 65536);
      groups[count++] = v4 % 65536;
      i = end;
      break;
    }
    const digits = i - groupStart;
    if (digits === 0 || digits > 4 || count === 8) return false;
    groups[count++] = group;
    if (i === end) break;
    if (s.charCodeAt(i) !== 58) return false;
    i++;
    if (i < end && s.charCodeAt(i) === 58) {
      if (compressAt !== -1) return false;
      compressAt = count;
      i++;
      if (i === end) break;
    } else if (i === end) {
      return false;
    }
  }
  if (compressAt === -1) {
    if (count !== 8) return false;
  } else {
    if (count > 7) return false;
    const gap = 8 - count;
    for (let k = count - 1; k >= compressAt; k--) groups[k + gap] = groups[k];
    for (let k = compressAt; k < compressAt + gap; k++) groups[k] = 0;
  }
  return true;
}
function scanIpv6(s, start, end) {
  if (!scanIpv6Groups(s, start, end, GROUPS)) return -1n;
  return BigInt(GROUPS[0] * 65536 + GROUPS[1]) << 96n | BigInt(GROUPS[2] * 65536 + GROUPS[3]) << 64n | BigInt(GROUPS[4] * 65536 + GROUPS[5]) << 32n | BigInt(GROUPS[6] * 65536 + GROUPS[7]);
}
const NOT_A_STRING = { ok: false, reason: "not a string" };
const V4_END = 1n << 32n;
const V6_END = 1n << 128n;
function isIpAddress(value) {
  if (typeof value !== "object" || value === null) return false;
  const { family, value: v } = value;
  return typeof v === "bigint" && v >= 0n && (family === 4 && v < V4_END || family === 6 && v < V6_END);
}
function parseIpv4(s) {
  if (typeof s !== "string") return NOT_A_STRING;
  const r = parseIpv4Number(s);
  return r.ok ? ok({ family: 4, value: BigInt(r.value) }) : r;
}
function parseIpv6(s) {
  if (typeof s !== "string") return NOT_A_STRING;
  const r = parseIpv6Value(s);
  return r.ok ? ok({ family: 6, value: r.value }) : r;
}
function guessFamily(s) {
  return s.includes(":") ? 6 : 4;
}
function parseIp(s) {
  if (typeof s !== "string") return NOT_A_STRING;
  return guessFamily(s) === 6 ? parseIpv6(s) : parseIpv4(s);
}
function ipv4Text(v) {
  return `${v >>> 24 & 255}.${v >>> 16 & 255}.${v >>> 8 & 255}.${v & 255}`;
}
function ipv6Bytes(value) {
  const bytes = new Array(16);
  let v = value;
  for (let i = 15; i >= 0; i--) {
    bytes[i] = Number(v & 255n);
    v >>= 8n;
  }
  return bytes;
}
function formatIp(address) {
  if (!isIpAddress(address)) return "";
  if (address.family === 4) return ipv4Text(Number(address.value));
  return import_ipaddr.default.fromByteArray(ipv6Bytes(address.value)).toString();
}
function addressRange(address) {
  if (!isIpAddress(address)) return "";
  if (address.family === 4) return import_ipaddr.default.fromByteArray(ipv4Bytes(Number(address.value))).range();
  return import_ipaddr.default.fromByteArray(ipv6Bytes(address.value)).range();
}
function ipv4Bytes(v) {
  return [v >>> 24 & 255, v >>> 16 & 255, v >>> 8 & 255, v & 255];
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  IPV4_BITS,
  IPV6_BITS,
  addressRange,
  familyBits,
  formatIp,
  guessFamily,
  isIpAddress,
  parseIp,
  parseIpv4,
  parseIpv4Number,
  parseIpv6,
  parseIpv6Value,
  scanIpv4,
  scanIpv6,
  scanIpv6Groups
});
