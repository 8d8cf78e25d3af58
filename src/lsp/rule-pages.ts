/**
 * The rule pages the package ships (rules/<id>.md), read on first use, and where they are
 * published (package.json's repository, as the SARIF report's helpUri): for hovers and each
 * diagnostic's codeDescription.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repositoryHelpUri } from "../format/sarif.js";
import { isRuleId } from "../rules/catalog.js";

export class RulePages {
  private readonly pages = new Map<string, string | undefined>();
  /** A rule's published page, when the package names its repository. */
  readonly helpUri: ((ruleId: string) => string) | undefined;

  constructor(private readonly packageRoot: string | undefined) {
    let helpUri: ((ruleId: string) => string) | undefined;
    if (packageRoot !== undefined) {
      try {
        helpUri = repositoryHelpUri(JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as Record<string, unknown>);
      } catch {
        helpUri = undefined;
      }
    }
    this.helpUri = helpUri;
  }

  /** A built-in rule's page (Markdown), if installed; never a file for any other name. */
  page(ruleId: string): string | undefined {
    if (this.packageRoot === undefined || !isRuleId(ruleId)) return undefined;
    if (!this.pages.has(ruleId)) {
      let text: string | undefined;
      try {
        text = readFileSync(join(this.packageRoot, "rules", `${ruleId}.md`), "utf8");
      } catch {
        text = undefined;
      }
      this.pages.set(ruleId, text);
    }
    return this.pages.get(ruleId);
  }
}
