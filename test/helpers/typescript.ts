/** Type-checking code as a consumer would (strict, NodeNext), for the tests that compile examples. */
import ts from "typescript";

export const CONSUMER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  types: ["node"],
  skipLibCheck: true,
};

/** The program of these files, and its problems as "file: message" lines (file relative to `base`). */
export function typeCheck(files: readonly string[], base = "", options: ts.CompilerOptions = CONSUMER_OPTIONS): { program: ts.Program; problems: string[] } {
  const program = ts.createProgram([...files], options);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const file = d.file ? d.file.fileName.slice(base.length).replace(/^\//, "") : "";
    return `${file}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
  return { program, problems };
}
