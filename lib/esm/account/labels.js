import { hasUnsafeCharacters, isPlainObject, show } from "../util/text.js";
import { eachFirewallRule } from "./account.js";
const hex = (c) => `U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
function firstSuspect(label) {
  for (let i = 0; i < label.length; i++) {
    const c = label.codePointAt(i);
    if (c >= 32 && c < 127) continue;
    return { code: c, index: i, invisible: hasUnsafeCharacters(String.fromCodePoint(c)) };
  }
  return void 0;
}
function checkLabel(label, path, fileIndex, out) {
  if (typeof label !== "string") return;
  const suspect = firstSuspect(label);
  if (!suspect) return;
  const what = suspect.invisible ? `the invisible or control character ${hex(suspect.code)}` : `the non-ASCII character ${hex(suspect.code)} (${String.fromCodePoint(suspect.code)})`;
  out.report(
    "label-unsafe-characters",
    path,
    `label ${show(label)} has ${what} at position ${suspect.index + 1}; it can pass for another label in a review and resolves only to itself: use ASCII letters, digits and - _ .`,
    { fileIndex }
  );
}
function checkLabelCharacters(account, out) {
  const top = (entries) => {
    for (const e of entries) checkLabel(e.value.label, [...e.path, "label"], e.fileIndex, out);
  };
  for (const section of ["computes", "nodebalancers", "databases", "stackscripts", "images"]) top(account.sections[section]);
  for (const compute of account.sections.computes) {
    const { configs } = compute.value;
    if (!Array.isArray(configs)) continue;
    configs.forEach((config, c) => {
      if (!isPlainObject(config)) return;
      checkLabel(config.label, [...compute.path, "configs", c, "label"], compute.fileIndex, out);
      if (!Array.isArray(config.interfaces)) return;
      config.interfaces.forEach((iface, i) => {
        if (isPlainObject(iface) && iface.purpose === "vlan") checkLabel(iface.label, [...compute.path, "configs", c, "interfaces", i, "label"], compute.fileIndex, out);
      });
    });
  }
  for (const fw of account.sections.firewalls) {
    eachFirewallRule(fw, (rule, direction, i) => checkLabel(rule.label, [...fw.path, "rules", direction, i, "label"], fw.fileIndex, out));
  }
}
export {
  checkLabelCharacters
};
