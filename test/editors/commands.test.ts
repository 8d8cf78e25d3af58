/**
 * The command the editor page's (docs/editor.md) Helix setup and the Zed extension (editors/zed) start: `npx --no
 * cloudlint lsp --stdio` in the project. It must run the project's own installed cloudlint (never
 * download one) and serve a real client; the setups must all say the same. The page's Neovim
 * and Emacs setups run the project's node_modules/.bin/cloudlint themselves, and are run in the
 * real editors by test/e2e/editors.test.ts.
 */
import { mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { docText } from "../helpers/docs.js";
import { repository, start, type Session } from "../lsp/client.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const README = docText("editor");
const EDITOR_COMMAND = ["npx", "--no", "cloudlint", "lsp", "--stdio"];

/** The strings of a Lua or TOML list literal. */
const strings = (list: string) => [...list.matchAll(/"([^"]*)"/g)].map((m) => m[1]);

describe("the editors' setups", () => {
  it("Helix's and the Zed extension's commands are npx --no cloudlint lsp --stdio", () => {
    const helix = /\[language-server\.cloudlint\]\ncommand = "([^"]*)"\nargs = \[([^\]]*)\]/.exec(README);
    expect(helix && [helix[1], ...strings(helix[2]!)]).toEqual(EDITOR_COMMAND);
    // The Zed extension: `which("npx")`, then "--no", "cloudlint" and SERVER_ARGS.
    const zed = readFileSync(join(root, "editors/zed/src/lib.rs"), "utf8");
    expect(zed).toContain('worktree.which("npx")');
    expect(strings(/let mut args = vec!\[([^\]]*)\]/.exec(zed)![1]!)).toEqual(["--no", "cloudlint"]);
    expect(strings(/const SERVER_ARGS: \[&str; 2\] = \[([^\]]*)\]/.exec(zed)![1]!)).toEqual(["lsp", "--stdio"]);
    const manifest = readFileSync(join(root, "editors/zed/extension.toml"), "utf8");
    expect(manifest).toMatch(/\[language_servers\.cloudlint\]\nname = "cloudlint"\nlanguages = \["YAML", "JSON", "JSONC", "Terraform", "HCL"\]/);
  });

  it("the Neovim and Emacs setups run the project's installed cloudlint lsp --stdio, found from its root up", () => {
    const lua = [...README.matchAll(/```lua\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
    const neovim = lua.filter((block) => block.includes("cloudlint"));
    expect(neovim).toHaveLength(2);
    for (const block of neovim) {
      expect(block).toContain('vim.fn.findfile("node_modules/.bin/cloudlint", root .. ";")');
      expect(block).toMatch(/cmd = \{ (bin|cloudlint_bin\(root\)), "lsp", "--stdio" \}/);
      expect(block).toMatch(/cmd_cwd = root/);
      expect(block).not.toContain("vim.lsp.config(");
    }
    const emacs = /```elisp\n([\s\S]*?)\n```/.exec(README)![1]!;
    expect(emacs).toContain('(locate-dominating-file root "node_modules/.bin/cloudlint")');
    expect(emacs).toContain('(list (expand-file-name "node_modules/.bin/cloudlint" found) "lsp" "--stdio")');
  });
});

describe("npx --no cloudlint lsp --stdio in a project", () => {
  let session: Session | undefined;
  afterEach(() => session?.kill());

  it("starts the project's installed cloudlint and serves a real client its diagnostics", async () => {
    const dir = repository({
      "package.json": JSON.stringify({ name: "infra", private: true, devDependencies: { cloudlint: "*" } }),
      "infra/db.yaml": "databases:\n  - label: orders\n    region: us-east\n    type: g6-dedicated-2\n    engine: mysql/8\n    allow_list: [0.0.0.0/0]\n",
    });
    // As `npm install --save-dev cloudlint` leaves it: the package, and its bin linked in .bin.
    mkdirSync(join(dir, "node_modules/.bin"), { recursive: true });
    symlinkSync(root, join(dir, "node_modules/cloudlint"), "dir");
    symlinkSync("../cloudlint/bin/cloudlint.js", join(dir, "node_modules/.bin/cloudlint"));
    session = await start(dir, { command: EDITOR_COMMAND as [string, ...string[]] });
    expect(session.initialize?.serverInfo?.name).toBe("cloudlint");
    const found = await session.diagnosticsOf("infra/db.yaml", (d) => d.length > 0, 60_000);
    expect(found.map((d) => d.code)).toContain("database-allow-list-open");
    expect(await session.stop()).toBe(0);
    session = undefined;
  });
});
