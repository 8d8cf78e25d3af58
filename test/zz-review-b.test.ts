import { it } from "vitest";
import { statesOfSources } from "../src/lint.js";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
const files = (root: string): { filePath: string; text: string }[] => {
  const out: { filePath: string; text: string }[] = [];
  const walk = (d: string) => { for (const n of readdirSync(d)) { const p = join(d, n); if (statSync(p).isDirectory()) walk(p); else if (p.endsWith(".tf")) out.push({ filePath: p, text: readFileSync(p, "utf8") }); } };
  walk(root);
  return out;
};
it("dump", () => {
  for (const dir of (process.env.DIRS ?? "").split(",")) {
    const s = statesOfSources(files(dir));
    console.log("=== " + dir + "\n" + JSON.stringify(s.map((x) => x.state), (k, v) => (typeof v === "symbol" ? "<UNKNOWN>" : v), 1).slice(0, 6000));
  }
});
