/**
 * The documentation's links, checked: every relative link of a Markdown page names a file or
 * folder of the repository, and every `#anchor` (on the same page or another page) names a
 * heading there, by the slug rule both GitHub and the site use (site/slug.mjs).
 */
import { posix } from "node:path";
import { anchorsOf } from "../../site/slug.mjs";

/** Paths on the built site that no Markdown page holds (the playground, the API reference): a page may link them as /playground/, /api/. */
export const SITE_ONLY = [/^\/playground\/(index\.html)?$/, /^\/api\/(index\.html)?$/];

export interface Page {
  /** Repository-relative, "/"-separated: "README.md", "docs/cli.md", "rules/parse-error.md". */
  path: string;
  text: string;
}

export interface Repository {
  /** "file", "folder", or undefined when the repository has no such path. */
  kind(path: string): "file" | "folder" | undefined;
  /** A Markdown file's text. */
  read(path: string): string;
}

/** The link targets of a page with their line: inline links and reference definitions outside fenced code, code spans and HTML comments; a home page's frontmatter `link:` values. */
export function linksOf(text: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  let fence: string | null = null;
  let frontmatter = text.startsWith("---\n");
  text.split("\n").forEach((raw, index) => {
    const line = index + 1;
    if (frontmatter) {
      if (index > 0 && raw === "---") frontmatter = false;
      else {
        const link = /^\s*link:\s*(\S+)\s*$/.exec(raw);
        if (link) links.push({ line, target: link[1]! });
      }
      return;
    }
    const f = /^\s*(```+|~~~+)/.exec(raw);
    if (f) {
      if (fence === null) fence = f[1]![0]!;
      else if (f[1]![0] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const prose = raw.replace(/`[^`]*`/g, "``").replace(/<!--.*?-->/g, "");
    for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line, target: m[1]! });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(prose);
    if (definition) links.push({ line, target: definition[1]! });
  });
  return links;
}

/** Every broken link of the pages: "PATH:LINE: TARGET: why". */
export function brokenLinks(pages: readonly Page[], repository: Repository): string[] {
  const broken: string[] = [];
  const anchors = new Map<string, Set<string>>();
  const anchorsAt = (path: string) => {
    let set = anchors.get(path);
    if (!set) anchors.set(path, (set = new Set(anchorsOf(repository.read(path)))));
    return set;
  };
  for (const page of pages) {
    for (const { line, target } of linksOf(page.text)) {
      const at = `${page.path}:${line}: ${target}`;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not the repository's
      if (target.startsWith("/")) {
        if (!SITE_ONLY.some((re) => re.test(target))) broken.push(`${at}: an absolute path works neither on GitHub nor under the site's base; link the page relatively`);
        continue;
      }
      const hash = target.indexOf("#");
      const file = hash < 0 ? target : target.slice(0, hash);
      const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const resolved = file === "" ? page.path : posix.normalize(posix.join(posix.dirname(page.path), decodeURIComponent(file)));
      if (resolved.startsWith("../") || resolved === "..") {
        broken.push(`${at}: leaves the repository`);
        continue;
      }
      const kind = repository.kind(resolved.replace(/\/$/, "") || ".");
      if (kind === undefined) {
        broken.push(`${at}: no such file or folder (${resolved})`);
        continue;
      }
      if (kind === "file" && file.endsWith("/")) broken.push(`${at}: ${resolved.replace(/\/$/, "")} is a file, not a folder`);
      if (anchor === undefined) continue;
      if (kind !== "file" || !resolved.endsWith(".md")) broken.push(`${at}: an anchor into ${resolved}, which is no Markdown page`);
      else if (!anchorsAt(resolved).has(anchor)) broken.push(`${at}: ${resolved} has no heading #${anchor}`);
    }
  }
  return broken;
}
