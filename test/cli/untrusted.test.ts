/**
 * A pull request is untrusted input: it may commit symbolic links where cloudlint writes its
 * report or its starter config, or where it reads its config and state files, pointing at a
 * runner's secrets. The real executable, in real git repositories built in a temporary folder
 * (git's global and system config ignored), beside a temporary "home" holding the secrets.
 */
import { execFileSync, spawnSync, type StdioOptions } from "node:child_process";
import { chmodSync, closeSync, existsSync, linkSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin/cloudlint.js");

function cli(args: string[], cwd: string, options: { env?: Record<string, string>; stdio?: StdioOptions } = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? "", ...options.env, PATH: process.env.PATH ?? "" }, timeout: 20_000, ...(options.stdio ? { stdio: options.stdio } : {}) });
  return { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const git = (args: string[], cwd: string) => execFileSync("git", ["-c", "user.email=pr@example.com", "-c", "user.name=pr", "-c", "init.defaultBranch=main", ...args], { cwd, env: GIT_ENV, stdio: "pipe" });

const NPM_TOKEN = "npm_s3cr3tN0tF0rL0gs";
const GH_TOKEN = "ghp_s3cr3tN0tF0rL0gs";

/** A runner's home: credentials files, and whatever else a test puts there. Its real path. */
function home(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cloudlint-home-")));
  writeFileSync(join(dir, ".npmrc"), `//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n`);
  writeFileSync(join(dir, ".git-credentials"), `https://ci:${GH_TOKEN}@github.com\n`);
  writeFileSync(join(dir, ".bashrc"), "# the runner's own file\n");
  return dir;
}

/** A clone of a pull request: its files and symbolic links (name -> target), committed. Its real path. */
function pullRequest(files: Record<string, string>, links: Record<string, string> = {}): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cloudlint-pr-")));
  git(["init", "-q"], dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  for (const [name, target] of Object.entries(links)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    symlinkSync(target, join(dir, name));
  }
  git(["add", "-A"], dir);
  git(["commit", "-qm", "pull request"], dir);
  return dir;
}

const FW = (label: string) => `firewalls:\n  - label: ${label}\n    rules: { inbound_policy: DROP, outbound_policy: ACCEPT }\n`;
const BAD_CIDR = "vpcs:\n  - label: prod\n    region: us-east\n    subnets:\n      - label: app\n        ipv4: 10.0.1.7/24\n";
const LINK_REFUSED = "it is a symbolic link; cloudlint does not write through links (remove it, or name another file)";

describe("the report and the starter config are never written through what a pull request committed", () => {
  it("--output naming a committed symbolic link is refused and its target untouched; a dangling one creates nothing", () => {
    const runner = home();
    const repo = pullRequest({ "infra/net.yaml": BAD_CIDR }, { "cloudlint.sarif": join(runner, ".bashrc"), "report.json": join(runner, "planted.json") });
    const r = cli(["lint", "infra/", "--format", "sarif", "--output", "cloudlint.sarif"], repo);
    expect(r).toEqual({ code: 2, stdout: "", stderr: `cloudlint: refusing to write the report to cloudlint.sarif: ${LINK_REFUSED}\n` });
    expect(readFileSync(join(runner, ".bashrc"), "utf8")).toBe("# the runner's own file\n");
    const dangling = cli(["lint", "infra/", "--format", "json", "--output", "report.json"], repo);
    expect(dangling).toEqual({ code: 2, stdout: "", stderr: `cloudlint: refusing to write the report to report.json: ${LINK_REFUSED}\n` });
    expect(existsSync(join(runner, "planted.json"))).toBe(false);
  });

  it("--output whose folder is a committed link to elsewhere is refused; a path typed outside the repository is written as given", () => {
    const runner = home();
    const repo = pullRequest({ "infra/net.yaml": BAD_CIDR }, { reports: runner });
    const r = cli(["lint", "infra/", "--output", "reports/cloudlint.txt"], repo);
    expect(r).toEqual({ code: 2, stdout: "", stderr: `cloudlint: refusing to write the report to reports/cloudlint.txt: its folder resolves outside the repository (to ${runner})\n` });
    expect(existsSync(join(runner, "cloudlint.txt"))).toBe(false);
    // The user's own choice of a place outside the repository.
    const typed = cli(["lint", "infra/", "--output", join(runner, "typed.txt")], repo);
    expect(typed).toMatchObject({ code: 1, stdout: "", stderr: "" });
    expect(readFileSync(join(runner, "typed.txt"), "utf8")).toContain("subnet-ipv4-canonical");
  });

  it("--output writes a new file and renames it into place: a hard link's other name keeps its bytes, the mode is kept, no temporary file stays", () => {
    const runner = home();
    const repo = pullRequest({ "infra/net.yaml": BAD_CIDR, "old-report.txt": "old\n" });
    chmodSync(join(repo, "old-report.txt"), 0o640);
    linkSync(join(runner, ".bashrc"), join(repo, "shared.txt"));
    const r = cli(["lint", "infra/", "--output", "shared.txt"], repo);
    expect(r.code).toBe(1);
    expect(readFileSync(join(runner, ".bashrc"), "utf8")).toBe("# the runner's own file\n");
    expect(readFileSync(join(repo, "shared.txt"), "utf8")).toContain("subnet-ipv4-canonical");
    expect(cli(["lint", "infra/", "--output", "old-report.txt"], repo).code).toBe(1);
    expect(readFileSync(join(repo, "old-report.txt"), "utf8")).toContain("subnet-ipv4-canonical");
    expect(statSync(join(repo, "old-report.txt")).mode & 0o777).toBe(0o640);
    expect(readdirSync(repo).filter((n) => n.includes("cloudlint-")).length).toBe(0);
  });

  it("--output naming a FIFO, a folder or a device is refused at once; /dev/stdout and /dev/null are the stream and nothing", () => {
    const repo = pullRequest({ "infra/net.yaml": BAD_CIDR });
    execFileSync("mkfifo", [join(repo, "report.fifo")]);
    const fifo = cli(["lint", "infra/", "--output", "report.fifo"], repo);
    expect(fifo).toEqual({ code: 2, stdout: "", stderr: "cloudlint: refusing to write the report to report.fifo: it is not a regular file (a FIFO, device or socket)\n" });
    expect(cli(["lint", "infra/", "--output", "infra"], repo).stderr).toBe("cloudlint: refusing to write the report to infra: it is a folder\n");
    expect(cli(["lint", "infra/", "--output", "/dev/zero"], repo)).toMatchObject({ code: 2, stderr: "cloudlint: refusing to write the report to /dev/zero: it is not a regular file (a FIFO, device or socket)\n" });
    const stdout = cli(["lint", "infra/", "--output", "/dev/stdout"], repo, { env: { FORCE_COLOR: "1" } });
    expect(stdout.code).toBe(1);
    expect(stdout.stdout).toContain("subnet-ipv4-canonical");
    expect(stdout.stdout).not.toContain("\u001b["); // a report written to --output has no colours
    expect(cli(["lint", "infra/", "--output", "/dev/null"], repo)).toEqual({ code: 1, stdout: "", stderr: "" });
  });

  it("init refuses a committed .cloudlintrc.yaml link, even with --force, and a dangling one creates nothing", () => {
    const runner = home();
    const repo = pullRequest({}, { ".cloudlintrc.yaml": join(runner, ".bashrc") });
    for (const args of [["init"], ["init", "--force"]]) {
      expect(cli(args, repo)).toEqual({ code: 2, stdout: "", stderr: `cloudlint: refusing to write .cloudlintrc.yaml: ${LINK_REFUSED}\n` });
    }
    expect(readFileSync(join(runner, ".bashrc"), "utf8")).toBe("# the runner's own file\n");
    const dangling = pullRequest({}, { ".cloudlintrc.yaml": join(runner, "planted.yaml") });
    expect(cli(["init"], dangling).code).toBe(2);
    expect(existsSync(join(runner, "planted.yaml"))).toBe(false);
    // A regular config is replaced with --force (a new file renamed into place), and only then.
    const plain = pullRequest({ ".cloudlintrc.yaml": "rules: {}\n" });
    expect(cli(["init"], plain).code).toBe(2);
    expect(cli(["init", "--force"], plain).code).toBe(0);
    expect(readFileSync(join(plain, ".cloudlintrc.yaml"), "utf8")).toMatch(/^# yaml-language-server/);
    expect(readdirSync(plain).filter((n) => n.includes("cloudlint-")).length).toBe(0);
  });

  it("a full standard output is exit 2 with one line, never a stack trace or the findings code; a closed pipe stays quiet", () => {
    const repo = pullRequest({ "infra/net.yaml": BAD_CIDR });
    const full = openSync("/dev/full", "w");
    try {
      for (const args of [["lint", "infra/"], ["lint", "infra/", "--format", "sarif"], ["rules"]]) {
        const r = cli(args, repo, { stdio: ["ignore", full, "pipe"] });
        expect(r.stderr).toBe("cloudlint: cannot write the report to standard output: ENOSPC\n");
        expect(r.code).toBe(2);
      }
    } finally {
      closeSync(full);
    }
    // A reader that stops early (`| head`) is no error: nothing on stderr, the run's own exit code.
    const piped = spawnSync("bash", ["-c", `"${process.execPath}" "${bin}" lint infra/net.yaml --format sarif 2>stderr.txt | head -c 1 >/dev/null; echo "\${PIPESTATUS[0]}"`], { cwd: repo, encoding: "utf8" });
    // Its own exit code: 1, for the finding (not 0 because the reader left before the run ended).
    expect(piped.stdout.trim()).toBe("1");
    expect(readFileSync(join(repo, "stderr.txt"), "utf8")).toBe("");
  });
});

describe("nothing secret is read or echoed", () => {
  it("a committed config that links to ~/.npmrc, ~/.git-credentials or /proc/self/environ is refused unread", () => {
    const runner = home();
    for (const secret of [".npmrc", ".git-credentials"]) {
      const repo = pullRequest({ "infra/fw.yaml": FW("web-fw") }, { ".cloudlintrc.yaml": join(runner, secret) });
      const expected = `cloudlint: refusing to read config .cloudlintrc.yaml: it resolves outside the repository (to ${join(runner, secret)})\n`;
      expect(cli(["lint", "infra/"], repo)).toEqual({ code: 2, stdout: "", stderr: expected });
      // Found from a subfolder too, and by every command that reads the config.
      expect(cli(["lint", "."], join(repo, "infra")).stderr).toBe(expected.replace(".cloudlintrc.yaml:", "../.cloudlintrc.yaml:"));
      expect(cli(["rules"], repo).code).toBe(2);
    }
    const environ = pullRequest({ "infra/fw.yaml": FW("web-fw") }, { ".cloudlintrc.yaml": "/proc/self/environ" });
    const r = cli(["lint", "infra/"], environ, { env: { A_TOKEN: GH_TOKEN } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^cloudlint: refusing to read config \.cloudlintrc\.yaml: it resolves outside the repository \(to \/proc\/\d+\/environ\)\n$/);
    expect(r.stderr + r.stdout).not.toContain("s3cr3t");
  });

  it("--config through a committed link is refused; a --config path typed outside the repository is read as given", () => {
    const runner = home();
    writeFileSync(join(runner, "team.yaml"), "rules: { subnet-ipv4-canonical: off }\n");
    const repo = pullRequest({ "infra/net.yaml": BAD_CIDR }, { "ci/cloudlint.yaml": join(runner, ".git-credentials") });
    expect(cli(["lint", "infra/", "--config", "ci/cloudlint.yaml"], repo)).toEqual({
      code: 2,
      stdout: "",
      stderr: `cloudlint: refusing to read config ci/cloudlint.yaml: it resolves outside the repository (to ${join(runner, ".git-credentials")})\n`,
    });
    expect(cli(["lint", "infra/", "--config", join(runner, "team.yaml")], repo)).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("config errors name the key and the expected type, never the value found", () => {
    const repo = pullRequest({
      "infra/fw.yaml": FW("web-fw"),
      ".cloudlintrc.yaml": `rules:\n  subnet-overlap: ${GH_TOKEN}\nsettings:\n  allowedRegions: ${NPM_TOKEN}\n  sensitivePorts: [99999]\n  ipv6RangesPerRegion: "${GH_TOKEN}"\n`,
    });
    const r = cli(["lint", "infra/"], repo);
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n").sort()).toEqual(
      [
        "",
        "cloudlint: invalid config .cloudlintrc.yaml:",
        "  .cloudlintrc.yaml:2:19  subnet-overlap must be one of error, warning, info, off  (config-invalid)",
        "  .cloudlintrc.yaml:4:19  allowedRegions must be a list, not a string  (config-field-type)",
        "  .cloudlintrc.yaml:5:20  sensitivePorts[0] must be at most 65535  (config-field-type)",
        "  .cloudlintrc.yaml:6:24  ipv6RangesPerRegion must be an integer, not a string  (config-field-type)",
      ].sort(),
    );
    // A config that is one token, as a copied credentials file is: the type, not the text.
    const whole = pullRequest({ "infra/fw.yaml": FW("web-fw"), ".cloudlintrc.yaml": `https://ci:${GH_TOKEN}@github.com\n` });
    expect(cli(["lint", "infra/"], whole).stderr).toBe("cloudlint: invalid config .cloudlintrc.yaml:\n  .cloudlintrc.yaml:1:1  the value must be a mapping, not a string  (config-field-type)\n");
  });

  it("state files a walk, a glob or the config's files reach through a link outside the repository are refused, naming the link; typed paths are read as given", () => {
    const runner = home();
    const repo = pullRequest(
      { "infra/net.yaml": BAD_CIDR, "shared/fw.yaml": FW("web-fw"), ".cloudlintrc.yaml": "files: ['infra/**/*.yaml']\n" },
      { "infra/creds.yaml": join(runner, ".npmrc"), "infra/shared.yaml": "../shared/fw.yaml" },
    );
    const refused = `cloudlint: refusing to read a symbolic link found in a folder: it resolves outside the repository (remove it, or name the file on the command line to read it as given)\n  infra/creds.yaml -> ${join(runner, ".npmrc")}\n`;
    for (const args of [["lint", "infra/"], ["lint", "infra/*.yaml"], ["lint"], ["plan"]]) {
      expect(cli(args, repo)).toEqual({ code: 2, stdout: "", stderr: refused });
    }
    // --no-follow-symlinks skips every link, as before; a link inside the repository is followed.
    expect(cli(["lint", "infra/", "--no-follow-symlinks"], repo).code).toBe(1);
    const named = cli(["lint", "infra/net.yaml", "infra/shared.yaml", "infra/creds.yaml", "--format", "json"], repo);
    expect(named.code).toBe(1);
    expect(JSON.parse(named.stdout).map((f: { filePath: string }) => f.filePath)).toEqual(["infra/net.yaml", "infra/shared.yaml", "infra/creds.yaml"]);
    expect(named.stdout).not.toContain("s3cr3t");
  });
});
