import type { RuleId } from "../rules/catalog.js";
import type { Reporter } from "../rules/report.js";
import { show } from "../util/text.js";
import type { Entry } from "./account.js";

/** Reports every entry whose label an earlier entry (in any file) already uses, with the first as related. */
export function checkUniqueLabels(entries: readonly Entry[], ruleId: RuleId, kind: string, out: Reporter): void {
  const byLabel = new Map<string, Entry>();
  for (const entry of entries) {
    const { label } = entry.value;
    if (typeof label !== "string") continue;
    const first = byLabel.get(label);
    if (first) {
      out.report(ruleId, [...entry.path, "label"], `${kind} label ${show(label)} is already used; labels are unique in the account`, {
        fileIndex: entry.fileIndex,
        related: [{ path: [...first.path, "label"], fileIndex: first.fileIndex, message: "first used here" }],
      });
    } else byLabel.set(label, entry);
  }
}
