/**
 * Drift (issue 23): with the live account and the repository's baseline revision both given, an
 * operation of the live plan that the revision's plan does not have exists only because the live
 * account differs from the revision (a firewall opened by hand, a database resized in the
 * console). Operations are matched by method, path and subject; one that both plans have but
 * that changes more fields against the live account names those fields.
 */
import type { ChangePlan, Operation } from "./index.js";

const key = (o: Pick<Operation, "method" | "path" | "subject">) => `${o.method} ${o.path}\u0000${o.subject}`;

/**
 * The live plan with `drift: true` on each operation the revision's plan lacks, and
 * `driftFields` on one whose fields it only partly has.
 * @example
 * ```ts
 * const live = planChanges({ firewalls: [] }, { firewalls: [fw] });
 * markDrift(live, planChanges({ firewalls: [fw] }, { firewalls: [fw] })).operations[0]?.drift; // true
 * ```
 */
export function markDrift(live: ChangePlan, revision: ChangePlan): ChangePlan {
  const fieldsOf = new Map<string, ReadonlySet<string>>();
  for (const o of revision.operations) fieldsOf.set(key(o), new Set(o.fields));
  const operations = live.operations.map((o): Operation => {
    const fields = fieldsOf.get(key(o));
    if (fields === undefined) return { ...o, drift: true };
    const extra = o.fields.filter((f) => !fields.has(f));
    return extra.length ? { ...o, driftFields: extra } : o;
  });
  return { ...live, operations };
}
