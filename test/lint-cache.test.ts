/** lintSourcesCached (the language server's lint): each state file's parse kept between runs. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LoadCache, lintSources, lintSourcesCached, type SourceFile } from "../src/lint.js";

const examples = ["firewalls", "inventory", "network"].map((name): SourceFile => ({ filePath: `examples-broken/${name}.yaml`, text: readFileSync(new URL(`../examples-broken/${name}.yaml`, import.meta.url), "utf8") }));

describe("lintSourcesCached", () => {
  it("gives what lintSources gives, run after run, as the files change", () => {
    const cache = new LoadCache();
    let files = examples;
    for (let edit = 0; edit < 4; edit++) {
      expect(lintSourcesCached(files, {}, cache)).toEqual(lintSources(files));
      // An edit to one file: a label renamed, which changes the cross-file findings of the others.
      files = files.map((f, i) => (i === edit % files.length ? { ...f, text: f.text.replace(/label: (\S+)/, `label: $1-${edit}`) } : f));
    }
    // Limits are part of a parse: another limit is another parse.
    expect(lintSourcesCached(files, { limits: { maxBytes: 10 } }, cache)).toEqual(lintSources(files, { limits: { maxBytes: 10 } }));
  });

  it("parses again only the file whose text changed", () => {
    const cache = new LoadCache();
    lintSourcesCached(examples, {}, cache);
    expect(cache.parsed).toBe(3);
    lintSourcesCached(examples, {}, cache);
    expect(cache.parsed).toBe(3);
    const edited = examples.map((f, i) => (i === 1 ? { ...f, text: `${f.text}\n` } : f));
    lintSourcesCached(edited, {}, cache);
    expect(cache.parsed).toBe(4);
  });

  it("keeps the files of its latest run only", () => {
    const cache = new LoadCache();
    lintSourcesCached(examples, {}, cache);
    lintSourcesCached(examples.slice(1), {}, cache);
    expect(cache.parsed).toBe(3);
    // The file left out was forgotten: back, it is parsed again.
    lintSourcesCached(examples, {}, cache);
    expect(cache.parsed).toBe(4);
  });

  it("is total: any value for the cache lints without one", () => {
    expect(lintSourcesCached(examples, {}, {} as LoadCache)).toEqual(lintSources(examples));
    expect(lintSourcesCached(examples, {}, undefined)).toEqual(lintSources(examples));
  });
});
