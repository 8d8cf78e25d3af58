/**
 * A test helper: state-file data written out as the vendor provider's resources in a Terraform
 * plan (`terraform show -json`), the inverse of src/terraform/mapping.ts for what it maps. Each
 * entry becomes one resource (`linode_firewall.r<i>`, …); references by label or id to another
 * entry (a firewall's devices, an interface's subnet, an IP request's instance) become the
 * configuration's `references`, as Terraform writes them. Given `before`, the resources of both
 * sides are paired by section and label (else position): an update, a create or a delete.
 * What the mapping does not read (an instance's `ipv6_ranges`, `slaac`, …) is left out.
 */
type Json = Record<string, unknown>;

const PROVIDER = "registry.terraform.io/linode/linode";
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const provImage = (v: unknown) => (typeof v === "string" && v.startsWith("compute/") ? `linode/${v.slice(8)}` : v);
const provId = (v: unknown) => (typeof v === "number" ? String(v) : v);

interface Resource {
  address: string;
  type: string;
  values: Json;
  /** The configuration's expressions that reference other resources. */
  expressions: Json;
}

/** One side's resources; `key` pairs a resource with its counterpart of the other side. */
function resourcesOf(state: unknown): Array<Resource & { key: string }> {
  const s = isObject(state) ? state : {};
  const out: Array<Resource & { key: string }> = [];
  const computes = list(s.computes).filter(isObject);
  const nodebalancers = list(s.nodebalancers).filter(isObject);
  const vpcs = list(s.vpcs).filter(isObject);
  // Entries are told apart by label (else id, else position); a label used twice adds the position.
  const labels = new Map<string, number>();
  for (const [section, entries] of Object.entries(s)) for (const e of list(entries)) if (isObject(e) && typeof e.label === "string") labels.set(`${section}:${e.label}`, (labels.get(`${section}:${e.label}`) ?? 0) + 1);
  const keyOf = (section: string, e: Json, i: number) => {
    const key = `${section}:${typeof e.label === "string" ? e.label : typeof e.id === "number" ? e.id : i}`;
    return (labels.get(key) ?? 0) > 1 ? `${key}#${i}` : key;
  };
  const name = (section: string, e: Json, i: number) => {
    const base = keyOf(section, e, i).replace(/[^A-Za-z0-9_-]/g, "_");
    return /^[A-Za-z_]/.test(base) ? base : `r${base}`;
  };
  const addressOf = new Map<string, string>();
  const instanceAddress = (ref: unknown): string | undefined => {
    const i = computes.findIndex((c) => c.label === ref || (typeof ref === "number" && c.id === ref));
    return i >= 0 ? `linode_instance.${name("computes", computes[i]!, i)}` : undefined;
  };
  const nodebalancerAddress = (ref: unknown): string | undefined => {
    const i = nodebalancers.findIndex((n) => n.label === ref || (typeof ref === "number" && n.id === ref));
    return i >= 0 ? `linode_nodebalancer.${name("nodebalancers", nodebalancers[i]!, i)}` : undefined;
  };
  const subnetAddress = (ref: unknown): string | undefined => addressOf.get(`subnet:${String(ref)}`);
  const refExpr = (address: string) => ({ references: [`${address}.id`, address] });
  /** A reference: `undefined` value and an expression when it names an entry, else the literal. */
  const ref = (value: unknown, address: string | undefined): { value: unknown; expression?: Json } => (address ? { value: null, expression: refExpr(address) } : { value: provId(value) });

  vpcs.forEach((v, i) => {
    const vpc = `linode_vpc.${name("vpcs", v, i)}`;
    const subnetLabels = list(v.subnets).map((sn) => (isObject(sn) ? sn.label : undefined));
    list(v.subnets).forEach((sn, j) => {
      if (!isObject(sn)) return;
      const twice = subnetLabels.indexOf(sn.label) !== subnetLabels.lastIndexOf(sn.label);
      const address = `linode_vpc_subnet.${name("vpcs", v, i)}_${name("subnets", sn, j)}${twice ? `_${j}` : ""}`;
      addressOf.set(`subnet:${String(v.label)}/${String(sn.label)}`, address);
      if (typeof sn.id === "number") addressOf.set(`subnet:${sn.id}`, address);
      out.push({ key: `subnet:${keyOf("vpcs", v, i)}/${keyOf("subnets", sn, j)}${twice ? `#${j}` : ""}`, address, type: "linode_vpc_subnet", values: { label: sn.label, ipv4: sn.ipv4, id: provId(sn.id), vpc_id: null }, expressions: { vpc_id: refExpr(vpc) } });
    });
    out.push({ key: keyOf("vpcs", v, i), address: vpc, type: "linode_vpc", values: { label: v.label, region: v.region, id: provId(v.id), description: v.description ?? "" }, expressions: {} });
  });

  computes.forEach((c, i) => {
    const values: Json = { label: c.label, id: provId(c.id), region: c.region, type: c.type, image: provImage(c.image), authorized_keys: c.authorized_keys, authorized_users: c.authorized_users };
    const address = `linode_instance.${name("computes", c, i)}`;
    const ipv4 = isObject(c.ipv4) ? c.ipv4 : {};
    const extra: Array<{ address: unknown; public: boolean }> = [];
    for (const [kind, attr] of [["public", "ip_address"], ["private", "private_ip_address"]] as const) {
      const [first, ...rest] = list(ipv4[kind]);
      if (first !== undefined) values[attr] = first;
      for (const a of rest) extra.push({ address: a, public: kind === "public" });
    }
    const configs: Json[] = [];
    const configExpressions: Json[] = [];
    for (const cfg of list(c.configs)) {
      if (!isObject(cfg)) continue;
      const interfaces: Json[] = [];
      const interfaceExpressions: Json[] = [];
      for (const iface of list(cfg.interfaces)) {
        if (!isObject(iface)) continue;
        const block: Json = { purpose: iface.purpose, label: iface.label ?? null, ipam_address: iface.ipam_address ?? null };
        const expression: Json = {};
        if (iface.subnet !== undefined) {
          const r = ref(iface.subnet, subnetAddress(iface.subnet));
          block.subnet_id = r.value;
          if (r.expression) expression.subnet_id = r.expression;
        }
        if (isObject(iface.ipv4)) block.ipv4 = [{ vpc: iface.ipv4.vpc ?? null, nat_1_1: iface.ipv4.nat_1_1 ?? null }];
        interfaces.push(block);
        interfaceExpressions.push(expression);
      }
      configs.push({ label: cfg.label, interface: interfaces });
      configExpressions.push({ interface: interfaceExpressions });
    }
    if (configs.length) values.config = configs;
    out.push({ key: keyOf("computes", c, i), address, type: "linode_instance", values, expressions: configs.length ? { config: configExpressions } : {} });
    extra.forEach((x, k) => out.push({ key: `instance_ip:${keyOf("computes", c, i)}:${k}`, address: `linode_instance_ip.${name("computes", c, i)}_${k}`, type: "linode_instance_ip", values: { address: x.address, public: x.public, linode_id: null }, expressions: { linode_id: refExpr(address) } }));
  });

  nodebalancers.forEach((n, i) => {
    out.push({ key: keyOf("nodebalancers", n, i), address: `linode_nodebalancer.${name("nodebalancers", n, i)}`, type: "linode_nodebalancer", values: { label: n.label, id: provId(n.id), region: n.region }, expressions: {} });
  });

  list(s.firewalls).forEach((f, i) => {
    if (!isObject(f)) return;
    const rules = isObject(f.rules) ? f.rules : {};
    const rule = (r: unknown) => {
      const o = isObject(r) ? r : {};
      const addresses = isObject(o.addresses) ? o.addresses : {};
      return { action: o.action, protocol: o.protocol, ports: o.ports ?? "", label: o.label, description: o.description ?? "", ipv4: addresses.ipv4 ?? null, ipv6: addresses.ipv6 ?? null };
    };
    const values: Json = { label: f.label, id: provId(f.id), tags: f.tags ?? [], disabled: f.status === "disabled", inbound_policy: rules.inbound_policy, outbound_policy: rules.outbound_policy, inbound: list(rules.inbound).map(rule), outbound: list(rules.outbound).map(rule) };
    const expressions: Json = {};
    const devices = isObject(f.devices) ? f.devices : {};
    for (const [kind, attr, find] of [["computes", "linodes", instanceAddress], ["nodebalancers", "nodebalancers", nodebalancerAddress]] as const) {
      const given = list(devices[kind]);
      if (!given.length) continue;
      const addresses = given.map(find);
      if (addresses.every((a) => a !== undefined)) {
        values[attr] = null;
        expressions[attr] = { references: addresses.flatMap((a) => [`${a}.id`, a]) };
      } else values[attr] = given.map(provId);
    }
    out.push({ key: keyOf("firewalls", f, i), address: `linode_firewall.${name("firewalls", f, i)}`, type: "linode_firewall", values, expressions });
  });

  list(s.databases).forEach((d, i) => {
    if (!isObject(d)) return;
    const { engine, id, ...rest } = d;
    out.push({ key: keyOf("databases", d, i), address: `linode_database_mysql_v2.${name("databases", d, i)}`, type: "linode_database_mysql_v2", values: { ...rest, engine_id: engine, id: provId(id) }, expressions: {} });
  });
  list(s.stackscripts).forEach((x, i) => {
    if (!isObject(x)) return;
    out.push({ key: keyOf("stackscripts", x, i), address: `linode_stackscript.${name("stackscripts", x, i)}`, type: "linode_stackscript", values: { ...x, id: provId(x.id), description: x.description ?? "", images: Array.isArray(x.images) ? x.images.map(provImage) : x.images }, expressions: {} });
  });
  list(s.images).forEach((x, i) => {
    if (!isObject(x)) return;
    out.push({ key: keyOf("images", x, i), address: `linode_image.${name("images", x, i)}`, type: "linode_image", values: { ...x, description: x.description ?? "" }, expressions: {} });
  });
  const instanceRef = (v: unknown) => ref(v, instanceAddress(v));
  list(s.ipv6_ranges).forEach((x, i) => {
    if (!isObject(x)) return;
    const r = instanceRef(x.compute_id);
    out.push({ key: `ipv6_ranges:${i}`, address: `linode_ipv6_range.r${i}`, type: "linode_ipv6_range", values: { prefix_length: x.prefix_length, route_target: x.route_target, linode_id: x.compute_id === undefined ? null : r.value }, expressions: r.expression ? { linode_id: r.expression } : {} });
  });
  list(s.ip_shares).forEach((x, i) => {
    if (!isObject(x)) return;
    const r = instanceRef(x.compute_id);
    out.push({ key: `ip_shares:${i}`, address: `linode_instance_shared_ips.r${i}`, type: "linode_instance_shared_ips", values: { linode_id: x.compute_id === undefined ? null : r.value, addresses: x.ips }, expressions: r.expression ? { linode_id: r.expression } : {} });
  });
  list(s.ip_assignments).forEach((x, i) => {
    if (!isObject(x)) return;
    const blocks: Json[] = [];
    const blockExpressions: Json[] = [];
    for (const a of list(x.assignments)) {
      const o = isObject(a) ? a : {};
      const r = instanceRef(o.compute_id);
      blocks.push({ address: o.address, linode_id: o.compute_id === undefined ? null : r.value });
      blockExpressions.push(r.expression ? { linode_id: r.expression } : {});
    }
    out.push({ key: `ip_assignments:${i}`, address: `linode_networking_ip_assignment.r${i}`, type: "linode_networking_ip_assignment", values: { region: x.region, assignments: blocks }, expressions: { assignments: blockExpressions } });
  });
  return out;
}

/** Null for what is absent (Terraform writes every attribute). */
function withNulls(values: Json): Json {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === undefined ? null : v]));
}

/** Types whose id is a number the API assigns (an image's id is its path, `private/12`). */
const NUMBERED = new Set(["linode_instance", "linode_nodebalancer", "linode_vpc", "linode_vpc_subnet", "linode_firewall", "linode_database_mysql_v2", "linode_stackscript"]);

/**
 * State data (and optionally the state before the change) as a plan's JSON text. As in a real
 * plan, a resource that exists before the change has an id (one is made up when the state gives
 * none), kept by its update, and a created resource's id is unknown.
 */
export function stateAsPlan(state: unknown, before?: unknown): string {
  const after = resourcesOf(state);
  const prior = before === undefined ? [] : resourcesOf(before);
  let nextId = 900001;
  for (const r of prior) if (NUMBERED.has(r.type) && (r.values.id === undefined || r.values.id === null)) r.values.id = String(nextId++);
  const priorByKey = new Map(prior.map((r) => [r.key, r]));
  const afterKeys = new Set(after.map((r) => r.key));
  const changes: Json[] = [];
  const config: Json[] = [];
  const change = (r: Resource, actions: string[], b: Json | null, a: Json | null, afterUnknown: Json = {}) => {
    const [, name] = r.address.split(".");
    changes.push({ address: r.address, mode: "managed", type: r.type, name, provider_name: PROVIDER, change: { actions, before: b, after: a, after_unknown: afterUnknown, before_sensitive: {}, after_sensitive: {} } });
  };
  for (const r of after) {
    const b = priorByKey.get(r.key);
    // Without a state before the change, every resource is unchanged (a no-op): nothing is created.
    if (before === undefined) change(r, ["no-op"], withNulls(r.values), withNulls(r.values));
    else if (b) change({ ...r, address: b.address }, ["update"], withNulls(b.values), withNulls({ ...r.values, id: r.values.id ?? b.values.id }));
    else change(r, ["create"], null, withNulls(r.values), NUMBERED.has(r.type) && r.values.id === undefined ? { id: true } : {});
    config.push({ address: b?.address ?? r.address, mode: "managed", type: r.type, name: (b?.address ?? r.address).split(".")[1], expressions: r.expressions });
  }
  for (const b of prior) {
    if (afterKeys.has(b.key)) continue;
    change(b, ["delete"], withNulls(b.values), null);
  }
  return JSON.stringify({ format_version: "1.2", terraform_version: "1.9.8", resource_changes: changes, configuration: { root_module: { resources: config } } }, null, 2);
}
