// A realistic account as YAML text (issue 24's memory and values measurements): n resources, a
// tenth each VPCs (three subnets), firewalls (six rules, two devices) and databases, the rest
// instances (public and private addresses, a config with a public and a VPC interface),
// NodeBalancers, StackScripts and images. About 380 bytes and 26 values a resource, as the issue's
// 10,000-resource account (3.8 MB, ~256,000 values).

const ip = (n) => `${(n >>> 24) & 255}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

export function realisticAccount(n) {
  const tenth = Math.max(1, Math.floor(n / 10));
  const computes = n - 7 * tenth;
  const out = [];
  out.push("vpcs:\n");
  for (let i = 0; i < tenth; i++) {
    out.push(`  - label: vpc-${i}\n    region: us-east\n    description: network ${i}\n    subnets:\n`);
    for (let s = 0; s < 3; s++) out.push(`      - label: net-${s}\n        ipv4: 10.${i % 250}.${(i >> 8) * 4 + s}.0/24\n`);
  }
  out.push("computes:\n");
  for (let i = 0; i < computes; i++) {
    out.push(
      `  - label: web-${i}\n    region: us-east\n    type: g6-standard-2\n    image: compute/debian12\n    ipv4:\n      public: [${ip(0xcb007100 + (i % 65000))}]\n      private: [${ip(0xc0a88000 + (i % 30000))}]\n    configs:\n      - label: boot\n        interfaces:\n          - purpose: public\n          - purpose: vpc\n            subnet: vpc-${i % tenth}/net-${i % 3}\n      - label: rescue\n        interfaces:\n          - purpose: public\n          - { purpose: vlan, label: backend, ipam_address: 10.9.${(i >> 8) & 255}.${i & 255}/24 }\n    ipv6_ranges: ["2600:3c03:e000:${(i % 65000).toString(16)}::/64"]\n    live_migration: false\n`,
    );
  }
  out.push("nodebalancers:\n");
  for (let i = 0; i < tenth; i++) out.push(`  - { label: lb-${i}, id: ${900 + i}, region: us-east }\n`);
  out.push("firewalls:\n");
  for (let i = 0; i < tenth; i++) {
    out.push(`  - label: fw-${i}\n    tags: [web]\n    rules:\n      inbound_policy: DROP\n      outbound_policy: ACCEPT\n      inbound:\n`);
    for (let r = 0; r < 6; r++) out.push(`        - { action: ACCEPT, protocol: TCP, ports: "${[22, 80, 443, 8080, 5432, 6379][r]}", addresses: { ipv4: [198.51.${r}.0/24, 203.0.113.${i % 250}/32] }, label: allow-${r} }\n`);
    out.push(`      outbound: []\n    devices:\n      computes: [web-${i % computes}]\n      nodebalancers: [lb-${i}]\n`);
  }
  out.push("databases:\n");
  for (let i = 0; i < tenth; i++) {
    out.push(`  - label: db-${i}\n    engine: mysql/8.0.30\n    region: us-east\n    type: g6-dedicated-2\n    cluster_size: 3\n    replication_type: semi_synch\n    allow_list: [10.${i % 250}.0.0/16]\n    updates: { frequency: weekly, duration: 1, hour_of_day: 3, day_of_week: 7, week_of_month: null }\n`);
  }
  out.push("stackscripts:\n");
  for (let i = 0; i < tenth; i++) out.push(`  - label: bootstrap-${i}\n    images: [compute/debian12]\n    script: |\n      #!/bin/bash\n      apt-get update\n    is_public: false\n`);
  out.push("images:\n");
  for (let i = 0; i < tenth; i++) out.push(`  - { label: golden-${i}, disk_id: ${4000 + i}, description: hardened base }\n`);
  return out.join("");
}
