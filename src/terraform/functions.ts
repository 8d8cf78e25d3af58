// TEMPORARY STUB (not committed): replaced by the functions helper's module.
import { UNKNOWN, Ref, type TfValue } from "./resources.js";
export class FnError { constructor(readonly message: string) {} }
export interface FnHost {
  charge(n: number): boolean;
  readFile?(path: string): string | undefined | FnError;
  fileExists?(path: string): boolean | undefined;
  template?(text: string, vars: { [key: string]: TfValue }): TfValue | FnError;
}
export function toStringValue(v: TfValue): string | undefined {
  if (typeof v === "string") return v;
  if (typeof v === "number") return String(v);
  if (typeof v === "boolean") return v ? "true" : "false";
  return undefined;
}
export function callFunction(name: string, args: readonly TfValue[], host: FnHost): TfValue | FnError {
  switch (name) {
    case "concat": { const out: TfValue[] = []; for (const a of args) { if (a === UNKNOWN) return UNKNOWN; if (!Array.isArray(a)) return new FnError("not a list"); out.push(...a); } return out; }
    case "length": { const a = args[0]; if (a === UNKNOWN || a instanceof Ref) return UNKNOWN; if (Array.isArray(a)) return a.length; if (typeof a === "string") return a.length; if (a && typeof a === "object") return Object.keys(a).length; return new FnError("bad"); }
    case "format": { const [f, ...rest] = args; if (typeof f !== "string") return UNKNOWN; let i = 0; let unk = false; const s = f.replace(/%[sd]/g, () => { const v = rest[i++]; if (v === UNKNOWN || v instanceof Ref) unk = true; return toStringValue(v ?? null) ?? ""; }); return unk ? UNKNOWN : s; }
    case "toset": { return args[0] ?? null; }
    case "tostring": return toStringValue(args[0] ?? null) ?? UNKNOWN;
    case "templatefile": { const [p, vars] = args; if (typeof p !== "string" || !host.readFile) return UNKNOWN; const t = host.readFile(p); if (t === undefined || t instanceof FnError) return t ?? UNKNOWN; return host.template ? host.template(t, vars as { [key: string]: TfValue }) : UNKNOWN; }
    case "cidrsubnet": return UNKNOWN;
  }
  return new FnError(`there is no function named ${name}`);
}
