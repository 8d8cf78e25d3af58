/**
 * Transition checks (issue 13): what the API refuses, or what puts data at risk, in a *change*
 * from a baseline account to the desired one. Each is a rule of the registry; findings point at
 * the desired state (a deleted resource: at its section in the file it was in, when that file is
 * still there).
 */
import type { Path } from "../diagnostic.js";
import type { Account } from "../account/account.js";
import type { Reporter } from "../rules/report.js";
import { show } from "../util/text.js";
import { matchAccounts, type ResourceChange, type Side } from "./identity.js";

/** Where a finding about a deleted resource goes: a desired file's index and a path in it. */
export type PlaceDeleted = (baseline: Side) => { fileIndex: number; path: Path; where: string };

/** Database fields its update does not take (it takes label, allow_list, type and updates). */
const DATABASE_FIXED = ["engine", "region", "cluster_size", "encrypted", "ssl_connection", "replication_type"] as const;

const json = (value: unknown) => JSON.stringify(value) ?? "undefined";
const label = (side: Side | undefined) => (typeof side?.value.label === "string" ? side.value.label : "?");

/** Every transition check over the changes between two accounts. */
export function checkTransitions(before: Account, after: Account, out: Reporter, placeDeleted: PlaceDeleted): ResourceChange[] {
  const changes = matchAccounts(before, after);
  const at = (side: Side, field?: string): { fileIndex: number; path: Path } => ({ fileIndex: side.fileIndex, path: field === undefined ? side.path : [...side.path, field] });
  for (const change of changes) {
    const { before: b, after: a } = change;
    if (b && a) {
      if (change.section === "subnets" && b.value.ipv4 !== undefined && json(b.value.ipv4) !== json(a.value.ipv4)) {
        const { fileIndex, path } = at(a, "ipv4");
        out.report("subnet-ipv4-changed", path, `subnet ${show(label(a))}: ipv4 ${show(b.value.ipv4)} → ${show(a.value.ipv4)}; a subnet's ipv4 is not changeable by update (create a new subnet and move the interfaces)`, { fileIndex });
      }
      if (change.section === "vpcs" && b.value.region !== undefined && json(b.value.region) !== json(a.value.region)) {
        const { fileIndex, path } = at(a, "region");
        out.report("vpc-region-changed", path, `VPC ${show(label(a))}: region ${show(b.value.region)} → ${show(a.value.region)}; VPC update takes only label and description (a VPC in another region is a new VPC)`, { fileIndex });
      }
      if (change.section === "databases") {
        for (const field of DATABASE_FIXED) {
          if (json(b.value[field]) === json(a.value[field])) continue;
          const { fileIndex, path } = at(a, field);
          out.report("database-field-changed", path, `database ${show(label(a))}: ${field} ${show(b.value[field])} → ${show(a.value[field])}; database update takes only label, allow_list, type and updates`, { fileIndex });
        }
      }
    }
  }
  reportIdentityGuesses(changes, out, placeDeleted);
  return changes;
}

/**
 * A resource deleted and another created in the same section, neither with an id: if it is a
 * rename, the plan will delete and recreate it. Said once per created resource (info).
 */
function reportIdentityGuesses(changes: readonly ResourceChange[], out: Reporter, placeDeleted: PlaceDeleted): void {
  const deletedWithoutId = new Map<string, Side[]>();
  for (const c of changes) {
    if (c.how === "deleted" && c.before && c.before.value.id === undefined) {
      const key = c.section === "subnets" ? `subnets:${label(c.vpc?.after ?? c.vpc?.before)}` : c.section;
      deletedWithoutId.set(key, [...(deletedWithoutId.get(key) ?? []), c.before]);
    }
  }
  for (const c of changes) {
    if (c.how !== "created" || !c.after || c.after.value.id !== undefined || c.section === "computes" || c.section === "nodebalancers") continue;
    const key = c.section === "subnets" ? `subnets:${label(c.vpc?.after ?? c.vpc?.before)}` : c.section;
    const gone = deletedWithoutId.get(key);
    if (!gone?.length) continue;
    const old = gone[0]!;
    const { where } = placeDeleted(old);
    out.report(
      "change-identity",
      [...c.after.path, "label"],
      `${show(label(c.after))} is new and ${show(label(old))} (${where}) is gone, and neither has an id: if this is a rename, the change deletes and recreates it; add the id to update it in place`,
      { fileIndex: c.after.fileIndex },
    );
  }
}
