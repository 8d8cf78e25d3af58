// The anchors of the documentation: GitHub's rule (github-slugger), so that a link such as
// `docs/change.md#linting-a-change---baseline-and-cloudlint-plan` works on GitHub and on the site
// alike. docs/.vitepress/config.mts gives VitePress this function (markdown.anchor.slugify), and
// test/docs/links.test.ts checks every link's anchor with it.

/** A heading's Markdown source as text, the way both renderers see it: code spans, emphasis and links reduced to their text. */
export function headingText(markdown) {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\*\*|\*/g, "")
    .replace(/<[^>]*>/g, "")
    .trim();
}

/** GitHub's slug of a heading's text: lower case, every character that is not a letter, mark, number, "_", "-" or space dropped, spaces to "-". */
export function slug(text) {
  return text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "").replace(/ /g, "-");
}

/** The anchors of a Markdown page, in order: the headings outside fenced code, a repeated one numbered "-1", "-2", … as both renderers do. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = [];
  let fence = null;
  for (const line of markdown.split("\n")) {
    const f = /^\s*(```+|~~~+)/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const base = slug(headingText(h[1]));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.push(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}
