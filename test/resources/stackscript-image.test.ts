import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostic.js";
import { validateImage, validateImageId } from "../../src/resources/image.js";
import { validateStackScript } from "../../src/resources/stackscript.js";

const ids = (d: Diagnostic[]) => d.map((x) => x.ruleId);
const script = (extra: Record<string, unknown> = {}) => ({ label: "bootstrap", images: ["compute/debian12"], script: "#!/bin/bash\necho hi\n", ...extra });

describe("validateStackScript", () => {
  it("accepts a valid StackScript", () => {
    expect(validateStackScript(script({ description: "d", is_public: false, rev_note: "first" }))).toEqual([]);
  });

  it.each([
    ["ab", ["stackscript-label-length"]],
    ["abc", []],
    ["a".repeat(128), []],
    ["a".repeat(129), ["stackscript-label-length"]],
  ])("label of %#", (label, expected) => {
    expect(ids(validateStackScript(script({ label })))).toEqual(expected);
  });

  it.each([
    [["compute/debian12"], []],
    [["private/12345"], []],
    [["any/all"], []],
    [["compute/debian12", "private/7"], []],
    [[], ["stackscript-images"]],
    [["debian12"], ["image-id-syntax"]],
    [["linode/debian12"], ["image-id-syntax"]],
    [["private/abc"], ["image-id-syntax"]],
    [["private/012"], ["image-id-syntax"]],
    [["compute/"], ["image-id-syntax"]],
    [["compute/a/b"], ["image-id-syntax"]],
    [[42], ["stackscript-field-type"]],
  ])("images %j", (images, expected) => {
    expect(ids(validateStackScript(script({ images })))).toEqual(expected);
  });

  it.each([
    ["#!/bin/bash\n", []],
    ["#!/usr/bin/env python3\nprint(1)", []],
    ["", ["stackscript-script"]],
    ["apt-get update", ["stackscript-interpreter"]],
    [" #!/bin/bash", ["stackscript-interpreter"]],
  ])("script %j", (text, expected) => {
    expect(ids(validateStackScript(script({ script: text })))).toEqual(expected);
  });

  it("requires label, images and script on create; update takes any field", () => {
    expect(ids(validateStackScript({}))).toEqual(["stackscript-required-field", "stackscript-required-field", "stackscript-required-field"]);
    expect(validateStackScript({ is_public: true }, "update")).toEqual([]);
    expect(ids(validateStackScript({ public: true }, "update"))).toEqual(["stackscript-unknown-field"]);
  });
});

describe("validateImage", () => {
  it.each([
    [{ disk_id: 42 }, []],
    [{ disk_id: 42, label: "golden", description: "x", cloud_init: true }, []],
    [{ region: "us-east", label: "up" }, ["image-required-field", "image-unknown-field"]],
    [{ label: "x" }, ["image-required-field"]],
    [{ disk_id: "42" }, ["image-field-type"]],
    [{ disk_id: 42, description: null }, []],
    [{ disk_id: 42, description: "" }, ["image-description-length"]],
    [{ disk_id: 42, description: "x" }, []],
    [{ disk_id: 42, description: "x".repeat(65000) }, []],
    [{ disk_id: 42, description: "x".repeat(65001) }, ["image-description-length"]],
    [{ disk_id: 42, size: 10 }, ["image-unknown-field"]],
  ])("create %j", (body, expected) => {
    expect(ids(validateImage(body))).toEqual(expected);
  });

  it.each([
    [{ region: "us-east", label: "up" }, []],
    [{ region: "us-east", label: "up", description: "golden", cloud_init: false }, []],
    [{ region: "us-east" }, ["image-required-field"]],
    [{ label: "up" }, ["image-required-field"]],
    [{ region: "", label: "up" }, ["field-empty"]],
    [{ disk_id: 42, region: "us-east", label: "x" }, ["image-unknown-field"]],
    [{ disk_id: 42 }, ["image-required-field", "image-required-field", "image-unknown-field"]],
  ])("upload %j", (body, expected) => {
    expect(ids(validateImage(body, "upload"))).toEqual(expected);
  });

  it("names the missing field of each endpoint", () => {
    expect(validateImage({ label: "x" }, "create")).toMatchObject([{ path: ["disk_id"] }]);
    expect(validateImage({ region: "us-east" }, "upload")).toMatchObject([{ path: ["label"] }]);
  });

  it("update takes label and description", () => {
    expect(validateImage({ label: "new", description: null }, "update")).toEqual([]);
    expect(ids(validateImage({ region: "x", cloud_init: true }, "update"))).toEqual(["image-update-field", "image-update-field"]);
  });

  it("validateImageId", () => {
    expect(validateImageId("compute/ubuntu24.04")).toEqual([]);
    expect(ids(validateImageId("any/all"))).toEqual(["image-id-syntax"]);
    expect(validateImageId("any/all", true)).toEqual([]);
    expect(ids(validateImageId(5))).toEqual(["image-id-syntax"]);
  });
});

describe("robustness", () => {
  it("never throws on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        for (const mode of ["create", "update"] as const) {
          validateStackScript(v, mode);
          validateImage(v, mode);
          validateStackScript(script({ images: [v], script: v }), mode);
        }
        validateImageId(v);
      }),
    );
  });
});
