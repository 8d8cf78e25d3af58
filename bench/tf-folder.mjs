// The generated Terraform folder of bench/tf-config.mjs (and of the test that its findings do not
// change, test/terraform/bench-folder.test.ts): what a team's repository of the provider's
// resources looks like, a root module calling one local module per environment.

/** One environment's module: a VPC and subnets, a firewall in front of counted instances, a database, a StackScript (and in the first, an IPv6 range). */
function envModule(i) {
  const net = `# Network of environment ${i}.
resource "linode_vpc" "main" {
  label       = "env-${i}"
  region      = "us-east"
  description = "Environment ${i}" // managed by Terraform
}

resource "linode_vpc_subnet" "tier" {
  for_each = {
    app  = "10.${i % 250}.1.0/24"
    data = "10.${i % 250}.2.0/24"
    jobs = "10.${i % 250}.3.0/24"
  }
  vpc_id = linode_vpc.main.id
  label  = each.key
  ipv4   = each.value
}

resource "linode_vpc_subnet" "edge" {
  vpc_id = linode_vpc.main.id
  label  = "edge"
  ipv4   = "10.${i % 250}.${i % 7 === 0 ? "4.5" : "4.0"}/24"
}

${i === 0 ? `resource "linode_ipv6_range" "web" {
  linode_id     = linode_instance.web[0].id
  prefix_length = 64
}
` : ""}`;
  const rules = Array.from({ length: 8 }, (_, r) => `  inbound {
    label    = "allow-${r}"
    action   = "ACCEPT"
    protocol = "${r % 4 === 3 ? "UDP" : "TCP"}"
    ports    = "${i % 11 === 0 && r === 2 ? "22-" : `${8000 + r * 10}-${8000 + r * 10 + 5}`}"
    ipv4     = ["198.51.${r}.0/24", "203.0.113.${(i * 8 + r) % 250}/32"]
    ipv6     = ["2001:db8:${r.toString(16)}::/48"]
  }
`).join("\n");
  const web = `/* The firewall in front of environment ${i}'s web instances. */
resource "linode_firewall" "web" {
  label           = "web-${i}"
  tags            = ["env-${i}", "web"]
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"

${rules}
  outbound {
    label    = "block-smtp"
    action   = "DROP"
    protocol = "TCP"
    ports    = "25"
    ipv4     = ["0.0.0.0/0"]
    ipv6     = ["::/0"]
  }

  linodes = [linode_instance.web[0].id, linode_instance.web[1].id, linode_instance.web[2].id]
}

resource "linode_instance" "web" {
  count           = 3
  label           = "web-${i}-\${count.index}"
  image           = "linode/ubuntu24.04"
  region          = "us-east"
  type            = "g6-standard-2"
  authorized_keys = ["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBench${i} ops@example.com"]

  interface {
    purpose = "public"
  }

  interface {
    purpose   = "vpc"
    subnet_id = linode_vpc_subnet.tier["app"].id
    ipv4 {
      vpc     = "10.${i % 250}.1.\${count.index + 10}"
      nat_1_1 = "any"
    }
  }
}
`;
  const data = `resource "linode_database_mysql_v2" "main" {
  label        = "db-${i}"
  engine_id    = "mysql/8"
  region       = "us-east"
  type         = "g6-dedicated-2"
  cluster_size = ${i % 13 === 0 ? 1 : 3}
  allow_list   = ["10.${i % 250}.1.0/24", "10.${i % 250}.2.0/24"]
  updates = {
    frequency   = "weekly"
    duration    = 1
    hour_of_day = 3
    day_of_week = ${(i % 7) + 1}
  }
}

resource "linode_stackscript" "boot" {
  label       = "boot-${i}"
  description = "Bootstraps environment ${i}"
  images      = ["linode/ubuntu24.04", "linode/debian12"]
  is_public   = false
  script      = <<EOF
#!/bin/bash
# <UDF name="hostname" label="Hostname" />
hostnamectl set-hostname "$HOSTNAME-${i}"
apt-get update && apt-get install -y nginx
systemctl enable --now nginx
EOF
}
`;
  return { "network.tf": net, "web.tf": web, "data.tf": data };
}

/** The folder: live/ (providers, the module calls) and modules/env-<i>/ up to about `minBytes`. */
export function generate(minBytes) {
  const files = [];
  const calls = [];
  let size = 0;
  for (let i = 0; size < minBytes; i++) {
    for (const [name, text] of Object.entries(envModule(i))) {
      files.push({ filePath: `modules/env-${i}/${name}`, text });
      size += text.length;
    }
    calls.push(`module "env_${i}" {\n  source = "../modules/env-${i}"\n}\n`);
  }
  const live = `terraform {\n  required_providers {\n    linode = {\n      source  = "linode/linode"\n      version = "~> 2.0"\n    }\n  }\n}\n\nprovider "linode" {}\n\n${calls.join("\n")}`;
  files.unshift({ filePath: "live/main.tf", text: live });
  return files;
}
