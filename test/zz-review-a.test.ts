import { it } from "vitest";
import { statesOfSources } from "../src/lint.js";
import { readFileSync } from "node:fs";
type Vpc = { label?: unknown };
const vpcs = (files: Record<string, string>) => ((statesOfSources(Object.entries(files).map(([filePath, text]) => ({ filePath, text })))[0]!.state as { vpcs?: Vpc[] }).vpcs ?? []);
const label = (expr: string, extra = "") => { try { return vpcs({ "m/main.tf": `${extra}\nresource "linode_vpc" "v" {\n  label  = ${expr}\n  region = "us-east"\n}\n` })[0]?.label; } catch (e) { return "THROW " + String(e).slice(0,200); } };
it("cases", () => {
  const cases = JSON.parse(readFileSync("/tmp/review/cases.json", "utf8")) as [string, string, string][];
  const out: string[] = [];
  for (const [expr, extra, want] of cases) {
    const t = Date.now();
    const got = label(expr, extra);
    const ms = Date.now() - t;
    const g = got === undefined ? "undefined" : JSON.stringify(got);
    out.push(`${g === want ? "ok  " : "DIFF"} ${JSON.stringify(expr)} ${extra ? "[" + JSON.stringify(extra).slice(0,80) + "]" : ""}\n      got=${g?.slice(0,200)} want=${want} ${ms}ms`);
  }
  console.log(out.join("\n"));
});
