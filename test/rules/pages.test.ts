/**
 * The rule pages are documentation the test suite runs: every rule id has a page, every page
 * names a registered rule with its real severity, its bad example triggers exactly that rule and
 * its good example is clean.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../src/diagnostic.js";
import { lintSources, lintText } from "../../src/lint.js";
import { validateDatabase } from "../../src/resources/database.js";
import { validateFirewall, validateFirewallDevice } from "../../src/resources/firewall.js";
import { validateConfig } from "../../src/config/config.js";
import { toDiagnostics } from "../../src/diagnostic.js";
import { filterFindings, validateFilter, validatePaging } from "../../src/filter/validate.js";
import { validateImage } from "../../src/resources/image.js";
import { validateVpc } from "../../src/resources/vpc.js";
import { validateRequest, type ApiRequest } from "../../src/request/validate.js";
import { RULES } from "../../src/rules/catalog.js";

const dir = new URL("../../rules/", import.meta.url);
const pageIds = readdirSync(dir)
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3))
  .sort();

/** Request-body examples (```json) of rules that only the library reports. */
const LIBRARY_EXAMPLES: Record<string, (body: unknown) => Diagnostic[]> = {
  "firewall-update-field": (body) => validateFirewall(body, "update"),
  "firewall-device-type": (body) => validateFirewallDevice(body),
  "vpc-update-field": (body) => validateVpc(body, "update"),
  "database-update-field": (body) => validateDatabase(body, "update"),
  "image-update-field": (body) => validateImage(body, "update"),
  "paging-page": (params) => validatePaging(params),
  "paging-page-size": (params) => validatePaging(params),
  // A request: the list decides which page size bounds the reference states.
  "paging-page-size-unstated": (request) => validateRequest(request as ApiRequest).diagnostics,
  // A Terraform plan: only an instance the input creates is checked.
  "compute-ssh-keys": (plan) => lintSources([{ filePath: "plan.json", text: JSON.stringify(plan) }])[0]!.messages,
};

/** Filter pages: each example is { collection, filter }, or { collection, filter, profile: "live" } (validateRequest's live profile). */
const runFilterExample = (example: unknown): Diagnostic[] => {
  const { collection, filter, profile } = example as { collection: string; filter: unknown; profile?: string };
  return profile === "live" ? toDiagnostics(filterFindings(collection, filter, { live: true })) : validateFilter(collection, filter);
};

function example(page: string, heading: "Bad" | "Good"): { lang: string; code: string } {
  const section = page.split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  const match = section && /```(yaml|json|hcl)\n([\s\S]*?)```/.exec(section);
  if (!match) throw new Error(`no ${heading} example`);
  return { lang: match[1]!, code: match[2]! };
}

function findings(id: string, ex: { lang: string; code: string }): Diagnostic[] {
  // A Terraform configuration (a .tf file).
  if (ex.lang === "hcl") return lintSources([{ filePath: `${id}.tf`, text: ex.code }])[0]!.messages;
  if (ex.lang === "json") {
    if (id.startsWith("request-")) {
      // A request, or { request, options } for the rules about options.
      const given = JSON.parse(ex.code) as ApiRequest | { request: ApiRequest; options: never };
      return "request" in given ? validateRequest(given.request, given.options).diagnostics : validateRequest(given).diagnostics;
    }
    const run = id.startsWith("filter-") ? runFilterExample : id.startsWith("config-") ? (c: unknown) => toDiagnostics(validateConfig(c).problems) : LIBRARY_EXAMPLES[id];
    if (!run) throw new Error(`${id}: json example without a library runner`);
    return run(JSON.parse(ex.code));
  }
  // A rule about a change has the state before it: the examples are the desired state.
  const before = baselineOf(id);
  return lintText(ex.code, { filePath: `${id}.yaml`, ...settingsOf(id), ...(before !== undefined ? { baseline: [{ filePath: `${id}.yaml`, text: before }] } : {}) });
}

/** The page's "## Before" example, for rules about a change. */
function baselineOf(id: string): string | undefined {
  const page = readFileSync(new URL(`${id}.md`, dir), "utf8");
  const section = page.split(/^## /m).find((s) => s.startsWith("Before\n"));
  return section ? /```yaml\n([\s\S]*?)```/.exec(section)?.[1] : undefined;
}

/** A page may state the config settings its examples need: "| Settings | {json} |". */
function settingsOf(id: string): Record<string, unknown> {
  const page = readFileSync(new URL(`${id}.md`, dir), "utf8");
  const row = /^\| Settings \| `(.*)` \|$/m.exec(page);
  return row ? (JSON.parse(row[1]!) as Record<string, unknown>) : {};
}

describe("rule pages", () => {
  it("exist for exactly the registered rules", () => {
    expect(pageIds).toEqual(Object.keys(RULES).sort());
  });

  describe.each(pageIds)("%s", (id) => {
    const page = readFileSync(new URL(`${id}.md`, dir), "utf8");

    it("is titled with its id and states its default severity", () => {
      expect(page.startsWith(`# ${id}\n`)).toBe(true);
      expect(page).toContain(`| Severity | ${RULES[id as keyof typeof RULES].severity} |`);
      for (const heading of ["## Why", "## Reference", "## Bad", "## Good"]) expect(page).toContain(heading);
    });

    it("bad example triggers exactly this rule (and what the page says it is reported with)", () => {
      const ids = [...new Set(findings(id, example(page, "Bad")).map((d) => d.ruleId))].sort();
      const also = /^\| Reported with \| (.*) \|$/m.exec(page)?.[1]?.match(/[a-z0-9-]+/g) ?? [];
      expect(ids).toEqual([id, ...also].sort());
    });

    it("good example is clean", () => {
      expect(findings(id, example(page, "Good"))).toEqual([]);
    });
  });
});

describe("the rules page (docs/rules.md)", () => {
  it("lists every rule with its page and default severity", () => {
    const page = readFileSync(new URL("../../docs/rules.md", import.meta.url), "utf8");
    for (const [id, meta] of Object.entries(RULES)) {
      expect(page, id).toContain(`| [\`${id}\`](../rules/${id}.md) | ${meta.severity} |`);
    }
  });
});
