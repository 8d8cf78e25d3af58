/**
 * The API client's pure helpers (src/cli/api.ts): the base URL check, Retry-After, the backoff's
 * bounds, redaction. The client itself runs against the local server in test/cli/import.test.ts.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getEventListeners } from "node:events";
import { apiBaseUrl, backoffMs, errorCode, errorMessages, reasons, redact, retryAfterMs, tokenFromEnv, whenAborted } from "../../src/cli/api.js";

describe("apiBaseUrl", () => {
  it.each([
    ["https://api.example.com/v4/", "https://api.example.com/v4"],
    ["http://127.0.0.1:8080/v4", "http://127.0.0.1:8080/v4"],
    ["http://127.255.0.1/v4", "http://127.255.0.1/v4"],
    ["http://[::1]:9/v4", "http://[::1]:9/v4"],
    ["http://localhost/v4", "http://localhost/v4"],
  ])("accepts %s", (given, base) => expect(apiBaseUrl(given)).toBe(base));

  it.each([
    ["http://api.example.com/v4", "must be https"],
    ["http://128.0.0.1/v4", "must be https"],
    ["http://127.0.0.1.example.com/v4", "must be https"],
    ["ftp://127.0.0.1/v4", "must be https"],
    ["https://u:secret-token@api.example.com/v4", "must not carry credentials"],
    ["https://api.example.com/v4?token=secret-token", "must not carry a query"],
    ["https://api.example.com/v4?", "must not carry a query"],
    ["https://api.example.com/v4#secret-token", "must not carry a fragment"],
    ["secret-token", "not an absolute URL"],
  ])("refuses %s without echoing it", (given, why) => {
    expect(() => apiBaseUrl(given)).toThrow(why);
    try {
      apiBaseUrl(given);
    } catch (e) {
      expect((e as Error).message).not.toContain("secret-token");
    }
  });
});

describe("tokenFromEnv", () => {
  it("reads CLOUDLINT_TOKEN or the named variable, and refuses what a header cannot carry", () => {
    expect(tokenFromEnv({ CLOUDLINT_TOKEN: "abc" }, undefined)).toBe("abc");
    expect(tokenFromEnv({ MY_TOKEN: "xyz" }, "MY_TOKEN")).toBe("xyz");
    expect(() => tokenFromEnv({}, undefined)).toThrow("set the environment variable CLOUDLINT_TOKEN");
    expect(() => tokenFromEnv({ CLOUDLINT_TOKEN: "a b" }, undefined)).toThrow("characters a header cannot carry");
    expect(() => tokenFromEnv({ CLOUDLINT_TOKEN: "a\r\nX-Evil: 1" }, undefined)).toThrow("characters a header cannot carry");
    expect(() => tokenFromEnv({}, "not-a-name")).toThrow("takes the name of an environment variable");
  });
});

describe("retries", () => {
  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMs("0")).toBe(0);
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs(new Date(1_000).toUTCString(), 4_000)).toBe(0);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
    expect(retryAfterMs("-1")).toBeUndefined();
  });

  it("reads a Retry-After of any number of digits as seconds (the caller cuts it to its cap), never as absent", () => {
    expect(retryAfterMs("999999999")).toBe(999_999_999_000);
    expect(retryAfterMs("1000000000")).toBe(1_000_000_000_000);
    expect(retryAfterMs("99999999999")).toBe(99_999_999_999_000);
    expect(retryAfterMs("9".repeat(400))).toBeGreaterThan(60_000);
    expect(Number.isFinite(retryAfterMs("9".repeat(400)))).toBe(true);
  });

  it("backs off exponentially with jitter: between half and all of base·2^(n−1), never past the cap", () => {
    expect(backoffMs(1, 100, 10_000, () => 0)).toBe(50);
    expect(backoffMs(1, 100, 10_000, () => 1)).toBe(100);
    expect(backoffMs(4, 100, 10_000, () => 1)).toBe(800);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 120_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (attempt, base, max, r) => {
        const step = Math.min(max, base * 2 ** Math.min(attempt - 1, 30));
        const wait = backoffMs(attempt, base, max, () => r);
        expect(wait).toBeGreaterThanOrEqual(Math.floor(step / 2));
        expect(wait).toBeLessThanOrEqual(Math.min(max, step));
      }),
    );
  });

  it("redacts the token in an error body's reasons before cutting them to 200 characters", () => {
    const token = "tok_SECRET_abcdef0123456789";
    for (const before of [150, 185, 190, 199, 200]) {
      const shown = reasons(JSON.stringify({ errors: [{ reason: `${"x".repeat(before)}${token}` }] }), token);
      expect(shown).not.toContain(token.slice(0, 4));
      expect(shown).toMatch(/^: x+(\[redact.*)?/);
    }
    expect(reasons(JSON.stringify({ errors: [{ field: "f", reason: `${"y".repeat(195)}${token}` }] }), token)).toBe(`: f: ${"y".repeat(195)}[r…`);
  });

  it("finds the system error code in a fetch failure's cause chain", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });
    expect(errorCode(new TypeError("fetch failed", { cause: refused }))).toBe("ECONNREFUSED");
    expect(errorCode(new TypeError("fetch failed", { cause: new AggregateError([refused], "x") }))).toBe("ECONNREFUSED");
    expect(errorCode(new TypeError("fetch failed"))).toBeUndefined();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(errorCode(loop)).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorMessages(new TypeError("fetch failed", { cause: new Error("bad port") }))).toBe("fetch failed: bad port");
    expect(errorMessages(loop)).toBe("unknown error");
  });

  it("waits on a run's signal with one listener, however many requests and waits are in flight", () => {
    const controller = new AbortController();
    const called: number[] = [];
    const stops = Array.from({ length: 40 }, (_, i) => whenAborted(controller.signal, () => called.push(i)));
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);
    for (const stop of stops.slice(0, 38)) stop();
    controller.abort();
    expect(called).toEqual([38, 39]);
  });

  it("redacts every occurrence of the token and escapes the rest", () => {
    expect(redact("Bearer tok tok\u001b[31m", "tok")).toBe("Bearer [redacted] [redacted]\\u001b[31m");
    expect(redact("nothing", "")).toBe("nothing");
  });
});
