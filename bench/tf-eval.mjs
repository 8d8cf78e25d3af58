// The evaluation of Terraform configurations at its worst (issue 35): `node bench/tf-eval.mjs`
// after `npm run compile`. Small hostile files — values doubling through locals, strings doubling
// through templates, for expressions nested three deep over range(1024), setproduct of eight
// ranges, a count of 100,000 over a join, a thousand firewalls of 1,024 dynamic rules, a join of a
// million formatted numbers — linted whole (lintSources) at the default limit (1,000,000 values)
// and at the highest a config may set (100,000,000), then a 2 MiB file (the default size limit) of
// the worst of them. Each line: milliseconds, the rule ids reported, the process's resident memory
// after it. Target: every one under 2,000 ms at any limit. Exit code 1 when missed.
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const { lintSources } = await import(pathToFileURL(join(root, "dist/esm/index.js")).href);
const TARGET_MS = 2000;

const doubling = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join("\n");
const firewalls = (i) => `resource "linode_firewall" "f${i}" {\n  count = 1000\n  label = "f"\n  inbound_policy = "DROP"\n  outbound_policy = "ACCEPT"\n  dynamic "inbound" {\n    for_each = range(1024)\n    content {\n      label = "r\${inbound.value}"\n      action = "ACCEPT"\n      protocol = "TCP"\n      ports = "22"\n      ipv4 = ["0.0.0.0/0"]\n    }\n  }\n}\n`;
const shapes = {
  "60 locals doubling a list": `locals {\n  l0 = ["x"]\n${doubling(60, (i) => `  l${i + 1} = [local.l${i}, local.l${i}]`)}\n}\nresource "linode_vpc" "v" {\n  label  = length(flatten(local.l60))\n  region = "us-east"\n}\n`,
  "60 locals doubling a string": `locals {\n  s0 = "ab"\n${doubling(60, (i) => `  s${i + 1} = "\${local.s${i}}\${local.s${i}}"`)}\n}\nresource "linode_vpc" "v" {\n  label  = local.s60\n  region = "us-east"\n}\n`,
  "for three deep over range(1024)": `locals {\n  r = range(1024)\n  x = [for a in local.r : [for b in local.r : [for c in local.r : a + b + c]]]\n}\nresource "linode_vpc" "v" {\n  label  = length(local.x)\n  region = "us-east"\n}\n`,
  "setproduct of 8 ranges": `locals {\n  r = range(1024)\n  x = setproduct(local.r, local.r, local.r, local.r, local.r, local.r, local.r, local.r)\n}\nresource "linode_vpc" "v" {\n  label  = length(local.x)\n  region = "us-east"\n}\n`,
  "count 100,000 over a join": `locals {\n  r = [for i in range(1000) : "x\${i}"]\n}\nresource "linode_vpc" "v" {\n  count  = 100000\n  label  = join(",", local.r)\n  region = "us-east"\n}\n`,
  "1,000 firewalls of 1,024 dynamic rules": firewalls(0),
  "a join of a million format()s": `locals {\n  r = range(1024)\n  s = join("", [for a in local.r : join("", [for b in local.r : format("%08d", a * b)])])\n  u = [for i in range(1024) : upper(local.s)]\n}\nresource "linode_vpc" "v" {\n  label  = length(local.u)\n  region = "us-east"\n}\n`,
};
let big = "";
for (let i = 0; big.length < 2 * 1024 * 1024 - 400; i++) big += firewalls(i);
shapes["a 2 MiB file of the firewalls"] = big;

let worst = 0;
console.log(`node ${process.version}; each shape linted whole (lintSources), once, in this order`);
for (const maxTerraformValues of [1_000_000, 100_000_000]) {
  for (const [name, text] of Object.entries(shapes)) {
    const t0 = performance.now();
    const results = lintSources([{ filePath: "m/main.tf", text }], { limits: { maxTerraformValues, maxTerraformInstances: 10_000_000 } });
    const ms = performance.now() - t0;
    worst = Math.max(worst, ms);
    const ids = [...new Set(results.flatMap((r) => r.messages.map((m) => m.ruleId)))].sort();
    console.log(`  limit ${maxTerraformValues.toLocaleString("en-US").padStart(11)}  ${name.padEnd(40)} ${String(text.length).padStart(8)} bytes ${ms.toFixed(0).padStart(6)} ms  ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB  ${ids.join(", ")}`);
  }
}
console.log(`  target: every shape under ${TARGET_MS} ms at any limit: ${worst < TARGET_MS ? "met" : "MISSED"} (worst ${worst.toFixed(0)} ms)`);
if (worst >= TARGET_MS) process.exitCode = 1;
