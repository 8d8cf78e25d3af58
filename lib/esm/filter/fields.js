const f = (type, sortable = true) => ({ type, sortable });
const COLLECTIONS = {
  vpcs: {
    id: f("number"),
    label: f("string"),
    region: f("string"),
    created: f("datetime"),
    updated: f("datetime"),
    "subnets.id": f("number"),
    "subnets.label": f("string"),
    "subnets.created": f("datetime"),
    "subnets.updated": f("datetime")
  },
  subnets: { id: f("number"), label: f("string"), created: f("datetime"), updated: f("datetime") },
  "vpc-ips": { active: f("boolean"), config_id: f("number"), compute_id: f("number"), region: f("string"), vpc_id: f("number") },
  firewalls: { id: f("number"), label: f("string"), tags: f("tags"), created: f("datetime"), updated: f("datetime") },
  "firewall-devices": { id: f("number"), created: f("datetime"), updated: f("datetime") },
  images: {
    label: f("string"),
    deprecated: f("boolean"),
    is_public: f("boolean"),
    size: f("number"),
    type: f("string"),
    vendor: f("string"),
    status: f("string", false)
  },
  stackscripts: {
    label: f("string"),
    description: f("string"),
    deployments_total: f("number"),
    is_public: f("boolean"),
    rev_note: f("string"),
    mine: f("boolean")
  },
  databases: { label: f("string"), type: f("string"), engine: f("string"), version: f("string"), region: f("string"), status: f("string") },
  "database-engines": { engine: f("string"), version: f("string") },
  ips: { address: f("string"), prefix: f("number"), type: f("string"), rdns: f("string"), region: f("string") },
  "ipv6-ranges": {},
  "ipv6-pools": { region: f("string") }
};
const COLLECTION_NAMES = Object.keys(COLLECTIONS);
function isCollection(name) {
  return typeof name === "string" && Object.prototype.hasOwnProperty.call(COLLECTIONS, name);
}
function fieldSpec(collection, field) {
  const fields = COLLECTIONS[collection];
  return Object.prototype.hasOwnProperty.call(fields, field) ? fields[field] : void 0;
}
const NOT_FILTERABLE = {
  vpcs: { description: "VPC description is not filterable", "subnets.description": "subnet description is not filterable" },
  subnets: { ipv4: "subnet ipv4 is not filterable" },
  firewalls: { status: "firewall status is not filterable" }
};
const RECORD_FIELDS = {
  vpcs: ["id", "label", "description", "region", "subnets", "created", "updated", "subnets.id", "subnets.label", "subnets.ipv4", "subnets.computes", "subnets.created", "subnets.updated", "subnets.description"],
  subnets: ["id", "label", "ipv4", "computes", "created", "updated"],
  "vpc-ips": ["active", "address", "address_range", "config_id", "gateway", "interface_id", "compute_id", "nat_1_1", "prefix", "region", "subnet_id", "subnet_mask", "vpc_id"],
  "database-engines": ["id", "engine", "version", "total_disk_size_gb", "used_disk_size_gb"],
  databases: ["id", "label", "engine", "version", "region", "type", "cluster_size", "encrypted", "ssl_connection", "replication_type", "allow_list", "hosts", "port", "status", "total_disk_size_gb", "used_disk_size_gb", "updates", "created", "updated"],
  images: ["id", "label", "description", "is_public", "created_by", "created", "updated", "expiry", "eol", "deprecated", "size", "status", "type", "vendor", "capabilities"]
};
const LATER_FIELDS = {
  vpcs: ["vpc_type"]
};
function isDateTime(s) {
  if (s.length !== 19 || s[4] !== "-" || s[7] !== "-" || s[10] !== "T" || s[13] !== ":" || s[16] !== ":") return false;
  const num = (from, to) => {
    let n = 0;
    for (let i = from; i < to; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) return -1;
      n = n * 10 + (c - 48);
    }
    return n;
  };
  const year = num(0, 4);
  const month = num(5, 7);
  const day = num(8, 10);
  const hour = num(11, 13);
  const minute = num(14, 16);
  const second = num(17, 19);
  if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  const leap = year % 4 === 0 && year % 100 !== 0 || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}
export {
  COLLECTIONS,
  COLLECTION_NAMES,
  LATER_FIELDS,
  NOT_FILTERABLE,
  RECORD_FIELDS,
  fieldSpec,
  isCollection,
  isDateTime
};
