/** The config readers the CLI, the language server and lintFiles share are total: any value, no throw. */
import { expect, it } from "vitest";
import { configLintOptions, parseConfigText } from "../../src/config/config.js";

it("parseConfigText and configLintOptions take any value without throwing", () => {
  for (const v of [undefined, null, 3, {}, [], "x"]) {
    expect(() => parseConfigText(v as never, v as never)).not.toThrow();
    expect(() => configLintOptions(v as never, undefined, v as never)).not.toThrow();
  }
  expect("syntax" in parseConfigText("c.json", "{")).toBe(true);
  const read = parseConfigText(".cloudlintrc.yaml", "rules:\n  nope: off\n");
  expect("problems" in read && read.problems.map((p) => [p.ruleId, read.locate(p.path, p.anchor)?.line])).toEqual([["config-invalid", 2]]);
});
