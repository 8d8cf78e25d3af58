/**
 * The documentation the tests read: the README (what a newcomer reads first) and the pages of
 * the documentation site under docs/, which hold everything the README used to (each test reads
 * the page that now holds its block, so a block that was required stays required where it lives).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

/** The text of docs/<name>.md (e.g. docText("terraform")). */
export function docText(name: string): string {
  return readFileSync(join(root, "docs", `${name}.md`), "utf8");
}

/** README.md and every docs/**\/*.md (docs/api/, typedoc's output, and dot folders left out), paths relative to the repository. */
export function docPages(): { path: string; text: string }[] {
  const pages: { path: string; text: string }[] = [{ path: "README.md", text: readFileSync(join(root, "README.md"), "utf8") }];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith(".") || (dir === join(root, "docs") && entry.name === "api")) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) pages.push({ path: relative(root, path).split(sep).join("/"), text: readFileSync(path, "utf8") });
    }
  };
  walk(join(root, "docs"));
  return pages;
}

/** The README and every page, joined: for the tests that look for a block wherever it lives. */
export function allDocs(): string {
  return docPages().map((p) => p.text).join("\n");
}
