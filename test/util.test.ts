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
    expect(messages).toContain('subnet-overlap must be one of error, warning, info, off; did you mean "warning"?'); // the value found is never quoted
    expect(messages.some((m) => m.startsWith("ignores must be a list"))).toBe(true);
  });
});

import { Suggester } from "../src/util/text.js";

describe("Suggester", () => {
  it("answers as a plain scan does (the first closest candidate), once per distinct word", () => {
    const s = new Suggester(["firewalls", "computes", "vpcs", "images"]);
    expect(s.suggest("firewals")).toBe("firewalls");
    expect(s.suggest("imgaes")).toBe("images");
    expect(s.suggest("zzz")).toBeUndefined();
  });

  it("stops suggesting once its work budget is spent, and never throws", () => {
    const labels = Array.from({ length: 1000 }, (_, i) => `host-${String(i).padStart(4, "0")}`);
    // Each comparison costs about (10 + 1)²; a budget of 2,000 covers a word or two, not a thousand.
    const s = new Suggester(labels, 2000);
    expect(s.suggest("host-0001x")).toBe("host-0001");
    const answers = Array.from({ length: 50 }, (_, i) => s.suggest(`host-${String(i).padStart(4, "0")}y`));
    expect(answers.filter((a) => a === undefined).length).toBeGreaterThan(40);
    expect(s.suggest(5 as never)).toBeUndefined();
  });
});
