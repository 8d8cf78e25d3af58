import { show } from "../util/text.js";
function checkUniqueLabels(entries, ruleId, kind, out) {
  const byLabel = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    const { label } = entry.value;
    if (typeof label !== "string") continue;
    const first = byLabel.get(label);
    if (first) {
      out.report(ruleId, [...entry.path, "label"], `${kind} label ${show(label)} is already used; labels are unique in the account`, {
        fileIndex: entry.fileIndex,
        related: [{ path: [...first.path, "label"], fileIndex: first.fileIndex, message: "first used here" }]
      });
    } else byLabel.set(label, entry);
  }
}
export {
  checkUniqueLabels
};
