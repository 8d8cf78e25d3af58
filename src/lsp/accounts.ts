/**
 * The accounts of a workspace folder. A repository may hold several accounts: every folder under
 * the workspace folder that holds a cloudlint config (the names in config/names.ts) is an account
 * of its own, linted as `cloudlint lint` run in that folder would lint it (its config's `files`,
 * else its state files; its ignores, policies and settings), and its files are no part of the
 * accounts above it. Each file belongs to the account of the nearest such folder above it, else
 * to the workspace folder's own account; cross-file findings, rename, references, completion and
 * hover stay within one account.
 *
 * The account folders are the configs the workspace folder's own walk meets (no second walk: the
 * same ignores, hidden folders and node_modules left out, never into a link to a folder), so they
 * are found again with every reload. The workspace folder's own account is what `cloudlint lint`
 * there lints, less the account folders; when no config applies to it and it holds account
 * folders, it lints nothing (see Workspace.reload).
 */
import { basename } from "node:path";
import { CONFIG_FILE_NAMES } from "../config/names.js";
import { isWithin } from "../cli/files.js";
import { Workspace, type FileRole } from "./workspace.js";

const CONFIG_NAMES: ReadonlySet<string> = new Set(CONFIG_FILE_NAMES);

/** At most this many accounts under the workspace folder are linted (the first ones, in the walk's order). */
export const MAX_ACCOUNTS = 200;

export class Accounts {
  /** The workspace folder's own account. */
  readonly top: Workspace;
  /** The accounts under it, by folder (absolute). */
  private nested = new Map<string, Workspace>();

  constructor(
    root: string | undefined,
    private readonly textOf: (absolute: string) => string | undefined,
    private readonly log: (level: "error" | "warning" | "info", message: string) => void,
  ) {
    this.top = new Workspace(root, textOf, log);
  }

  /** The workspace folder (empty until a client without one opens a file). */
  get root(): string {
    return this.top.root;
  }

  /** Every account: the workspace folder's first, then the folders under it in the walk's order. */
  list(): Workspace[] {
    return [this.top, ...this.nested.values()];
  }

  /** See Workspace.adopt (a client that names no folder: the first file's repository). */
  adopt(absolute: string): boolean {
    return this.top.adopt(absolute);
  }

  /** Finds the workspace folder's account again, then the accounts under it, and each one's files. */
  async reload(): Promise<void> {
    await this.top.reload();
    const folders = this.top.accountFolders.slice(0, MAX_ACCOUNTS);
    if (this.top.accountFolders.length > MAX_ACCOUNTS) this.log("warning", `${this.top.accountFolders.length} folders hold a cloudlint config: the first ${MAX_ACCOUNTS} are linted as accounts`);
    const next = new Map<string, Workspace>();
    for (const folder of folders) next.set(folder, this.nested.get(folder) ?? new Workspace(folder, this.textOf, this.log, this.top.root));
    // An account gone because its folder (or one above it) is now a link out of the repository:
    // its files get an error, as the workspace folder's own would.
    for (const [folder, account] of this.nested) if (!next.has(folder)) this.top.cutOff(account.fileList());
    this.nested = next;
    // Each one's own walk finds the account folders under it, and leaves them out in turn.
    for (const account of this.nested.values()) await account.reload();
  }

  /** The account a file belongs to: the nearest account folder above it, else the workspace folder's. */
  accountOf(absolute: string): Workspace {
    let best: Workspace | undefined;
    for (const [folder, account] of this.nested) if (isWithin(folder, absolute) && (!best || folder.length > best.root.length)) best = account;
    return best ?? this.top;
  }

  /** Reads one account file from the disk again; false when it is not one (or cannot be read: reload). */
  refresh(absolute: string): boolean {
    return this.accountOf(absolute).refresh(absolute);
  }

  filePathOf(absolute: string): string | undefined {
    return this.accountOf(absolute).filePathOf(absolute);
  }

  /** What a path is to its account; any file with a config's name may make or end an account: "config". */
  roleOf(absolute: string): FileRole {
    if (CONFIG_NAMES.has(basename(absolute))) return "config";
    return this.accountOf(absolute).roleOf(absolute);
  }
}
