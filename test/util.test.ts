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
