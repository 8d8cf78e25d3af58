// Runs one export of the built library on arbitrary arguments, reporting each call before it is
// made, so the parent can tell a hang (no report within its budget) from a slow run.
import { parentPort, workerData } from "node:worker_threads";
import fc from "fast-check";

const lib = await import(workerData.entry);
const fn = lib[workerData.name];
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withObjectString: true,
  maxDepth: 4,
});
const describe = (v) => {
  try {
    return fc.stringify(v).slice(0, 300);
  } catch {
    return String(typeof v);
  }
};
const calls = fc.sample(fc.array(anything, { minLength: 0, maxLength: 3 }), { numRuns: workerData.runs, seed: workerData.seed });
// { $deep: n } stands for a filter nested n levels deep, built here (too deep to pass to a worker).
const deep = (n) => {
  let v = { label: "x" };
  for (let i = 0; i < n; i++) v = { "+and": [v] };
  return v;
};
const expand = (v) => (v && typeof v === "object" && !Array.isArray(v) && typeof v.$deep === "number" ? deep(v.$deep) : v);
for (const extra of workerData.extra ?? []) calls.unshift(extra.map(expand));
let i = 0;
for (const args of calls) {
  parentPort.postMessage({ type: "call", i: i++, args: describe(args) });
  try {
    const result = fn(...args);
    // Diagnostics that come back are well formed: a known rule id, a message, a path.
    if (Array.isArray(result)) {
      for (const d of result) {
        if (d && typeof d === "object" && "ruleId" in d && !(typeof d.ruleId === "string" && Object.hasOwn(lib.RULES, d.ruleId) && typeof d.message === "string" && d.message.length > 0 && Array.isArray(d.path))) {
          parentPort.postMessage({ type: "threw", args: describe(args), error: `malformed diagnostic ${describe(d)}` });
          process.exit(0);
        }
      }
    }
    // Iterables (the stream formatters) are drained, so their work is done here too.
    if (result && typeof result === "object" && typeof result[Symbol.iterator] === "function" && !Array.isArray(result) && typeof result !== "string") for (const _ of result);
  } catch (e) {
    parentPort.postMessage({ type: "threw", args: describe(args), error: String(e && e.stack ? e.stack.split("\n").slice(0, 4).join(" | ") : e) });
    process.exit(0);
  }
}
parentPort.postMessage({ type: "done", calls: i });
