/**
 * site/build.mjs stages the GitHub pages for the site: a link between pages stays a relative page
 * link (which VitePress turns into .html and checks), a link to any other file of the repository
 * becomes its GitHub address, code is left as written, and the tests' marker comments go.
 */
import { describe, expect, it } from "vitest";
import { stageMarkdown } from "../../site/build.mjs";

const GITHUB = "https://github.com/cloudlint/cloudlint";

describe("stageMarkdown", () => {
  it("keeps page links as page links, from docs/ (the site's root) and from rules/", () => {
    const page = stageMarkdown("[a](./cli.md#configuration), [b](../rules/parse-error.md), [c](#here), [d](../rules/)\n", "docs/terraform.md");
    expect(page).toBe("[a](./cli.md#configuration), [b](./rules/parse-error.md), [c](#here), [d](./rules/index.md)\n");
    const rule = stageMarkdown("[other](./input-limit.md) and [the config](../docs/cli.md#configuration)\n", "rules/parse-error.md");
    expect(rule).toBe("[other](./input-limit.md) and [the config](../cli.md#configuration)\n");
  });

  it("makes a link to any other file of the repository its GitHub address (a folder's tree, a file's blob), anchors kept", () => {
    const text = "[bench](../bench/README.md#start-up) [schema](../schemas/config.schema.json) [examples](../examples-change/) [ci](../.ci/run)";
    expect(stageMarkdown(text, "docs/cli.md")).toBe(
      `[bench](${GITHUB}/blob/main/bench/README.md#start-up) [schema](${GITHUB}/blob/main/schemas/config.schema.json) [examples](${GITHUB}/tree/main/examples-change) [ci](${GITHUB}/blob/main/.ci/run)`,
    );
  });

  it("leaves fenced code, external links and site paths alone, and drops marker comment lines", () => {
    const text = "<!-- starter-config -->\n```md\n[x](../bench/README.md)\n```\n<!-- /starter-config -->\n[web](https://example.com/a.md) [pg](/playground/)\n";
    expect(stageMarkdown(text, "docs/ci.md")).toBe("```md\n[x](../bench/README.md)\n```\n[web](https://example.com/a.md) [pg](/playground/)\n");
  });

  it("refuses a link that leaves the repository", () => {
    expect(() => stageMarkdown("[up](../../elsewhere.md)", "docs/cli.md")).toThrow("docs/cli.md: the link ../../elsewhere.md leaves the repository");
  });
});
