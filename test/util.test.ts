import { describe, expect, it } from "vitest";
import { suggest } from "../src/util/text.js";

describe("suggest", () => {
  it.each([
    ["lable", ["label", "region"], "label"],
    ["firewall", ["firewalls", "vpcs"], "firewalls"],
    ["protcol", ["protocol", "ports"], "protocol"],
    ["inboud_policy", ["inbound_policy", "outbound_policy"], "inbound_policy"],
    ["xyz", ["label", "region"], undefined],
    ["a", ["b"], undefined],
  ])("%s", (word, candidates, expected) => {
    expect(suggest(word, candidates)).toBe(expected);
  });
});

import { validateConfig } from "../src/config/config.js";

describe("config validation reports every problem at once", () => {
  it("schema problems and unknown rule ids together, with did-you-mean for ids and severities", () => {
    const { problems } = validateConfig({ rules: { "subnet-overlaps": "error", "subnet-overlap": "warn" }, ignores: "x" });
    const messages = problems.map((p) => p.message);
    expect(messages).toContain('unknown rule id "subnet-overlaps"; did you mean "subnet-overlap"?');
    expect(messages.some((m) => m.includes('not "warn"; did you mean "warning"?'))).toBe(true);
    expect(messages.some((m) => m.startsWith("ignores must be a list"))).toBe(true);
  });
});
