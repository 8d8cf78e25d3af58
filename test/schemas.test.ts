import { readdirSync, readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SECTIONS } from "../src/account/account.js";
import { stateFileSchema } from "../src/schemas/state.js";

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
ajv.addVocabulary(["x-rule", "x-hints", "x-type-hint"]);
const validate = ajv.compile(JSON.parse(readFileSync(new URL("../schemas/state-file.schema.json", import.meta.url), "utf8")));

describe("schemas/state-file.schema.json", () => {
  it("knows exactly the linter's sections", () => {
    expect(Object.keys(stateFileSchema.properties).sort()).toEqual([...SECTIONS].sort());
  });

  // The state files (the folder's .cloudlintrc.yaml is its config, not state).
  it.each(readdirSync(new URL("../examples/", import.meta.url)).filter((name) => /\.(ya?ml|json)$/.test(name) && !name.startsWith(".")))("examples/%s validates", (name) => {
    const data = parse(readFileSync(new URL(`../examples/${name}`, import.meta.url), "utf8"));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
  });

  it("rejects what the linter reports as unknown keys and wrong shapes", () => {
    expect(validate({ firewall: [] })).toBe(false);
    expect(validate({ firewalls: { label: "x" } })).toBe(false);
    expect(validate({ firewalls: [{ label: "web-fw", rules: { inbound_policy: "DROP", outbound_policy: "DROP" }, colour: "red" }] })).toBe(false);
    expect(validate({ firewalls: null, vpcs: [] })).toBe(true);
  });

  it("describes fields, for hover in editors", () => {
    const fw = (stateFileSchema.definitions as Record<string, { properties: Record<string, { description?: string }> }>).firewall!;
    expect(fw.properties.label!.description).toMatch(/3\.\.32 characters/);
  });
});
