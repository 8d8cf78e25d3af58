/**
 * Hostile Terraform plans (issue 25): a plan past the size limit, nesting far past the depth
 * limit, invalid UTF-8, malformed `resource_changes`, a `references` list of 100,000 entries,
 * addresses written to break a terminal or a CI log. Each gets a finding or a clear error within
 * the limits: never a crash, a stack overflow or a hang. What could hang runs the real binary under
 * a time bound far above its cost (a hang fails the test; nothing here asserts a timing).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintSources, statesOfSources } from "../../src/lint.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function cli(args: string[], cwd: string, timeout = 100_000) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "", XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "" }, timeout, maxBuffer: 256 * 2 ** 20 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A temporary folder, removed after the file's tests (also when one fails). */
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-hostile-"));
  dirs.push(dir);
  return dir;
}

const P = "registry.terraform.io/linode/linode";
const fwValues = (label: string, ports = "443") => ({ label, inbound_policy: "DROP", outbound_policy: "ACCEPT", disabled: false, tags: [], inbound: [{ label: "allow-web", action: "ACCEPT", protocol: "TCP", ports, ipv4: ["10.0.0.0/8"], ipv6: null, description: "" }], outbound: [] });
function change(address: string, after: object | null, extra: Record<string, unknown> = {}) {
  const type = address.replace(/^(module\.[^.]+\.)*/, "").split(".")[0];
  return { address, mode: "managed", type, name: "x", provider_name: P, change: { actions: ["create"], before: null, after, after_unknown: {}, before_sensitive: false, after_sensitive: {}, ...extra } };
}
const planText = (changes: unknown, configuration: object = {}) => JSON.stringify({ format_version: "1.2", terraform_version: "1.9.8", resource_changes: changes, configuration });
/** Limits of 16 MiB a file and a run. */
const BIG = { maxBytes: 2 ** 24, maxTotalBytes: 2 ** 24 };
const lintPlan = (text: string, limits?: object) => lintSources([{ filePath: "plan.json", text }], limits ? { limits } : {})[0]!.messages;

/** An instance's attributes that no rule reads, as the provider writes them (the bulk of a real plan). */
const bulk = {
  alerts: [{ cpu: 180, io: 10000, network_in: 10, network_out: 10, transfer_quota: 80 }],
  backups: [{ available: false, enabled: false, schedule: [{ day: "", window: "" }] }],
  backups_enabled: false,
  booted: true,
  config: [],
  disk: [],
  group: "",
  host_uuid: "a1b2c3d4e5f60000000000000000000000000000",
  ipv6: "2600:3c03::f03c:95ff:fe0d:1/128",
  metadata: [],
  migration_type: "cold",
  placement_group: [],
  private_ip: false,
  resize_disk: false,
  shared_ipv4: [],
  specs: [{ disk: 81920, gpus: 0, memory: 4096, transfer: 4000, vcpus: 2 }],
  status: "running",
  swap_size: 512,
  tags: ["managed", "web"],
  watchdog_enabled: true,
};

describe("a 50 MB plan", () => {
  let dir = "";
  const size = 50 * 2 ** 20;
  beforeAll(() => {
    dir = tempDir();
    // Modules of a firewall of 4 rules and an instance with the provider's many attributes, until
    // the text passes 50 MB; every 1,000th firewall leaves a port range open ("8000-").
    const parts: string[] = [];
    let length = 0;
    for (let i = 0; length < size; i++) {
      const rules = Array.from({ length: 4 }, (_, n) => ({ label: `rule-${n}`, action: "ACCEPT", protocol: "TCP", ports: i % 1000 === 0 && n === 0 ? "8000-" : String(1000 + n), ipv4: [`10.${n}.0.0/16`, `192.0.2.${n}/32`], ipv6: null, description: "" }));
      const instance = { label: `web-${i}`, region: "us-ord", type: "g6-standard-2", image: "linode/debian12", authorized_keys: [`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${i} ops@example.com`], ...bulk };
      for (const part of [change(`module.env_${i % 97}.linode_firewall.web_${i}`, { ...fwValues(`web-fw-${i}`), inbound: rules }), change(`module.env_${i % 97}.linode_instance.web_${i}`, instance)]) {
        const text = JSON.stringify(part);
        parts.push(text);
        length += text.length + 1;
      }
    }
    writeFileSync(join(dir, "plan.json"), planText([]).replace('"resource_changes":[]', `"resource_changes":[${parts.join(",")}]`));
  }, 60_000);

  it("over the default size limit: one input-limit finding and nothing else", () => {
    const r = cli(["lint", "plan.json", "--format", "json"], dir);
    expect(r.code).toBe(1);
    const [result] = JSON.parse(r.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>;
    expect(result!.messages).toHaveLength(1);
    expect(result!.messages[0]).toMatchObject({ ruleId: "input-limit" });
    expect(result!.messages[0]!.message).toMatch(/^the file is 5\d{7} bytes, more than the limit of 2097152 \(raise it with --max-file-bytes, or limits\.maxFileBytes in the config\)$/);
  });

  it("with the limits raised it is linted: each open range found at its address", { timeout: 120_000 }, () => {
    const r = cli(["lint", "plan.json", "--format", "json", "--max-file-bytes", "60000000", "--max-total-bytes", "60000000"], dir);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(1);
    const [result] = JSON.parse(r.stdout) as Array<{ messages: Array<{ ruleId: string; message: string; line: number }> }>;
    expect(result!.messages.filter((m) => m.ruleId === "input-limit" || m.ruleId === "parse-error")).toEqual([]);
    const ports = result!.messages.filter((m) => m.ruleId === "firewall-ports-syntax");
    expect(ports.length).toBeGreaterThan(10);
    expect(ports[0]!.message).toMatch(/^module\.env_0\.linode_firewall\.web_0\.inbound\[0\]\.ports: ports "8000-"/);
    expect(ports[1]!.message).toMatch(/^module\.env_30\.linode_firewall\.web_1000\.inbound\[0\]\.ports: /);
  });
});

describe("nesting far past the depth limit", () => {
  const deep = (n: number) => `${"[".repeat(n)}"x"${"]".repeat(n)}`;
  const limitFinding = [expect.objectContaining({ ruleId: "input-limit", message: "nesting deeper than 64 levels; terraform show -json never needs that many (raise it with --max-depth, or limits.maxDepth in the config)" })];

  it("10,000 levels inside a resource's values: an input-limit finding at the 65th level's bracket, no stack overflow", () => {
    const text = planText([change("linode_firewall.web", { ...fwValues("web-fw"), tags: "TAGS" })]).replace('"TAGS"', deep(10_000));
    const messages = lintPlan(text);
    expect(messages).toEqual(limitFinding);
    // The tags sit inside 5 containers: the 60th bracket of theirs opens the 65th level.
    expect(messages[0]!.column).toBe(text.indexOf("[".repeat(10_000)) + 60);
    expect(statesOfSources([{ filePath: "plan.json", text }])[0]!.state).toBeUndefined();
  });

  it("10,000 levels inside configuration: the same finding", () => {
    const config = { root_module: { resources: [{ address: "linode_firewall.web", mode: "managed", type: "linode_firewall", name: "web", expressions: { linodes: "DEEP" } }] } };
    expect(lintPlan(planText([change("linode_firewall.web", fwValues("web-fw"))], config).replace('"DEEP"', deep(10_000)))).toEqual(limitFinding);
    // The expression sits inside 6 containers: 58 more make 64 levels, which are read (Terraform's
    // own output needs fewer than 20); 59 more are refused.
    const nested = (n: number) => planText([change("linode_firewall.web", fwValues("web-fw"))], config).replace('"DEEP"', deep(n));
    expect(lintPlan(nested(58))).toEqual([]);
    expect(lintPlan(nested(59))).toEqual(limitFinding);
  });
});

describe("malformed plans", () => {
  it.each([
    ["a string", '"abc"'],
    ["null", "null"],
    ["a number", "7"],
    ["an object", '{"0": {"address": "linode_vpc.x"}}'],
    ["a list of nulls, numbers and lists", "[null, 1, [], [null], true]"],
  ])("resource_changes as %s: read as no change, no finding", (_what, value) => {
    const text = `{"format_version": "1.2", "resource_changes": ${value}}`;
    expect(lintPlan(text)).toEqual([]);
    expect(statesOfSources([{ filePath: "plan.json", text }])[0]).toEqual({ state: {}, before: {}, terraform: { fully: 0, partly: 0, notAtAll: 0, modulesNotRead: 0, unchecked: [], unknown: [] } });
  });

  it("resource_changes of 2,000,000 nulls, and a firewall whose rules are 300,000 nulls", () => {
    expect(lintPlan(`{"format_version": "1.2", "resource_changes": [${Array(2_000_000).fill("null").join(",")}]}`, BIG)).toEqual([]);
    const rules = planText([change("linode_firewall.web", { ...fwValues("web-fw"), inbound: Array(300_000).fill(null) })]);
    expect(lintPlan(rules, BIG)).toEqual([]);
  });

  it("a change whose fields have the wrong types: findings about what is missing, no crash", () => {
    const odd = { ...change("linode_firewall.web", null), change: { actions: "create", before: 5, after: "x", after_unknown: 7, after_sensitive: "y" } };
    expect(lintPlan(planText([odd])).map((m) => m.ruleId)).toEqual(["firewall-required-field", "firewall-required-field", "firewall-required-field"]);
  });

  it("a __proto__ key in a change's after (or its after_unknown) is data: never the resource's prototype", () => {
    // JSON.parse keeps `__proto__` as an own key; copying it with `out[k] = v` would set the
    // prototype, and the rules would read `inbound` through it. Marking `id` unknown makes the
    // values be copied (mark), which is where that happened.
    const rule = { label: "ssh", action: "ACCEPT", protocol: "TCP", ports: "22", ipv4: ["0.0.0.0/0"] };
    const { inbound: _, ...noInbound } = fwValues("web-fw");
    for (const where of ["after", "after_unknown", "after_sensitive"] as const) {
      const after = where === "after" ? `{${JSON.stringify(noInbound).slice(1, -1)},"__proto__":{"inbound":[${JSON.stringify(rule)}]}}` : JSON.stringify(noInbound);
      const marks = (name: string) => (where === name ? `{"id":true,"__proto__":{"inbound":true}}` : name === "after_unknown" ? `{"id":true}` : "{}");
      const text = `{"format_version":"1.2","resource_changes":[{"address":"linode_firewall.web","mode":"managed","type":"linode_firewall","name":"web","provider_name":"${P}","change":{"actions":["create"],"before":null,"after":${after},"after_unknown":${marks("after_unknown")},"before_sensitive":false,"after_sensitive":${marks("after_sensitive")}}}]}`;
      expect(lintPlan(text).map((m) => m.ruleId), where).toEqual([]);
    }
    // The control: the same rule as the resource's own inbound is found.
    expect(lintPlan(planText([change("linode_firewall.web", { ...noInbound, inbound: [rule] }, { after_unknown: { id: true } })])).map((m) => m.ruleId)).toContain("firewall-exposed-port");
  });

  it("a references list of 100,000 entries is read in linear time; the one resource it names that exists still counts", () => {
    const dir = tempDir();
    const refs = Array.from({ length: 100_000 }, (_, i) => `linode_instance.w${i}.id`);
    const expressions = { linodes: { references: ["linode_instance.web.id", "linode_instance.web", ...refs] } };
    const config = { root_module: { resources: ["a", "b"].map((name) => ({ address: `linode_firewall.${name}`, mode: "managed", type: "linode_firewall", name, expressions })) } };
    const instance = change("linode_instance.web", { label: "web-1", region: "us-east", image: "linode/debian12", authorized_keys: ["ssh-ed25519 AAAA"] }, { after_unknown: { id: true } });
    const firewalls = ["a", "b"].map((name) => change(`linode_firewall.${name}`, fwValues(`${name}-fw`), { after_unknown: { linodes: true } }));
    writeFileSync(join(dir, "plan.json"), planText([instance, ...firewalls], config));
    // Read pairwise, the 100,000 names took hours: 20 s is far above the second it takes.
    const r = cli(["lint", "plan.json", "--format", "json", "--max-file-bytes", String(2 ** 24), "--max-total-bytes", String(2 ** 24)], dir, 20_000);
    expect(r.code).toBe(1);
    const [result] = JSON.parse(r.stdout) as Array<{ messages: Array<{ ruleId: string }> }>;
    // Both firewalls protect web-1 (the other 100,000 are unknown): each is one of two enabled on it.
    expect(result!.messages.map((m) => m.ruleId)).toEqual(["firewall-single-active", "firewall-single-active"]);
  });
});

describe("bytes and text a plan should not hold", () => {
  it("invalid UTF-8 bytes: the parse-error finding YAML files get, and the plan still linted", () => {
    const dir = tempDir();
    const text = planText([change("linode_firewall.web", fwValues("web-fw", "22-"))]).replace("1.9.8", "1.9.8-\u00e9");
    const bytes = Buffer.from(text, "utf8");
    // "é" (0xC3 0xA9) with its second byte replaced by 0xFF: not UTF-8.
    const at = bytes.indexOf(Buffer.from("\u00e9", "utf8"));
    bytes[at + 1] = 0xff;
    writeFileSync(join(dir, "plan.json"), bytes);
    const r = cli(["lint", "plan.json", "--format", "json"], dir);
    expect(r.code).toBe(1);
    const [result] = JSON.parse(r.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>;
    expect(result!.messages.map((m) => m.ruleId)).toEqual(["parse-error", "firewall-analysis-partial", "firewall-ports-syntax"]);
    expect(result!.messages[0]!.message).toBe("the file is not valid UTF-8 (first invalid byte on line 1); save it as UTF-8. It is linted with the invalid bytes replaced, and --fix never rewrites it");
  });

  it("addresses with terminal escapes and workflow commands are escaped in every output", () => {
    const dir = tempDir();
    const evil = "\u001b]0;owned\u0007\u001b[2J\n::error file=evil.tf,line=1::injected\r\n::add-mask::x\u009b31m\u202e";
    const changes = [
      { ...change(`linode_firewall.web${evil}`, fwValues("web-fw", "22-")), type: "linode_firewall" },
      { ...change(`linode_domain.d${evil}`, { domain: "example.com" }), type: "linode_domain" },
    ];
    writeFileSync(join(dir, "plan.json"), planText(changes));
    const outputs = [
      ...["stylish", "json", "github", "sarif", "junit"].map((format) => ({ format, ...cli(["lint", "plan.json", "--format", format, "--debug"], dir) })),
      ...["stylish", "json", "markdown"].map((format) => ({ format: `plan ${format}`, ...cli(["plan", "plan.json", "--format", format, "--debug"], dir) })),
    ];
    for (const r of outputs) {
      // lint: the firewall's ports are an error; plan: creating it is no transition error.
      expect(r.code, r.format).toBe(r.format.startsWith("plan") ? 0 : 1);
      for (const stream of [r.stdout, r.stderr]) {
        // No control character but the line breaks of the output itself, no bidirectional override.
        expect(stream, r.format).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
        // No line a CI runner reads as a workflow command but the github format's own annotations.
        for (const line of stream.split(/\r?\n/)) {
          if (r.format === "github" && stream === r.stdout && line !== "") expect(line).toMatch(/^::(error|warning|notice) file=plan\.json,line=\d+,|^cloudlint: 2 problems /);
          else expect(line, r.format).not.toMatch(/^\s*::/);
        }
      }
      // The address is still named: escaped, not dropped.
      expect(r.stdout + r.stderr, r.format).toMatch(/linode_firewall\.web\\+u001b\]0;owned/);
    }
    // --debug names the type the mapping does not cover, its address escaped too.
    expect(outputs[0]!.stderr).toContain("cloudlint: debug: plan.json:1: linode_domain (e.g. linode_domain.d\\u001b]0;owned\\u0007\\u001b[2J\\u000a::error file=evil.tf,line=1::injected\\u000d\\u000a::add-mask::x\\u009b31m\\u202e) is not checked: the mapping does not cover it\n");
  });
});
