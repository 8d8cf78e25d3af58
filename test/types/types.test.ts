/**
 * Types, as a consumer sees them: a TypeScript program using the package by name compiles (and
 * its @ts-expect-error lines prove narrowing), and every named type that an export takes or
 * returns is itself exported, so a user can name it.
 */
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { CONSUMER_OPTIONS, typeCheck } from "../helpers/typescript.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
// Library declarations checked too: the package's own .d.ts files are what a consumer compiles.
const options: ts.CompilerOptions = { ...CONSUMER_OPTIONS, skipLibCheck: false };

describe("types for TypeScript users", () => {
  it("a consumer compiles against the built package, and narrowing holds", () => {
    const { program, problems } = typeCheck([`${root}test/types/consumer.ts`], root, options);
    expect(problems).toEqual([]);
    // It really went through the package's exports to the declarations.
    expect(program.getSourceFiles().some((f) => f.fileName.endsWith("lib/esm/index.d.ts"))).toBe(true);
  }, 60_000);

  it("every named type an export takes or returns is exported", () => {
    const index = `${root}src/index.ts`;
    const program = ts.createProgram([index], options);
    const checker = program.getTypeChecker();
    const module = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
    const exported = checker.getExportsOfModule(module);
    const exportedNames = new Set(exported.map((s) => s.name));
    const missing = new Set<string>();
    const seen = new Set<ts.Type>();
    const ours = (symbol: ts.Symbol | undefined) => symbol?.declarations?.some((d) => d.getSourceFile().fileName.startsWith(`${root}src/`)) ?? false;
    const visit = (type: ts.Type, depth: number, from: string): void => {
      if (seen.has(type) || depth > 6) return;
      seen.add(type);
      for (const named of [type.aliasSymbol, type.getSymbol()]) {
        if (named && ours(named) && !named.name.startsWith("__") && !exportedNames.has(named.name) && (named.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) !== 0) {
          missing.add(`${named.name} (reached from ${from})`);
        }
      }
      if (type.isUnionOrIntersection()) for (const t of type.types) visit(t, depth + 1, from);
      for (const argument of checker.getTypeArguments(type as ts.TypeReference) ?? []) visit(argument, depth + 1, from);
      for (const signature of [...type.getCallSignatures(), ...type.getConstructSignatures()]) {
        visit(signature.getReturnType(), depth + 1, from);
        for (const parameter of signature.getParameters()) visit(checker.getTypeOfSymbol(parameter), depth + 1, from);
      }
      if (type.flags & ts.TypeFlags.Object && !(type.getCallSignatures().length > 0)) {
        for (const property of type.getProperties()) {
          if (property.declarations?.some((d) => d.getSourceFile().isDeclarationFile && !d.getSourceFile().fileName.includes("/src/"))) continue;
          visit(checker.getTypeOfSymbol(property), depth + 1, from);
        }
      }
    };
    for (const symbol of exported) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (!(target.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
      visit(checker.getTypeOfSymbol(target), 0, symbol.name);
    }
    expect([...missing].sort()).toEqual([]);
  }, 60_000);
});
