/**
 * A pull request is untrusted input (issue 26): the markdown plan a bot posts keeps every piece of
 * user data in code spans and within GitHub's comment limit, and the paths a plan prints cannot be
 * steered by an id. The library and the real binary.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { planChanges, type ChangePlan } from "../../src/change/index.js";
import { formatPlan } from "../../src/format/plan.js";
import { escapeText } from "../../src/util/text.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
/** GitHub's limit on a comment's body: "Body is too long (maximum is 65536 characters)". */
const MARKDOWN_PLAN_LIMIT = 65_536;
const bin = join(root, "bin/cloudlint.js");

/** Runs the real binary in a temp folder holding `files`. */
function withFiles<T>(files: Record<string, string>, run: (cli: (args: string[]) => { status: number | null; stdout: string; stderr: string }) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "cloudlint-plan-safety-"));
  try {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return run((args) => spawnSync(process.execPath, [bin, ...args], { cwd: join(dir, "work"), encoding: "utf8", timeout: 60_000 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A line of markdown split the way GitHub reads it: the text outside code spans, and each code
 * span's content (CommonMark: a backtick run opens a span that the next run of the same length
 * closes; one space is stripped from each end of content that begins and ends with one).
 */
function codeSpans(line: string): { outside: string; spans: string[] } {
  let outside = "";
  const spans: string[] = [];
  let i = 0;
  while (i < line.length) {
    if (line[i] !== "`") {
      outside += line[i++];
      continue;
    }
    let n = 0;
    while (line[i + n] === "`") n++;
    const fence = "`".repeat(n);
    let close = -1;
    for (let j = line.indexOf(fence, i + n); j !== -1; j = line.indexOf(fence, j + 1)) {
      let m = 0;
      while (line[j + m] === "`") m++;
      if (m === n && line[j - 1] !== "`") {
        close = j;
        break;
      }
      j += m - 1;
    }
    if (close === -1) {
      outside += fence;
      i += n;
      continue;
    }
    let content = line.slice(i + n, close);
    if (content.startsWith(" ") && content.endsWith(" ") && !/^ +$/.test(content)) content = content.slice(1, -1);
    spans.push(content);
    i = close + n;
  }
  return { outside, spans };
}

/** A table row's cells as GitHub's table splits them: at each pipe no backslash precedes; `\|` is a pipe inside the cell. */
const cells = (row: string): string[] => row.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.replace(/\\\|/g, "|"));

const HOSTILE = "@octocat see https://evil.example/x www.evil.example <img src=x onerror=alert(1)> #12 **b** [l](http://x) `one` ``two`` a|b \\| end`";

describe("the markdown plan keeps user data in code spans", () => {
  const plan = planChanges(
    { vpcs: [{ id: 1, label: HOSTILE, region: "us-east" }], databases: [{ id: 5, label: `db ${HOSTILE}`, status: "backing_up", engine: "mysql/8.0.30", region: "us-east", type: "g6-dedicated-2" }] },
    { vpcs: [{ id: 1, label: HOSTILE, region: "us-east", description: `${HOSTILE}\nnext line` }], databases: [] },
  );
  const text = formatPlan(plan, "markdown");
  const lines = text.split("\n");

  it("no @mention, URL, HTML, #reference or emphasis of a label is outside a code span, and no pipe ends a cell", () => {
    const rows = lines.filter((l) => /^\| \d+ \|/.test(l));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(cells(row)).toHaveLength(7);
      const outside = cells(row).map((c) => codeSpans(c).outside).join("|");
      expect(outside).not.toMatch(/@|https?:|www\.|<img|#12|\*\*b|\[l\]/);
    }
    // Each cell's span is the value itself, escaped (control characters as \u escapes): nothing was lost.
    const vpcRow = cells(rows.find((r) => r.includes("PUT /vpcs/1"))!);
    expect(codeSpans(vpcRow[2]!).spans).toEqual([escapeText(plan.operations.find((o) => o.path === "/vpcs/1")!.subject)]);
    expect(codeSpans(vpcRow[1]!).spans).toEqual(["PUT /vpcs/1"]);
  });

  it("a finding quoting a label is a code span too", () => {
    const findings = lines.filter((l) => l.startsWith("- **"));
    expect(findings.length).toBeGreaterThan(0);
    for (const line of findings) {
      expect(codeSpans(line).spans.length).toBe(2);
      expect(codeSpans(line).outside).not.toMatch(/@|https?:|www\.|<img|#12/);
    }
  });

  it("a newline in any value is an escape, so no line of user data starts a block (heading, list, table row)", () => {
    const md = formatPlan(
      {
        operations: [{ endpoint: "POST /vpcs", method: "POST", path: "/vpcs", subject: "a\n# heading\r\n| x | y |", fields: ["f\n- item"], scopes: [], grants: [], events: [], findings: [], details: ["d\n|---|"] }],
        scopes: [],
        events: ["e\n# events"],
        findings: [{ ruleId: "vpc-region-changed", severity: "error", message: "m\n# finding", path: [] }],
      } as unknown as ChangePlan,
      "markdown",
    );
    expect(md).not.toMatch(/\n(# |- item|\| x|\|---\|\n)/);
    expect(md).toContain("a\\u000a# heading\\u000d\\u000a\\| x \\| y \\|");
  });

  it("a span is fenced past the longest backtick run and padded when the value starts or ends with a backtick or a space", () => {
    const one = (subject: string) => {
      const md = formatPlan({ operations: [{ endpoint: "POST /vpcs", method: "POST", path: "/vpcs", subject, fields: [], scopes: [], grants: [], events: [], findings: [], details: [] }], scopes: [], events: [], findings: [] }, "markdown");
      const row = md.split("\n").find((l) => l.startsWith("| 1 |"))!;
      return cells(row)[2]!.trim();
    };
    expect(one("plain")).toBe("`plain`");
    expect(one("a`b")).toBe("``a`b``");
    expect(one("a``b`")).toBe("``` a``b` ```");
    expect(one("`x")).toBe("`` `x ``");
    expect(one(" x ")).toBe("`  x  `");
    expect(one("   ")).toBe("`   `");
    for (const value of ["a`b", "a``b`", "`x", " x ", "   ", "x |", "\\|", "```"]) expect(codeSpans(one(value)).spans).toEqual([value]);
  });
});

/** A plan of `n` operations, each one row of about the same size (`pad` more characters in the first's subject). */
function syntheticPlan(n: number, pad = 0, findings: ChangePlan["findings"] = []): ChangePlan {
  const operations = Array.from({ length: n }, (_, i) => ({
    endpoint: "POST /vpcs" as const,
    method: "POST" as const,
    path: "/vpcs",
    subject: `VPC "vpc-${String(i).padStart(4, "0")}"${i === 0 ? "x".repeat(pad) : ""}`,
    fields: ["label", "region"],
    scopes: ["vpc:read_write"],
    grants: ["add_vpc"],
    events: ["vpc_create"],
    findings: [],
    details: [],
  }));
  return { operations, scopes: ["vpc:read_write"], events: [], findings };
}

const error = (i: number, size = 40): ChangePlan["findings"][number] => ({ ruleId: "database-status-transition", severity: "error", message: `database ${i} ${"m".repeat(size)}`, path: ["databases", i] });

describe("the markdown plan fits in a GitHub comment", () => {
  it("a plan that fits exactly is whole; one character more and the table ends with a count of the rest", () => {
    // The most operations shown whole (a binary search: more are cut, so "whole" is the test).
    const whole = (k: number) => !formatPlan(syntheticPlan(k), "markdown").includes("more operation");
    let n = 1;
    let past = 4096;
    while (past - n > 1) {
      const mid = (n + past) >> 1;
      if (whole(mid)) n = mid;
      else past = mid;
    }
    const pad = MARKDOWN_PLAN_LIMIT - formatPlan(syntheticPlan(n), "markdown").length;
    const exact = formatPlan(syntheticPlan(n, pad), "markdown");
    expect(exact.length).toBe(MARKDOWN_PLAN_LIMIT);
    expect(exact).not.toContain("more operation");
    expect(exact.split("\n").filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(n);

    const over = formatPlan(syntheticPlan(n, pad + 1), "markdown");
    expect(over.length).toBeLessThanOrEqual(MARKDOWN_PLAN_LIMIT);
    const rows = over.split("\n").filter((l) => /^\| \d+ \|/.test(l)).length;
    expect(over).toContain(`| … | and ${n - rows} more operation${n - rows === 1 ? "" : "s"} | | | | | |`);
    expect(rows).toBeGreaterThan(n - 3);

    // One operation more than fits whole: cut the same way.
    const more = formatPlan(syntheticPlan(n + 1), "markdown");
    expect(more.length).toBeLessThanOrEqual(MARKDOWN_PLAN_LIMIT);
    expect(more).toMatch(/\| … \| and \d+ more operations? \|/);
  });

  it("with 1,000 operations and 40 error findings: the summary and every error finding are kept, the table is cut", () => {
    const findings = Array.from({ length: 40 }, (_, i) => error(i));
    const text = formatPlan(syntheticPlan(1000, 0, findings), "markdown");
    expect(text.length).toBeLessThanOrEqual(MARKDOWN_PLAN_LIMIT);
    expect(text.split("\n")[0]).toBe("**cloudlint plan**: 1000 operations, 40 errors, 0 warnings; token scopes: `vpc:read_write`");
    expect(text.split("\n").filter((l) => l.startsWith("- **error**"))).toHaveLength(40);
    const rows = text.split("\n").filter((l) => /^\| \d+ \|/.test(l)).length;
    expect(text).toContain(`| … | and ${1000 - rows} more operations |`);
  });

  it("error findings that alone pass the limit are cut with a count, and the limit still holds", () => {
    const findings = Array.from({ length: 100 }, (_, i) => error(i, 1500));
    const text = formatPlan(syntheticPlan(10, 0, findings), "markdown");
    expect(text.length).toBeLessThanOrEqual(MARKDOWN_PLAN_LIMIT);
    const shown = text.split("\n").filter((l) => l.startsWith("- **error**")).length;
    expect(shown).toBeGreaterThan(30);
    expect(text).toContain(`- … and ${100 - shown} more findings`);
  });

  it("cloudlint plan --format markdown on 500 new VPCs: within the limit, cut with a count", () => {
    const vpcs = Array.from({ length: 500 }, (_, i) => `  - { label: vpc-${i}-${"x".repeat(50)}, region: us-east, description: "the network of team ${i}" }`).join("\n");
    withFiles({ "work/infra/vpcs.yaml": `vpcs:\n${vpcs}\n` }, (cli) => {
      const r = cli(["plan", "infra", "--format", "markdown"]);
      expect(r.stderr).toBe("");
      expect(r.status).toBe(0);
      expect(r.stdout.length).toBeLessThanOrEqual(MARKDOWN_PLAN_LIMIT);
      expect(r.stdout.startsWith("**cloudlint plan**: 500 operations, 0 errors, 0 warnings")).toBe(true);
      const rows = r.stdout.split("\n").filter((l) => /^\| \d+ \|/.test(l)).length;
      expect(rows).toBeGreaterThan(100);
      expect(r.stdout).toContain(`| … | and ${500 - rows} more operations |`);
    });
  });
});

describe("ids that become paths", () => {
  const victim = "private/1/../../../account/users/victim?x=";

  it("lint reports image-id-syntax at images[0].id, and plan --format json prints the id encoded inside its segment", () => {
    const image = (label: string) => `images:\n  - id: "${victim}"\n    label: ${label}\n    region: us-east\n`;
    withFiles({ "base/infra/images.yaml": image("golden"), "work/infra/images.yaml": image("golden-v2") }, (cli) => {
      const lint = cli(["lint", "infra", "--format", "json"]);
      expect(lint.status).toBe(1);
      const messages = JSON.parse(lint.stdout)[0].messages as Array<{ ruleId: string; path: unknown[] }>;
      expect(messages.map((m) => [m.ruleId, m.path])).toEqual([["image-id-syntax", ["images", 0, "id"]]]);

      const plan = cli(["plan", "infra", "--baseline", "../base", "--format", "json"]);
      expect(plan.stderr).toBe("");
      const [op] = JSON.parse(plan.stdout).operations as Array<{ endpoint: string; path: string }>;
      expect(op).toMatchObject({ endpoint: "PUT /images/{imageId}", path: "/images/private/1%2F..%2F..%2F..%2Faccount%2Fusers%2Fvictim%3Fx%3D" });
      const url = new URL(`https://api.example/v4${op!.path}`);
      expect(url.pathname).toBe(`/v4${op!.path}`);
      expect(url.search).toBe("");
    });
  });

  it("lint checks the other ids a plan puts in a path: integers", () => {
    withFiles(
      {
        "work/infra/state.yaml": [
          'vpcs: [{ id: "1/../../account", label: prod, region: us-east, subnets: [{ id: "2?x", label: app, ipv4: 10.0.1.0/24 }] }]',
          'firewalls: [{ id: "3#f", label: web-fw, rules: { inbound_policy: DROP, outbound_policy: ACCEPT } }]',
          'databases: [{ id: "..", label: orders, engine: mysql/8.0.30, region: us-east, type: g6-dedicated-2 }]',
          'stackscripts: [{ id: "5/x", label: boot, images: [any/all], script: "#!/bin/sh" }]',
          'computes: [{ id: "6/x", label: web-1, region: us-east }]',
          "",
        ].join("\n"),
      },
      (cli) => {
        const lint = cli(["lint", "infra", "--format", "json"]);
        const ids = (JSON.parse(lint.stdout)[0].messages as Array<{ ruleId: string; path: unknown[] }>).filter((m) => m.path[m.path.length - 1] === "id").map((m) => [m.ruleId, m.path.join(".")]);
        expect(ids).toEqual([
          ["vpc-field-type", "vpcs.0.id"],
          ["vpc-field-type", "vpcs.0.subnets.0.id"],
          ["firewall-field-type", "firewalls.0.id"],
          ["database-field-type", "databases.0.id"],
          ["stackscript-field-type", "stackscripts.0.id"],
          ["compute-field-type", "computes.0.id"],
        ]);
      },
    );
  });

  it("every id and name in a path stays one segment: no segment, query, fragment or dot step added", () => {
    const hostile = ["a/b", "../../account", "x?y=1", "x#frag", "..", ".", "%2e%2e", "a b", "\ud800"];
    const rules = { inbound_policy: "DROP", outbound_policy: "ACCEPT" };
    for (const id of hostile) {
      const before = {
        vpcs: [{ id, label: "prod", region: "us-east", subnets: [{ id, label: "app", ipv4: "10.0.1.0/24" }] }],
        firewalls: [{ id, label: "fw", rules, devices: { computes: [id] } }],
        databases: [{ id, label: "orders", status: "active" }],
        stackscripts: [{ id, label: "boot", images: ["any/all"], script: "#!/bin/sh\n" }],
        images: [{ id: `private/${id}`, label: "golden", region: "us-east" }],
        computes: [{ id, label: "web-1", region: "us-east", ipv6_ranges: [`${id}/64`], configs: [{ label: id, interfaces: [{ purpose: "vpc", subnet: "prod/app" }] }] }],
      };
      const after = { vpcs: [{ id, label: "prod", region: "us-east" }], computes: [{ id, label: "web-1", region: "us-east", configs: [{ label: id, interfaces: [] }] }] };
      const plan = planChanges(before, after);
      expect(plan.operations.length).toBeGreaterThan(6);
      for (const op of plan.operations) {
        const template = op.endpoint.slice(op.endpoint.indexOf(" ") + 1);
        const url = new URL(`https://api.example/v4${op.path}`);
        expect(url.search, op.path).toBe("");
        expect(url.hash, op.path).toBe("");
        // As many segments as the endpoint's template (an image id is two), none of them a dot step.
        const segments = url.pathname.split("/").slice(2);
        expect(segments.length, op.path).toBe(template.split("/").length - 1 + (template.includes("{imageId}") && !op.path.includes("<") ? 1 : 0));
        expect(url.pathname, op.path).toBe(`/v4${op.path.replace(/[<> ]/g, encodeURIComponent)}`);
      }
    }
  });

  it("well-formed ids and labels read as before", () => {
    const plan = planChanges(
      { images: [{ id: "private/12", label: "golden", region: "us-east" }], firewalls: [{ id: 7, label: "fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" }, devices: { computes: ["web 1"] } }] },
      { images: [], firewalls: [{ id: 7, label: "fw", rules: { inbound_policy: "DROP", outbound_policy: "ACCEPT" } }] },
    );
    expect(plan.operations.map((o) => o.path)).toEqual(["/networking/firewalls/7/devices/<compute web%201>", "/images/private/12"]);
  });
});
