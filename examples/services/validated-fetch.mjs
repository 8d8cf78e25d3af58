// A fetch for the API that answers a request the API would refuse itself, with the API's status
// and error body, instead of sending it: `const api = validatedFetch("https://api.example.com/v4/")`.
// Only URLs under the base are sent (another origin never sees the token); a path may start with
// the base's path or not (`/v4/vpcs/12` and `/vpcs/12` are the same request); an object body is
// sent as JSON.
import { validateRequest } from "cloudlint/request";

export function validatedFetch(baseUrl, options, send = fetch) {
  const base = new URL(String(baseUrl).replace(/\/*$/, "/"));
  return (path, init = {}) => {
    const url = underBase(path, base);
    if (!url) return answer(400, [{ reason: `${String(path).slice(0, 200)} is not under ${base.href}; it is not sent` }]);
    const headers = new Headers(init.headers);
    let { body } = init;
    if (body !== undefined && body !== null && Object.getPrototypeOf(body) === Object.prototype) body = JSON.stringify(body);
    if (body !== undefined && body !== null && !headers.has("content-type")) headers.set("content-type", "application/json");
    const method = (init.method ?? "GET").toUpperCase();
    const result = validateRequest({ method, path: url.pathname + url.search, body, headers }, options);
    if (!result.ok) return answer(result.status, result.errors, result.allow);
    return send(url, { ...init, method, headers, body });
  };
}

/** The URL of `path` under `base`, or undefined for another origin or a path that leaves the base. */
function underBase(path, base) {
  if (typeof path !== "string") return undefined;
  let url;
  try {
    if (/^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(path)) url = new URL(path);
    else url = new URL(path.startsWith(base.pathname) ? path.slice(base.pathname.length) : path.replace(/^\/+/, ""), base);
  } catch {
    return undefined;
  }
  return url.origin === base.origin && url.pathname.startsWith(base.pathname) ? url : undefined;
}

function answer(status, errors, allow) {
  return Promise.resolve(Response.json({ errors }, { status, headers: allow ? { allow } : {} }));
}
