import { toDiagnostic } from "../diagnostic.js";
import { checkAssignment, checkRangeCreate, checkShare, inventoryFrom, rangeCounters } from "../account/ip.js";
import { filterFindings, pagingFindings } from "../filter/validate.js";
import { isCollection } from "../filter/fields.js";
import { parseIp, parseIpv6 } from "../net/ip.js";
import { databaseFindings } from "../resources/database.js";
import { firewallDeviceFindings, firewallFindings, firewallRulesFindings } from "../resources/firewall.js";
import { checkImageId, imageFindings } from "../resources/image.js";
import { ipAllocateShape, ipAssignRequestShape, ipShareRequestShape, ipv6RangeRequestShape, rdnsUpdateShape } from "../resources/ip.js";
import { stackscriptFindings } from "../resources/stackscript.js";
import { subnetFindings, vpcFindings } from "../resources/vpc.js";
import { optionsFindings, profileSeverity, splitPair } from "../resources/common.js";
import { capPerRule } from "../rules/caps.js";
import { isCountedOnly } from "../schemas/compile.js";
import { RULES } from "../rules/catalog.js";
import { refusedData, Reporter } from "../rules/report.js";
import { isPlainObject, jsonType, show, suggest } from "../util/text.js";
import { firstDuplicateKey, hasDuplicateKey } from "./duplicates.js";
import { apiField } from "./field.js";
import { matchRoute, parametersOf } from "./match.js";
import { routes } from "./routes.js";
const MAX_REQUEST_PATH = 8192;
const MAX_BODY_TEXT = 2 * 1024 * 1024;
const MAX_FILTER_TEXT = 64 * 1024;
function ipRequest(shape, check) {
  return (body, inventory) => {
    const refused = inventory === void 0 ? void 0 : refusedData(inventory, void 0, "the inventory");
    if (refused) return [refused];
    const out = new Reporter();
    out.addAll(shape(body));
    check(inventoryFrom(inventory), body, out);
    return out.findings.filter((f) => !(f.ruleId === "unresolved-reference" && f.path[f.path.length - 1] === "compute_id")).map((f) => f.fileIndex === void 0 ? f : { ...f, fileIndex: void 0 });
  };
}
const BODY_CHECK_BY_ID = {
  "POST /vpcs": (b) => vpcFindings(b, "create"),
  "PUT /vpcs/{vpcId}": (b) => vpcFindings(b, "update"),
  "POST /vpcs/{vpcId}/subnets": (b) => subnetFindings(b, "create"),
  "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}": (b) => subnetFindings(b, "update"),
  "POST /databases/mysql/instances": (b) => databaseFindings(b, "create"),
  "PUT /databases/mysql/instances/{instanceId}": (b) => databaseFindings(b, "update"),
  "POST /networking/firewalls": (b) => firewallFindings(b, "create"),
  "PUT /networking/firewalls/{firewallId}": (b) => firewallFindings(b, "update"),
  "POST /networking/firewalls/{firewallId}/devices": (b) => firewallDeviceFindings(b),
  "PUT /networking/firewalls/{firewallId}/rules": (b) => firewallRulesFindings(b, "update"),
  "POST /networking/ips": ipAllocateShape,
  "POST /networking/ips/assign": ipRequest(ipAssignRequestShape, (inv, b, out) => checkAssignment(inv, b, [], 0, out)),
  "POST /networking/ips/share": ipRequest(ipShareRequestShape, (inv, b, out) => checkShare(inv, b, [], 0, out)),
  "PUT /networking/ips/{address}": rdnsUpdateShape,
  "POST /networking/ipv4/assign": ipRequest(ipAssignRequestShape, (inv, b, out) => checkAssignment(inv, b, [], 0, out)),
  "POST /networking/ipv4/share": ipRequest(ipShareRequestShape, (inv, b, out) => checkShare(inv, b, [], 0, out)),
  "POST /networking/ipv6/ranges": ipRequest(ipv6RangeRequestShape, (inv, b, out) => checkRangeCreate(inv, b, [], 0, out, rangeCounters(inv))),
  "POST /compute/stackscripts": (b) => stackscriptFindings(b, "create"),
  "PUT /compute/stackscripts/{stackscriptId}": (b) => stackscriptFindings(b, "update"),
  "POST /images": (b) => imageFindings(b, "create"),
  "POST /images/upload": (b) => imageFindings(b, "upload"),
  "PUT /images/{imageId}": (b) => imageFindings(b, "update")
};
const bounded = (check) => (body, inventory) => {
  const refused = refusedData(body);
  return refused ? [refused] : check(body, inventory);
};
const BODY_CHECKS = new Map(routes.flatMap((r) => BODY_CHECK_BY_ID[r.id] ? [[r, bounded(BODY_CHECK_BY_ID[r.id])]] : []));
const MALFORMED = Symbol("malformed");
function locatePath(path) {
  let start = 0;
  let end = path.length;
  let query;
  let percent = -1;
  for (let i = 0; i < end; i++) {
    const c = path.charCodeAt(i);
    if (c === 63 || c === 35) {
      if (c === 63) {
        const hash = path.indexOf("#", i + 1);
        query = path.slice(i + 1, hash === -1 ? path.length : hash);
      }
      end = i;
      break;
    }
    if (c === 37 && percent === -1) percent = i;
  }
  if (path.charCodeAt(0) !== 47) {
    const scheme = path.indexOf("://");
    if (scheme !== -1 && scheme < 8 && scheme < end) {
      const slash = path.indexOf("/", scheme + 3);
      start = slash === -1 || slash > end ? end : slash;
      if (percent !== -1 && percent < start) percent = path.indexOf("%", start);
    }
  }
  if (path.charCodeAt(start) === 47) start++;
  if (path.startsWith("v4", start) && (end - start === 2 || path.charCodeAt(start + 2) === 47)) start = Math.min(start + 3, end);
  if (end - start > 1 && path.charCodeAt(end - 1) === 47) end--;
  const span = query === void 0 ? { start, end } : { start, end, query };
  if (percent !== -1 && percent < end) {
    try {
      decodeURIComponent(path.slice(start, end));
    } catch {
      return MALFORMED;
    }
    span.decode = decodeURIComponent;
  }
  return span;
}
function isPositiveInteger(text) {
  if (text.length === 0 || text.length > 16 || text[0] === "0") return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return text.length < 16 || Number(text) <= Number.MAX_SAFE_INTEGER;
}
function checkParameter(name, kind, value, out, method) {
  const at = ["path", name];
  switch (kind) {
    case "integer":
      if (!isPositiveInteger(value)) out.report("request-path-parameter", at, `${name} must be a positive integer id, not ${show(value)}`);
      return;
    case "imageId":
      if ((method === "PUT" || method === "DELETE") && value.startsWith("compute/")) {
        out.report("request-path-parameter", at, `${name} ${show(value)} is a public image; update and delete apply to private images (private/<id>)`);
        return;
      }
      checkImageId(value, at, out);
      return;
    case "engineId":
      if (!splitPair(value)) out.report("request-path-parameter", at, `${name} must be <engine>/<version> (e.g. mysql/8.0.30), not ${show(value)}`);
      return;
    case "ipv6Range": {
      const slash = value.indexOf("/");
      if (slash !== -1) {
        out.report("request-path-parameter", at, `${name} is written without its prefix length: ${show(value.slice(0, slash))}, not ${show(value)}`);
        return;
      }
      const parsed = parseIpv6(value);
      if (!parsed.ok) out.report("request-path-parameter", at, `${name} ${show(value)} is not an IPv6 address: ${parsed.reason}`);
      return;
    }
    case "ipAddress": {
      const parsed = value.includes("/") ? void 0 : parseIp(value);
      if (!parsed?.ok) out.report("request-path-parameter", at, `${name} ${show(value)} is not an IP address${parsed && !parsed.ok ? `: ${parsed.reason}` : " (no /mask)"}`);
      return;
    }
    case "string":
      if (value.length === 0) out.report("request-path-parameter", at, `${name} must not be empty`);
      return;
  }
}
function readQuery(query, fromPath) {
  const source = query === void 0 ? fromPath : query;
  if (source === void 0 || source === null) return {};
  if (typeof source === "string") return fromSearchParams(new URLSearchParams(source.startsWith("?") ? source.slice(1) : source));
  if (typeof URLSearchParams !== "undefined" && source instanceof URLSearchParams) return fromSearchParams(source);
  return isPlainObject(source) ? source : {};
}
function fromSearchParams(params) {
  const out = /* @__PURE__ */ Object.create(null);
  params.forEach((value, key) => {
    const prior = out[key];
    out[key] = prior === void 0 ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
  });
  return out;
}
function readHeader(headers, name) {
  if (headers === null || typeof headers !== "object") return void 0;
  const proto = Object.getPrototypeOf(headers);
  const get = headers.get;
  if (typeof get === "function" && proto !== Object.prototype && proto !== null) {
    try {
      const value = get.call(headers, name);
      return value === null ? void 0 : value;
    } catch {
      return void 0;
    }
  }
  if (!isPlainObject(headers)) return void 0;
  if (Object.prototype.hasOwnProperty.call(headers, name)) return headers[name];
  for (const key in headers) {
    if (key.length === name.length && Object.prototype.hasOwnProperty.call(headers, key) && key.toLowerCase() === name) return headers[key];
  }
  return void 0;
}
const INTEGER_TEXT = /^-?\d{1,16}$/;
function queryNumber(value) {
  return typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) : value;
}
function checkQuery(route, query, out) {
  const keys = Object.keys(query);
  if (keys.length === 0) return;
  const input = route.input;
  const known = input.kind === "list" ? ["page", "page_size", ...input.query ?? []] : [];
  const paging = {};
  for (const key of keys) {
    let value = query[key];
    if (Array.isArray(value)) {
      if (value.length !== 1) {
        out.report("request-query", ["query", key], `query parameter ${show(key)} is given ${value.length} times; give it once`);
        continue;
      }
      value = value[0];
    }
    if (!known.includes(key)) {
      const guess = suggest(key, known);
      const takes = known.length ? `it takes ${known.join(", ")}` : "it takes no query parameters";
      out.report("request-ignored-input", ["query", key], `${route.id} has no query parameter ${show(key)} (${takes})${guess ? `; did you mean "${guess}"?` : ""}`);
      continue;
    }
    if (key === "page" || key === "page_size") paging[key] = queryNumber(value);
    else if (key === "skip_ipv6_rdns" && !(value === true || value === false || value === "true" || value === "false")) {
      out.report("request-query", ["query", key], `skip_ipv6_rdns is true or false, not ${show(value)}`);
    }
  }
  const findings = pagingFindings(paging);
  const bounded2 = input.kind === "list" && input.pageSizeBounded === true;
  out.addAll(bounded2 ? findings : findings.map((f) => f.ruleId === "paging-page-size" ? unstatedPageSize(f, paging.page_size) : f), ["query"]);
}
function checkFilterHeader(route, value, out, live) {
  const at = ["headers", "X-Filter"];
  if (route.input.kind !== "list") {
    out.report("request-ignored-input", at, `${route.id} is not a list; the X-Filter header does not apply to it`);
    return;
  }
  let filter = value;
  if (Array.isArray(value)) {
    out.report("filter-structure", at, `the X-Filter header is given ${value.length} times; give one JSON object`);
    return;
  }
  if (typeof value === "string") {
    if (value.length > MAX_FILTER_TEXT) {
      out.report("filter-structure", at, `the X-Filter header is ${value.length} characters long; at most ${MAX_FILTER_TEXT} are read`);
      return;
    }
    try {
      filter = JSON.parse(value);
    } catch (e) {
      out.report("filter-structure", at, `the X-Filter header is not JSON: ${e instanceof Error ? e.message : "unreadable"}`);
      return;
    }
  }
  const collection = route.input.collection;
  if (collection !== void 0 && isCollection(collection)) out.addAll(filterFindings(collection, filter, { live }).map(({ anchor, ...f }) => f.ruleId === "filter-field-unknown" ? { ...f, path: [] } : { ...f, ...anchor ? { anchor } : {} }), at);
  else if (!isPlainObject(filter)) out.report("filter-structure", at, `an X-Filter is a JSON object, not ${jsonType(filter)}`);
}
const NO_BODY = Symbol("no body");
const TOO_LARGE = Symbol("too large");
const BODY_PATH = ["body"];
function readBody(body, out) {
  if (body === void 0 || body === null || body === "") return NO_BODY;
  let text;
  if (typeof body === "string") text = body;
  else if (typeof Uint8Array !== "undefined" && body instanceof Uint8Array) {
    if (body.byteLength === 0) return NO_BODY;
    if (body.byteLength > MAX_BODY_TEXT) return tooLarge(out);
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(body);
    } catch {
      out.report("request-body", ["body"], "the body is not UTF-8 text");
      return void 0;
    }
  } else return body;
  if (text.length > MAX_BODY_TEXT) return tooLarge(out);
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    out.report("request-body", ["body"], `the body is not JSON: ${e instanceof Error ? e.message : "unreadable"}`);
    return void 0;
  }
  const duplicate = hasDuplicateKey(text, parsed) ? firstDuplicateKey(text) : void 0;
  if (duplicate !== void 0) {
    out.report("request-body", ["body", ...duplicate], `the body gives ${show(duplicate[duplicate.length - 1])} twice in one object; give each field once`);
    return void 0;
  }
  return parsed;
}
function tooLarge(out) {
  out.report("request-body", ["body"], `the body is over ${MAX_BODY_TEXT} characters; it is not read`);
  return TOO_LARGE;
}
function addBodyFindings(findings, out) {
  for (const f of findings) {
    if (isCountedOnly(f)) out.findings.push(f);
    else out.addAll([f], BODY_PATH);
  }
}
function isEmptyObject(value) {
  return isPlainObject(value) && Object.keys(value).length === 0;
}
function unstatedPageSize(f, size) {
  return {
    ...f,
    ruleId: "paging-page-size-unstated",
    severity: RULES["paging-page-size-unstated"].severity,
    message: `page_size ${show(size)} is outside 25..500, the live API's bounds; the reference leaves this list's page size bounds unstated`
  };
}
const MAX_REASON = 1024;
function finish(findings, options, base) {
  if (findings.length === 0 && base.route) {
    return { ok: true, status: 200, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors: ACCEPTED_NOTHING, diagnostics: ACCEPTED_NOTHING };
  }
  const settings = isPlainObject(options) ? options : void 0;
  const diagnostics = [];
  const errors = [];
  const seen = /* @__PURE__ */ new Set();
  for (const f of capPerRule(findings, [])) {
    const severity = profileSeverity(f.ruleId, f.severity, settings);
    if (severity === "off") continue;
    const d = toDiagnostic(severity === f.severity ? f : { ...f, severity });
    diagnostics.push(d);
    if (severity !== "error") continue;
    const field = fieldOf(d.path);
    const key = `${field ?? ""}\0${d.ruleId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const reason = d.message.length > MAX_REASON ? d.message.slice(0, MAX_REASON - 1) + "\u2026" : d.message;
    errors.push(field === void 0 ? { reason } : { field, reason });
  }
  if (errors.length === 0 && base.route) {
    return { ok: true, status: 200, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors: ACCEPTED_NOTHING, diagnostics };
  }
  const refused = { ok: false, status: base.status ?? 400, endpoint: base.endpoint, route: base.route, params: base.params, body: base.body, errors, diagnostics };
  if (base.allow !== void 0) refused.allow = base.allow;
  return refused;
}
function fieldOf(path) {
  if (path.length < 2) return void 0;
  if (path[0] === "options") return apiField(path, 0);
  if (path[0] !== "headers") return apiField(path, 1);
  const name = String(path[1]);
  const inner = apiField(path, 2);
  return inner === void 0 ? name : inner.startsWith("[") ? name + inner : `${name}.${inner}`;
}
function validateRequest(request, options) {
  if (options !== void 0) {
    const problems = optionsFindings(options);
    if (problems.length > 0) return finish(problems, void 0, { params: {} });
  }
  if (typeof request === "object" && request !== null) {
    const { method, path, body, query, headers } = request;
    if (!((query === void 0 || isEmptyQuery(query)) && (headers === void 0 || plainHeaders(headers, body !== void 0)))) return validateFully(request, options);
    const hit = cacheOf(method)?.get(path);
    if (hit) {
      const { check } = hit;
      if (check === void 0 ? body === void 0 : typeof body === "object" && body !== null && !ArrayBuffer.isView(body)) {
        const findings = check === void 0 ? NO_FINDINGS : check(body, options === void 0 ? void 0 : isPlainObject(options) ? options.inventory : void 0);
        const endpoint = hit.route.id;
        if (findings.length === 0) return { ok: true, status: 200, endpoint, route: hit.route, params: hit.params, body, errors: ACCEPTED_NOTHING, diagnostics: ACCEPTED_NOTHING };
        const out = new Reporter();
        addBodyFindings(findings, out);
        return finish(out.findings, options, { endpoint, route: hit.route, params: hit.params, body });
      }
    }
  }
  return validateFully(request, options);
}
function isEmptyQuery(query) {
  if (typeof query !== "object" || query === null || Object.getPrototypeOf(query) !== Object.prototype && Object.getPrototypeOf(query) !== null) return false;
  for (const _ in query) return false;
  return true;
}
function plainHeaders(headers, hasBody) {
  if (typeof headers !== "object" || headers === null) return false;
  const proto = Object.getPrototypeOf(headers);
  if (proto !== Object.prototype && proto !== null) return false;
  let type;
  for (const key in headers) {
    if (key.length !== 8 && key.length !== 12) continue;
    const name = key.toLowerCase();
    if (name === "x-filter") return false;
    if (name === "content-type" && Object.prototype.hasOwnProperty.call(headers, key)) type = headers[key];
  }
  return type === void 0 ? !hasBody : typeof type === "string" && JSON_TYPE.test(type);
}
function validateFully(request, options) {
  if (!isPlainObject(request)) {
    return refuse("request-route", [], `a request is an object { method, path, body?, query?, headers? }, not ${jsonType(request)}`, 404, options);
  }
  const { method, path } = request;
  if (typeof path !== "string" || path.length > MAX_REQUEST_PATH) {
    const message = typeof path === "string" ? `the path is ${path.length} characters long; at most ${MAX_REQUEST_PATH}` : `path must be a string, not ${show(path)}`;
    return refuse("request-route", ["path"], message, 404, options);
  }
  const given = method === "GET" || method === "POST" || method === "PUT" || method === "DELETE" ? method : typeof method === "string" ? method.toUpperCase() : "";
  if (given === "OPTIONS") return preflight(path, options);
  const verb = given === "HEAD" ? "GET" : given;
  const cache = cacheOf(verb);
  const out = new Reporter();
  let matched = cache?.get(path);
  let query;
  if (!matched) {
    const span = locatePath(path);
    if (span === MALFORMED) return refuse("request-route", ["path"], `the path ${show(path)} holds percent-encoding that is not valid UTF-8`, 404, options);
    const match = matchRoute(verb, path, span.start, span.end, span.decode);
    if (match.kind === "unknown") return refuse("request-route", ["path"], `no endpoint of the API has the path ${show(path)}`, 404, options);
    if (match.kind === "method") {
      return refuse("request-route", ["method"], `${show(method)} is not a method of ${show(path)}; it takes ${match.allowed.join(", ")}`, 405, options, allowHeader(match.allowed));
    }
    for (const { name, kind } of parametersOf(match.route)) checkParameter(name, kind, match.params[name], out, verb);
    matched = { route: match.route, params: match.params, check: BODY_CHECKS.get(match.route) };
    query = span.query;
    if (cache && out.findings.length === 0 && query === void 0 && !span.decode && path.length <= MAX_CACHED_PATH) {
      Object.freeze(matched.params);
      cache.set(path, matched);
    }
  }
  const { route: matchedRoute, params } = matched;
  const endpoint = matchedRoute.id;
  const { headers } = request;
  const { check } = matched;
  if (query !== void 0 && query !== "" && request.query !== void 0 && !isEmptyQuery(request.query) && !isEmptyQueryText(request.query)) {
    out.report("request-query", ["query"], `the query is given twice, in the path (${show(`?${query}`)}) and as query; give it once`);
  } else if (request.query !== void 0 || query !== void 0) checkQuery(matchedRoute, readQuery(isEmptyQuery(request.query) || isEmptyQueryText(request.query) ? void 0 : request.query, query), out);
  const filter = headers === void 0 ? void 0 : readHeader(headers, "x-filter");
  if (filter !== void 0) checkFilterHeader(matchedRoute, filter, out, isPlainObject(options) && options.profile === "live");
  const body = readBody(request.body, out);
  if (body === TOO_LARGE) return finish(out.findings, options, { status: 413, endpoint, route: matchedRoute, params });
  if (!check) {
    if (body !== NO_BODY && body !== void 0 && !isEmptyObject(body)) out.report("request-ignored-input", ["body"], `${matchedRoute.id} takes no body; the API ignores it`);
    return finish(out.findings, options, { endpoint, route: matchedRoute, params });
  }
  if (body === NO_BODY) {
    out.report("request-body", ["body"], `${matchedRoute.id} takes a JSON body; the request has none`);
    return finish(out.findings, options, { endpoint, route: matchedRoute, params });
  }
  const type = headers === void 0 ? void 0 : readHeader(headers, "content-type");
  if (headers !== void 0 && !(typeof type === "string" && JSON_TYPE.test(type))) {
    const not = typeof type === "string" ? `not ${show(type)}` : "and this one has none";
    out.report("request-body", ["headers", "Content-Type"], `a request with a body carries Content-Type: application/json, ${not}`);
  }
  if (body !== void 0) addBodyFindings(check(body, isPlainObject(options) ? options.inventory : void 0), out);
  return finish(out.findings, options, { endpoint, route: matchedRoute, params, body });
}
class MatchCache {
  entries = /* @__PURE__ */ Object.create(null);
  size = 0;
  get(path) {
    return this.entries[path];
  }
  set(path, matched) {
    if (this.size >= MAX_CACHED_PATHS) {
      this.entries = /* @__PURE__ */ Object.create(null);
      this.size = 0;
    }
    this.entries[path] = matched;
    this.size++;
  }
}
const GET_CACHE = new MatchCache();
const POST_CACHE = new MatchCache();
const PUT_CACHE = new MatchCache();
const DELETE_CACHE = new MatchCache();
const NO_FINDINGS = [];
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;
const ACCEPTED_NOTHING = Object.freeze([]);
function cacheOf(method) {
  return method === "POST" ? POST_CACHE : method === "GET" ? GET_CACHE : method === "PUT" ? PUT_CACHE : method === "DELETE" ? DELETE_CACHE : void 0;
}
const MAX_CACHED_PATHS = 1024;
const MAX_CACHED_PATH = 256;
function refuse(ruleId, path, message, status, options, allow) {
  return finish([{ ruleId, severity: RULES[ruleId].severity, message, path }], options, allow === void 0 ? { status, params: {} } : { status, allow, params: {} });
}
function allowHeader(methods) {
  const allowed = [];
  for (const m of ["GET", "POST", "PUT", "DELETE"]) {
    if (!methods.includes(m)) continue;
    allowed.push(m);
    if (m === "GET") allowed.push("HEAD");
  }
  allowed.push("OPTIONS");
  return allowed.join(", ");
}
function preflight(path, options) {
  const span = locatePath(path);
  if (span === MALFORMED) return refuse("request-route", ["path"], `the path ${show(path)} holds percent-encoding that is not valid UTF-8`, 404, options);
  const match = matchRoute("OPTIONS", path, span.start, span.end, span.decode);
  if (match.kind !== "method") return refuse("request-route", ["path"], `no endpoint of the API has the path ${show(path)}`, 404, options);
  const result = { ok: true, status: 204, preflight: true, allow: allowHeader(match.allowed), params: {}, errors: ACCEPTED_NOTHING, diagnostics: ACCEPTED_NOTHING };
  return result;
}
function isEmptyQueryText(query) {
  return query === "" || query === "?" || typeof URLSearchParams !== "undefined" && query instanceof URLSearchParams && query.size === 0;
}
export {
  MAX_BODY_TEXT,
  MAX_REQUEST_PATH,
  validateRequest
};
