// Reading Terraform's HCL (issue 25): parseHcl on a generated 1 MiB .tf file in the style of the
// linode provider's configurations (resources with nested blocks, lists of strings, references,
// comments, heredocs, function calls, for expressions), beside tree-sitter-hcl run by
// web-tree-sitter (its wasm start-up counted once, as a tool reading one folder would pay it).
// tree-sitter's time is its parse alone: walking its tree to the values parseHcl returns would
// cost more. Target for parseHcl: at least 3 MB/s. `node bench/hcl.mjs` after `npm run compile`.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const RUNS = 9;
const TARGET_MB_S = 3;

/** One "module" of the file: a VPC, its subnets, a firewall, instances and a database, numbered i. */
function chunk(i) {
  return `# ---- environment ${i} ----
resource "linode_vpc" "vpc_${i}" {
  label       = "vpc-${i}"
  region      = var.region
  description = "Network ${i}" // managed by Terraform
}

resource "linode_vpc_subnet" "app_${i}" {
  vpc_id = linode_vpc.vpc_${i}.id
  label  = "app"
  ipv4   = "10.${i % 250}.1.0/24"
}

/* The firewall in front of environment ${i}. */
resource "linode_firewall" "web_${i}" {
  label = "web-${i}"
  tags  = ["env-${i}", "web", "managed"]

  inbound {
    label    = "allow-http"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = "80,443"
    ipv4     = ["0.0.0.0/0"]
    ipv6     = ["::/0"]
  }

  inbound {
    label    = "allow-ssh"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = "22"
    ipv4     = [for c in var.admin_cidrs : c if !strcontains(c, ":")]
  }

  outbound {
    label    = "block-smtp"
    action   = "DROP"
    protocol = "TCP"
    ports    = "25"
    ipv4     = ["0.0.0.0/0"]
  }

  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"
  linodes         = linode_instance.web_${i}[*].id
}

resource "linode_instance" "web_${i}" {
  count      = 2
  label      = "web-${i}-\${count.index}"
  image      = "linode/ubuntu24.04"
  region     = var.region
  type       = "g6-standard-2"
  tags       = concat(local.tags, ["env-${i}"])
  private_ip = false

  metadata {
    user_data = base64encode(<<-EOT
      #cloud-config
      packages:
        - nginx
      runcmd:
        - systemctl enable --now nginx
    EOT
    )
  }

  interface {
    purpose = "public"
  }

  interface {
    purpose   = "vpc"
    subnet_id = linode_vpc_subnet.app_${i}.id
    ipv4 {
      vpc     = "10.${i % 250}.1.\${count.index + 10}"
      nat_1_1 = "any"
    }
  }
}

resource "linode_database_mysql_v2" "db_${i}" {
  label        = "db-${i}"
  engine_id    = "mysql/8"
  region       = var.region
  type         = "g6-nanode-1"
  cluster_size = 3
  allow_list   = [linode_vpc_subnet.app_${i}.ipv4, "203.0.113.${i % 250}/32"]
  updates = {
    day_of_week = ${(i % 7) + 1}
    duration    = 4
    frequency   = "weekly"
    hour_of_day = 22
  }
}

resource "linode_stackscript" "boot_${i}" {
  label       = "boot-${i}"
  description = "Bootstraps environment ${i}"
  images      = ["linode/ubuntu24.04", "linode/debian12"]
  script      = <<EOF
#!/bin/bash
# <UDF name="hostname" label="Hostname" />
hostnamectl set-hostname "$HOSTNAME-${i}"
echo "ready: $\${HOSTNAME}"
EOF
}

`;
}

function generate(minChars) {
  const parts = ['variable "region" {\n  default = "us-ord"\n}\n\nlocals {\n  tags = ["production"]\n}\n\n'];
  let size = parts[0].length;
  for (let i = 0; size < minChars; i++) {
    const c = chunk(i);
    parts.push(c);
    size += c.length;
  }
  return parts.join("");
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const mbPerS = (chars, millis) => chars / 2 ** 20 / (millis / 1000);

const text = generate(2 ** 20);
const size = Buffer.byteLength(text);

// parseHcl: load, first (cold) run, then the median of RUNS.
let start = process.hrtime.bigint();
const { parseHcl } = await import(pathToFileURL(require.resolve("../dist/esm/terraform/hcl.js")).href);
const hclLoad = ms(start);
start = process.hrtime.bigint();
const result = parseHcl(text);
const hclCold = ms(start);
if (result.errors.length > 0) throw new Error(`parseHcl found errors in the generated file: ${JSON.stringify(result.errors.slice(0, 3))}`);
const hclTimes = [];
for (let r = 0; r < RUNS; r++) {
  start = process.hrtime.bigint();
  parseHcl(text);
  hclTimes.push(ms(start));
}
const hclMedian = median(hclTimes);

// tree-sitter-hcl: start-up (module, wasm runtime, grammar) once, first parse, then the median of RUNS.
start = process.hrtime.bigint();
const { Parser, Language } = await import("web-tree-sitter");
await Parser.init();
const language = await Language.load(require.resolve("@tree-sitter-grammars/tree-sitter-hcl/tree-sitter-hcl.wasm"));
const parser = new Parser();
parser.setLanguage(language);
const tsStartup = ms(start);
start = process.hrtime.bigint();
let tree = parser.parse(text);
const tsCold = ms(start);
if (tree.rootNode.hasError) throw new Error("tree-sitter-hcl finds an error in the generated file");
tree.delete();
const tsTimes = [];
for (let r = 0; r < RUNS; r++) {
  start = process.hrtime.bigint();
  tree = parser.parse(text);
  tsTimes.push(ms(start));
  tree.delete();
}
const tsMedian = median(tsTimes);

const blocks = result.body.filter((b) => b.kind === "block").length;
console.log(
  `node ${process.version}; a generated .tf of ${(size / 2 ** 20).toFixed(2)} MiB (${text.split("\n").length} lines, ${blocks} top-level blocks, ${result.comments.length} comments); median of ${RUNS} runs`,
);
console.log(
  `  parseHcl:            ${hclMedian.toFixed(1).padStart(7)} ms  ${mbPerS(size, hclMedian).toFixed(1).padStart(6)} MB/s  (first run ${hclCold.toFixed(1)} ms, module load ${hclLoad.toFixed(1)} ms)`,
);
console.log(
  `  tree-sitter-hcl:     ${tsMedian.toFixed(1).padStart(7)} ms  ${mbPerS(size, tsMedian).toFixed(1).padStart(6)} MB/s  (first parse ${tsCold.toFixed(1)} ms; parse only, no walk of the tree)`,
);
console.log(
  `  tree-sitter, start-up included: ${(tsStartup + tsMedian).toFixed(1)} ms  ${mbPerS(size, tsStartup + tsMedian).toFixed(1)} MB/s  (start-up ${tsStartup.toFixed(1)} ms: web-tree-sitter, its wasm, the grammar)`,
);
console.log(`  parseHcl, load included:        ${(hclLoad + hclMedian).toFixed(1)} ms  ${mbPerS(size, hclLoad + hclMedian).toFixed(1)} MB/s`);
const speed = mbPerS(size, hclMedian);
console.log(`  target: parseHcl at least ${TARGET_MB_S} MB/s: ${speed >= TARGET_MB_S ? "met" : "MISSED"}; ${(tsMedian / hclMedian).toFixed(1)}x tree-sitter's parse alone`);
process.exit(speed >= TARGET_MB_S ? 0 : 1);
