/**
 * Terraform's expressions evaluated as Terraform evaluates them at plan time: conditionals, `for`,
 * splats, templates with directives, arithmetic and comparison, `try`/`can`, `dynamic` blocks,
 * `count`/`for_each` over computed values, module outputs and resource references. What depends on
 * an unknown stays unknown; an expression Terraform would refuse is unknown with its error as why.
 */
import { describe, expect, it } from "vitest";
import { lintSources, type SourceFile } from "../../src/index.js";
import { statesOfSources } from "../../src/lint.js";

const run = (files: Record<string, string>, options = {}) => lintSources(Object.entries(files).map(([filePath, text]): SourceFile => ({ filePath, text })), { today: "2026-11-25", ...options });
const found = (files: Record<string, string>, options = {}) => run(files, options).flatMap((r) => r.messages.map((m) => ({ file: r.filePath, ...m })));
const brief = (files: Record<string, string>, options = {}) => found(files, options).map((d) => `${d.ruleId} ${d.line}:${d.column} ${d.message.split(":")[0]}`);
type Vpc = { label?: string; region?: string; subnets?: { label?: string; ipv4?: string }[] };
const vpcs = (files: Record<string, string>) => ((statesOfSources(Object.entries(files).map(([filePath, text]) => ({ filePath, text })))[0]!.state as { vpcs?: Vpc[] }).vpcs ?? []);
/** The label of the one VPC of `main.tf` whose label is `expr`. */
const label = (expr: string, extra = "") => vpcs({ "m/main.tf": `${extra}\nresource "linode_vpc" "v" {\n  label  = ${expr}\n  region = "us-east"\n}\n` })[0]?.label;

describe("expressions", () => {
  it("conditionals, comparison, arithmetic and logic, with HCL's precedence", () => {
    expect(label('1 + 2 * 3 == 7 ? "yes" : "no"')).toBe("yes");
    expect(label('(1 + 2) * 3 == 9 && !false ? "yes" : "no"')).toBe("yes");
    expect(label('10 % 4 == 2 && 7 / 2 == 3.5 && -(2) < 0 ? "yes" : "no"')).toBe("yes");
    expect(label('"3" + 1 == 4 ? "converted" : "no"')).toBe("converted");
    expect(label('1 == "1" ? "same" : "different"')).toBe("different");
    expect(label('[1, [2]] == [1, [2]] && {a = 1} != {a = 2} ? "deep" : "no"')).toBe("deep");
    // What depends on an unknown stays unknown; what does not is known.
    expect(label('var.x ? "a" : "b"', 'variable "x" {}')).toBeUndefined();
    expect(label('false && var.x ? "a" : "b"', 'variable "x" {}')).toBe("b");
    expect(label('true || var.x ? "a" : "b"', 'variable "x" {}')).toBe("a");
  });

  it("string templates: interpolation, %{if}, %{for}, strip markers, heredocs", () => {
    expect(label('"web-${1 + 1}"')).toBe("web-2");
    expect(label('"${local.env}-fw"', 'locals {\n  env = "prod"\n}')).toBe("prod-fw");
    expect(label('"%{ if local.on }on%{ else }off%{ endif }"', "locals {\n  on = false\n}")).toBe("off");
    expect(label('"%{ for i, n in local.ns ~} ${i}${n} %{~ endfor }"', 'locals {\n  ns = ["a", "b"]\n}')).toBe("0a1b");
    expect(label("<<-EOT\n    a-${local.x}\n      c\n    EOT", 'locals {\n  x = "b"\n}')).toBe("a-b\n  c\n");
    // A lone interpolation is its value, not a string: a number stays a number (a list stays a list).
    expect(label('length("${[1, 2]}")')).toBe("2");
    // A template over an unknown is unknown as a whole.
    expect(label('"web-${var.x}"', 'variable "x" {}')).toBeUndefined();
  });

  it("for expressions: lists, objects, if, grouping; maps iterate in key order", () => {
    const extra = 'locals {\n  m = { b = 2, a = 1 }\n  l = ["x", "", "y"]\n}';
    expect(label('join(",", [for k, v in local.m : "${k}=${v}"])', extra)).toBe("a=1,b=2");
    expect(label('[for s in local.l : upper(s) if s != ""][1]', extra)).toBe("Y");
    expect(label('[for s in local.l : s if s != ""][1]', extra)).toBe("y");
    expect(label('[for k, v in local.m : k][0]', extra)).toBe("a");
    expect(label('{ for s in local.l : s => s... if s != "" }["x"][0]', extra)).toBe("x");
    expect(label('{ for k, v in local.m : v => k }["2"]', extra)).toBe("b");
    // Two items with one key, not grouped: Terraform refuses it; cloudlint leaves it unknown.
    expect(label('{ for s in ["a", "a"] : s => s }["a"]')).toBeUndefined();
  });

  it("splats, full and legacy, and indexes computed from values", () => {
    const extra = 'locals {\n  rs = [{ n = "a", ips = ["1"] }, { n = "b", ips = ["2"] }]\n  i = 1\n}';
    // After [*] an index applies to each item; after the legacy .* to the result.
    expect(label("local.rs.*.n[1]", extra)).toBe("b");
    expect(label("(local.rs[*].n)[0]", extra)).toBe("a");
    expect(label("(local.rs[*].ips[0])[1]", extra)).toBe("2");
    expect(label("local.rs[*].n[1]", extra)).toBeUndefined(); // "a"[1]: Terraform refuses it
    expect(label("local.rs[local.i].n", extra)).toBe("b");
    expect(label('local.rs[local.i]["n"]', extra)).toBe("b");
    // A splat on one object is a list of it; on null an empty list.
    expect(label("(local.one[*].n)[0]", 'locals {\n  one = { n = "solo" }\n}')).toBe("solo");
  });

  it("try and can: an error falls through, an unknown does not", () => {
    const extra = 'variable "x" {}\nlocals {\n  o = { a = "A" }\n}';
    expect(label('try(local.o.missing, "fallback")', extra)).toBe("fallback");
    expect(label('try(local.o.a, "fallback")', extra)).toBe("A");
    expect(label('can(local.o.missing) ? "has" : "hasnt"', extra)).toBe("hasnt");
    expect(label('try(var.x, "fallback")', extra)).toBeUndefined();
    expect(label('can(var.x) ? "a" : "b"', extra)).toBeUndefined();
  });

  it("Terraform's errors are unknown, never a crash: a null interpolated, division by zero, a missing index", () => {
    expect(label('"a${null}"')).toBeUndefined();
    expect(label('1 / 0 == 1 ? "a" : "b"')).toBeUndefined();
    expect(label('["a"][3]')).toBeUndefined();
    expect(label("local.nope")).toBeUndefined();
    expect(label('{ (null) = 1 }["x"]')).toBeUndefined();
  });
});

describe("count, for_each and dynamic blocks over computed values", () => {
  it("count from a conditional over a variable's default, addresses as Terraform writes them", () => {
    const tf = `variable "enabled" {\n  default = true\n}\nresource "linode_vpc" "v" {\n  count  = var.enabled ? 2 : 0\n  label  = "a--\${count.index}"\n  region = "us-east"\n}\n`;
    expect(brief({ "m/main.tf": tf })).toEqual(["vpc-label-syntax 6:12 linode_vpc.v[0].label", "vpc-label-syntax 6:12 linode_vpc.v[1].label"]);
    expect(brief({ "m/main.tf": tf.replace("default = true", "default = false") })).toEqual([]);
  });

  it("for_each over toset-free maps built by for, each.key and each.value", () => {
    const tf = `locals {\n  envs = ["prod", "dev"]\n}\nresource "linode_vpc" "v" {\n  for_each = { for e in local.envs : e => "\${e}--x" }\n  label    = each.value\n  region   = "us-east"\n}\n`;
    expect(brief({ "m/main.tf": tf })).toEqual(['vpc-label-syntax 6:14 linode_vpc.v["dev"].label', 'vpc-label-syntax 6:14 linode_vpc.v["prod"].label']);
  });

  it("dynamic blocks over a variable's default, with iterator and nested dynamic", () => {
    const tf = `variable "rules" {
  default = [{ port = "22", from = ["0.0.0.0/0"] }, { port = "443", from = ["0.0.0.0/0"] }]
}
resource "linode_firewall" "web" {
  label           = "web"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  dynamic "inbound" {
    for_each = var.rules
    iterator = rule
    content {
      label    = "r\${rule.key}"
      action   = "ACCEPT"
      protocol = "TCP"
      ports    = rule.value.port
      ipv4     = rule.value.from
    }
  }
}
`;
    const ds = found({ "m/main.tf": tf });
    expect(ds.filter((d) => d.ruleId === "firewall-exposed-port").map((d) => d.message.split(":")[0])).toEqual(["linode_firewall.web.inbound[0]"]);
    // Unknown for_each: the rules are unknown, nothing about them is reported.
    expect(found({ "m/main.tf": tf.replace(/default = \[.*\]/, "type = list(any)") }).filter((d) => d.ruleId === "firewall-exposed-port")).toEqual([]);
  });

  it("the issue's firewall: ACCEPT policy, SSH open to the world through a dynamic block over a default, under a conditional count", () => {
    const tf = `variable "create_firewall" {
  default = true
}
variable "ports" {
  type    = list(string)
  default = ["22", "5080"]
}
resource "linode_firewall" "fw" {
  count           = var.create_firewall ? 1 : 0
  label           = "red5-\${count.index}"
  inbound_policy  = "ACCEPT"
  outbound_policy = "ACCEPT"
  dynamic "inbound" {
    for_each = var.ports
    content {
      label    = "allow-\${inbound.value}"
      action   = "ACCEPT"
      protocol = "TCP"
      ports    = inbound.value
      ipv4     = ["0.0.0.0/0"]
      ipv6     = ["::/0"]
    }
  }
}
`;
    const ids = [...new Set(found({ "m/main.tf": tf }).map((d) => d.ruleId))].sort();
    expect(ids).toContain("firewall-exposed-port");
    expect(ids).toContain("firewall-open-policy");
  });
});

describe("modules and resources", () => {
  it("a module's outputs reach the caller; a resource's id is a reference, its other attributes unknown", () => {
    const files = {
      "root/main.tf": `module "net" {\n  source = "../modules/net"\n  name   = "a--b"\n}\nresource "linode_vpc" "copy" {\n  label  = module.net.label\n  region = module.net.region\n}\n`,
      "modules/net/main.tf": `variable "name" {}\nresource "linode_vpc" "main" {\n  label  = var.name\n  region = "us-east"\n}\noutput "label" {\n  value = "\${var.name}x"\n}\noutput "region" {\n  value = linode_vpc.main.region\n}\n`,
    };
    const vs = vpcs(files);
    expect(vs.map((v) => [v.label, v.region])).toEqual([
      ["a--bx", undefined],
      ["a--b", "us-east"],
    ]);
  });

  it("splats over a counted resource give each instance's id", () => {
    const tf = `resource "linode_instance" "web" {\n  count  = 2\n  label  = "web\${count.index}"\n  region = "us-east"\n  type   = "g6-nanode-1"\n}\nresource "linode_firewall" "fw" {\n  label           = "fw"\n  inbound_policy  = "DROP"\n  outbound_policy = "ACCEPT"\n  linodes         = linode_instance.web[*].id\n}\n`;
    const state = statesOfSources([{ filePath: "m/main.tf", text: tf }])[0]!.state as { firewalls: { devices?: unknown }[] };
    // Each reference resolves to its instance, named by its label in the state.
    expect(state.firewalls[0]!.devices).toEqual({ computes: ["web0", "web1"] });
  });
});

describe("bounded", () => {
  it("locals doubling 60 times, a for over a range of a million, templates doubling: the budget ends them, quickly", () => {
    const doubling = Array.from({ length: 60 }, (_, i) => `  l${i + 1} = [local.l${i}, local.l${i}]`).join("\n");
    const strings = Array.from({ length: 60 }, (_, i) => `  s${i + 1} = "\${local.s${i}}\${local.s${i}}"`).join("\n");
    const tf = `locals {\n  l0 = ["x"]\n${doubling}\n  s0 = "ab"\n${strings}\n  big = [for i in local.l60 : i]\n}\nresource "linode_vpc" "v" {\n  label  = length(local.big) > 0 ? local.s60 : "x"\n  region = "us-east"\n}\n`;
    for (const maxTerraformValues of [1_000_000, 100_000_000]) {
      const t0 = performance.now();
      const ds = found({ "m/main.tf": tf }, { limits: { maxTerraformValues } });
      expect(ds.map((d) => d.ruleId)).toContain("input-limit");
      expect(performance.now() - t0).toBeLessThan(60_000); // a hang guard, not a timing assertion
    }
  });

  it("whatever the limit, a root builds at most 250,000 values plus one per four characters of its files, exactly", () => {
    // The count costs one value; each instance one, and its one attribute one more: n instances cost 2n + 1.
    const tf = (n: number) => `resource "linode_firewall_device" "d" {\n  count     = ${n}\n  entity_id = 1\n}\n`;
    const bound = 250_000 + Math.floor(tf(125_000).length / 4); // six digits of count, as every n below has
    expect(bound).toBe(250_019);
    const most = Math.floor((bound - 1) / 2); // 125,009 instances: 250,019 values
    const limits = { maxTerraformValues: 100_000_000, maxTerraformInstances: 10_000_000 };
    expect(found({ "m/main.tf": tf(most) }, { limits })).toEqual([]);
    const past = found({ "m/main.tf": tf(most + 1) }, { limits });
    expect(past.map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(past[0]!.message).toMatch(/more than 250,019 values .*at most 250,000 values plus one per four characters of its files, whatever the limits/);
    // A limit below the bound is the limit, and says how to raise it.
    const limited = found({ "m/main.tf": tf(most) }, { limits: { ...limits, maxTerraformValues: 250_018 } });
    expect(limited.map((d) => d.ruleId)).toEqual(["input-limit"]);
    expect(limited[0]!.message).toMatch(/more than 250,018 values.*maxTerraformValues/);
  });
});

describe("a firewall's dynamic block over an unknown keeps its place among the literal rules", () => {
  it("the literal rules before it are decided; its own rules are not reported", () => {
    const tf = `variable "rules" {
  type = list(object({ port = string }))
}
resource "linode_firewall" "web" {
  label           = "web"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  inbound {
    label    = "ssh-world"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = "22"
    ipv4     = ["0.0.0.0/0"]
  }
  dynamic "inbound" {
    for_each = var.rules
    content {
      label    = "r"
      action   = "ACCEPT"
      protocol = "TCP"
      ports    = inbound.value.port
      ipv4     = ["0.0.0.0/0"]
    }
  }
}
`;
    const exposed = found({ "m/main.tf": tf }).filter((d) => d.ruleId === "firewall-exposed-port");
    expect(exposed.map((d) => [d.line, d.message.split(":")[0]])).toEqual([[8, "linode_firewall.web.inbound[0]"]]);
  });
});

describe("cycles and depth: unknown, never an internal error", () => {
  it("a module call whose arguments read its own outputs; locals that refer to each other; 3,000 chained locals", () => {
    const files = {
      "root/main.tf": `module "m" {\n  source = "../mod"\n  name   = module.m.label\n}\nlocals {\n  a = local.b\n  b = local.a\n}\nresource "linode_vpc" "v" {\n  label  = local.a\n  region = "us-east"\n}\n`,
      "mod/main.tf": `variable "name" {}\noutput "label" {\n  value = "\${var.name}-x"\n}\nresource "linode_vpc" "w" {\n  label  = var.name\n  region = "us-east"\n}\n`,
    };
    expect(vpcs(files).map((v) => v.label)).toEqual([undefined, undefined]);
    const chain = Array.from({ length: 3000 }, (_, i) => `  a${i + 1} = "\${local.a${i}}x"`).join("\n");
    const ds = found({ "m/main.tf": `locals {\n  a0 = "a"\n${chain}\n}\nresource "linode_vpc" "v" {\n  label  = local.a3000\n  region = "us-east"\n}\n` });
    expect(ds.filter((d) => /internal error/.test(d.message))).toEqual([]);
  });
});

describe("where a dynamic block's findings are placed", () => {
  it("at the dynamic block's content, and at its attribute when the finding is about one", () => {
    const tf = `resource "linode_firewall" "web" {
  label           = "web"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  dynamic "inbound" {
    for_each = ["22", "80-"]
    content {
      label    = "r\${inbound.key}"
      action   = "ACCEPT"
      protocol = "TCP"
      ports    = inbound.value
      ipv4     = ["0.0.0.0/0"]
    }
  }
}
`;
    const ds = found({ "m/main.tf": tf });
    const at = (ruleId: string) => ds.filter((d) => d.ruleId === ruleId).map((d) => [d.message.split(":")[0], d.line, d.column]);
    expect(at("firewall-exposed-port")).toEqual([["linode_firewall.web.inbound[0]", 7, 5]]);
    expect(at("firewall-ports-syntax")).toEqual([["linode_firewall.web.inbound[1].ports", 11, 18]]);
  });
});

describe("the reasons never show a value", () => {
  it("a missing key that is a variable's value, a function's error about its argument: quoted values left out, names kept", () => {
    const tf = `variable "password" {\n  default = "hunter2-secret"\n}\nlocals {\n  m = { a = 1 }\n}\nresource "linode_vpc" "v" {\n  label       = local.m[var.password]\n  region      = formatdate("YYYY", var.password)\n  description = local.m.region\n}\n`;
    const [r] = run({ "m/main.tf": tf });
    const reasons = r!.terraform!.unknown.map((u) => `${u.attribute}: ${u.reason}`);
    expect(reasons.join("\n")).not.toContain("hunter2");
    // A long value, which show() cuts short without its closing quote, is left out too.
    const secret = "SUPERSECRETPASSWORD-0123456789-SUPERSECRETPASSWORD-0123456789-XYZ";
    const [long] = run({ "m/main.tf": tf.replace("hunter2-secret", secret).replace('formatdate("YYYY", var.password)', "tonumber(var.password)") });
    expect(long!.terraform!.unknown.map((u) => u.reason).join("\n")).not.toContain("SUPERSECRET");
    expect(reasons).toEqual([
      'label: Terraform would report an error: no key "…"',
      expect.stringMatching(/^region: Terraform would report an error: formatdate\(\): .*"…"/),
      'description: Terraform would report an error: no attribute "region"',
    ]);
  });
});

describe("long flat chains are bounded as nesting is (found by review: a stack overflow)", () => {
  it("10,000 additions, 20,000 attributes of a parenthesised value, indexes and splat chains, 12,000 ors: a parse error, never an internal error; 62 conditions joined by && parse", () => {
    const cases = [
      Array(10_000).fill("1").join(" + "),
      `(local.x)${".a".repeat(20_000)}`,
      `[1]${"[0]".repeat(20_000)}`,
      `local.x[*]${".a".repeat(20_000)}`,
      Array(12_000).fill("false").join(" || "),
    ];
    for (const c of cases) {
      const ds = found({ "m/main.tf": `locals {\n  x = {}\n}\nresource "linode_vpc" "v" {\n  label  = ${c}\n  region = "us-east"\n}\n` });
      expect(ds.map((d) => [d.ruleId, d.message])).toEqual([["parse-error", "HCL: a chain of more than 2000 operators, indexes or attributes; the rest of the file was not read"]]);
    }
    // The bound, exactly: 2,001 terms are 2,000 links and parse; 2,002 do not.
    const sum = (n: number) => found({ "m/main.tf": `resource "linode_vpc" "v" {\n  label  = ${Array(n).fill("1").join(" + ")}\n  region = "us-east"\n}\n` }).map((d) => d.ruleId);
    expect(sum(2001)).toEqual([]);
    expect(sum(2002)).toEqual(["parse-error"]);
    // A long condition is no nesting: a variable's validation of 62 terms, then a resource still read.
    const condition = Array.from({ length: 62 }, (_, i) => `var.env != "e${i}"`).join(" && ");
    const ds = found({ "m/main.tf": `variable "env" {\n  default = "prod"\n  validation {\n    condition     = ${condition}\n    error_message = "no"\n  }\n}\nresource "linode_vpc" "v" {\n  label  = "a--b"\n  region = "us-east"\n}\n` });
    expect(ds.map((d) => d.ruleId)).toEqual(["vpc-label-syntax"]);
    // Within the depth, a chain is evaluated.
    expect(label(`${Array(60).fill("true").join(" && ")} ? "ok" : "no!"`)).toBe("ok");
  });
});

describe("review findings: Terraform's conversions", () => {
  it('a list indexed by a literal string ["1"]; a set iterated gives its elements as keys; " 5" is not a number', () => {
    expect(label('local.names["1"]', 'locals {\n  names = ["web-a", "web-b"]\n}')).toBe("web-b");
    expect(label('join("-", [for k, v in toset(["b", "a"]) : k])')).toBe("a-b");
    expect(label('join("-", [for k, v in toset([5, 3]) : k])')).toBe("3-5");
    expect(label('try(" 5" + 1, "not-a-number")')).toBe("not-a-number");
  });
});

describe("review findings: a number given to a string attribute is its string, as the provider's schema converts it", () => {
  it('label = 3, "${local.n}", a tfvars number, a conditional; a list of strings with a number in it', () => {
    expect(label("3")).toBe("3");
    expect(label('"${local.n}"', "locals {\n  n = 3\n}")).toBe("3");
    expect(label('true ? 42 : "web"')).toBe("42");
    expect(found({ "m/main.tf": 'resource "linode_vpc" "v" {\n  label  = 3\n  region = "us-east"\n}\n' }).map((d) => d.ruleId)).not.toContain("vpc-field-type");
    const fw = statesOfSources([{ filePath: "m/main.tf", text: 'resource "linode_firewall" "f" {\n  label = "f"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n  inbound {\n    label = "r"\n    action = "ACCEPT"\n    protocol = "TCP"\n    ports = 22\n    ipv4 = ["10.0.0.0/8"]\n  }\n}\n' }])[0]!.state as { firewalls: { rules: { inbound: { ports: unknown }[] } }[] };
    expect(fw.firewalls[0]!.rules.inbound[0]!.ports).toBe("22");
  });
});
