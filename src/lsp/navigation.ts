/**
 * Go to definition, find references and rename, across the account's files (account-index.ts):
 * - definition: on a reference (a device, an IP request's compute_id, `subnet: prod/app` (its VPC
 *   part goes to the VPC), an image id), the resource it resolves to; on a label, the label;
 * - references: every place that names the resource (its label or id where it is defined, and
 *   every reference by the same name);
 * - rename: a resource's label (from its definition or from a reference), with every reference
 *   by label in every file, as one WorkspaceEdit (a label two entries share: the entry at the
 *   cursor alone, and refused from a reference). Refused with a message when the new label is
 *   invalid (the lint's own label checks on the entry with the new label) or taken by another
 *   entry of its kind. prepareRename answers on labels only.
 */
import {
  ErrorCodes,
  ResponseError,
  type DefinitionParams,
  type Location,
  type PrepareRenameParams,
  type Range,
  type ReferenceParams,
  type RenameParams,
  type TextEdit,
  type WorkspaceEdit,
} from "vscode-languageserver/node";
import type { Path } from "../diagnostic.js";
import { lint } from "../lint.js";
import { escapeText } from "../util/text.js";
import { accountIndex, definitionOf, definitionRange, labelKey, occurrenceAt, rangeIn, type AccountIndex, type Definition, type Occurrence } from "./account-index.js";
import { guard, pathOfUri, type ServerContext } from "./context.js";

export const capabilities = { definitionProvider: true, referencesProvider: true, renameProvider: { prepareProvider: true } };

export function register(context: ServerContext): void {
  const { connection } = context;
  connection.onDefinition(guard(context, "textDocument/definition", (params: DefinitionParams) => definition(context, params), null));
  connection.onReferences(guard(context, "textDocument/references", (params: ReferenceParams) => references(context, params), null));
  connection.onPrepareRename(guard(context, "textDocument/prepareRename", (params: PrepareRenameParams) => prepareRename(context, params), null));
  connection.onRenameRequest(guard(context, "textDocument/rename", (params: RenameParams) => rename(context, params), null));
}

/** The account's index and the occurrence under the cursor of a request, if any. */
export function atCursor(context: ServerContext, uri: string, position: { line: number; character: number }): { index: AccountIndex; occurrence: Occurrence } | undefined {
  const absolute = pathOfUri(uri);
  const account = absolute !== undefined ? context.workspace.accountOf(absolute) : undefined;
  const filePath = absolute !== undefined ? account?.filePathOf(absolute) : undefined;
  if (account === undefined || filePath === undefined) return undefined;
  const index = accountIndex(account);
  const fileIndex = index.fileIndexOf.get(filePath);
  if (fileIndex === undefined) return undefined;
  const text = index.files[fileIndex]!.text;
  const offset = offsetOf(text, position);
  if (offset === undefined) return undefined;
  const occurrence = occurrenceAt(index, fileIndex, offset);
  return occurrence ? { index, occurrence } : undefined;
}

/** A position's offset in a text (undefined past its end). */
export function offsetOf(text: string, position: { line: number; character: number }): number | undefined {
  if (!Number.isInteger(position?.line) || !Number.isInteger(position?.character) || position.line < 0 || position.character < 0) return undefined;
  let offset = 0;
  for (let line = 0; line < position.line; line++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return undefined;
    offset = next + 1;
  }
  const lineEnd = text.indexOf("\n", offset);
  const end = lineEnd < 0 ? text.length : lineEnd;
  return Math.min(offset + position.character, end);
}

function location(context: ServerContext, index: AccountIndex, fileIndex: number, range: Range): Location {
  return { uri: context.uriOf(index.files[fileIndex]!.absolute), range };
}

function occurrenceRange(index: AccountIndex, o: Occurrence): Range {
  return rangeIn(index.files[o.fileIndex]!.loaded.positions, o.start, o.end);
}

function definition(context: ServerContext, params: DefinitionParams): Location[] | null {
  const at = atCursor(context, params.textDocument.uri, params.position);
  if (!at) return null;
  const target = definitionOf(at.index, at.occurrence.key);
  return target ? [location(context, at.index, target.fileIndex, definitionRange(at.index, target))] : null;
}

function references(context: ServerContext, params: ReferenceParams): Location[] | null {
  const at = atCursor(context, params.textDocument.uri, params.position);
  if (!at) return null;
  const withDeclaration = params.context?.includeDeclaration !== false;
  const target = definitionOf(at.index, at.occurrence.key);
  const keys = target ? keysOfTarget(at.index, target) : [at.occurrence.key];
  const out: Location[] = [];
  for (const key of keys) {
    for (const o of at.index.occurrences.get(key) ?? []) {
      if (o.role === "definition" && (!withDeclaration || !target || !ownOccurrence(o, target))) continue;
      out.push(location(context, at.index, o.fileIndex, occurrenceRange(at.index, o)));
    }
  }
  return out;
}

/** Every key naming the same resource (its label and its id). */
function keysOfTarget(index: AccountIndex, target: Definition): string[] {
  const keys: string[] = [];
  for (const [key, defs] of index.definitions) if (defs[0]!.fileIndex === target.fileIndex && samePath(defs[0]!.path, target.path)) keys.push(key);
  return keys;
}

/** Whether an occurrence is the resource's own label or id (not another entry's with the same name). */
function ownOccurrence(o: Occurrence, target: Definition): boolean {
  return o.fileIndex === target.fileIndex && samePath(o.path.slice(0, -1), target.path);
}

function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((step, i) => step === b[i]);
}

/** What a rename at a cursor renames: a label (where it is defined or by a reference to it), with its resource. */
function renameTarget(context: ServerContext, uri: string, position: { line: number; character: number }) {
  const at = atCursor(context, uri, position);
  if (!at || typeof at.occurrence.value !== "string" || !at.occurrence.key.includes(":")) return undefined;
  const definitions = at.index.definitions.get(at.occurrence.key) ?? [];
  // On a label where it is defined: that entry (with a duplicated label, the one under the cursor, not the first).
  const own = at.occurrence.role === "definition" ? definitions.find((d) => ownOccurrence(at.occurrence, d)) : undefined;
  const target = own ?? definitionOf(at.index, at.occurrence.key);
  // A label names one resource: a reference that resolves to nothing, or an id, has nothing to rename.
  if (!target) return undefined;
  return { ...at, target, duplicated: definitions.length > 1 };
}

function prepareRename(context: ServerContext, params: PrepareRenameParams): { range: Range; placeholder: string } | null {
  const found = renameTarget(context, params.textDocument.uri, params.position);
  if (!found) return null;
  const { index, occurrence } = found;
  return { range: occurrenceRange(index, occurrence), placeholder: currentName(found.target) };
}

/** The label a rename changes: a subnet's own label, else the entry's. */
function currentName(target: Definition): string {
  return typeof target.value.label === "string" ? target.value.label : "";
}

function rename(context: ServerContext, params: RenameParams): WorkspaceEdit | ResponseError | null {
  const found = renameTarget(context, params.textDocument.uri, params.position);
  if (!found) return new ResponseError(ErrorCodes.InvalidRequest, "cloudlint renames a resource's label: put the cursor on a label or on a reference to one by label");
  const { index, target, occurrence, duplicated } = found;
  // Which of the entries with a duplicated label a reference means is not for a rename to guess.
  if (duplicated && occurrence.role !== "definition") return new ResponseError(ErrorCodes.InvalidRequest, `${escapeText(JSON.stringify(currentName(target)))} is the label of more than one ${KIND_NAMES[target.kind]}: rename one of them at its label first`);
  const newName = params.newName;
  if (typeof newName !== "string") return null;
  const old = currentName(target);
  if (newName === old) return { changes: {} };
  const problem = labelProblem(index, target, newName);
  if (problem) return new ResponseError(ErrorCodes.InvalidParams, problem);
  const key = target.kind === "subnets" ? labelKey("subnets", `${target.vpc!.value.label as string}/${old}`) : labelKey(target.kind, old);
  const edits = new Map<number, TextEdit[]>();
  const edit = (o: Occurrence, text: string) => {
    const list = edits.get(o.fileIndex) ?? [];
    list.push(textEditOf(index, o, text));
    edits.set(o.fileIndex, list);
  };
  for (const o of index.occurrences.get(key) ?? []) {
    // The target's own label, and every reference by that name (other entries with the same label are theirs).
    // A subnet reference's part (`prod/app`: the VPC's or the subnet's) is renamed alone. A duplicated
    // label's entry is renamed alone: the references stay with the label's other entry.
    if (o.role === "definition" ? !ownOccurrence(o, target) : duplicated) continue;
    edit(o, newName);
  }
  const changes: Record<string, TextEdit[]> = {};
  const documentChanges: Array<{ textDocument: { uri: string; version: number | null }; edits: TextEdit[] }> = [];
  for (const [fileIndex, list] of edits) {
    const uri = context.uriOf(index.files[fileIndex]!.absolute);
    changes[uri] = list;
    const document = context.documents.get(uri);
    documentChanges.push({ textDocument: { uri, version: document && document.getText() === index.files[fileIndex]!.text ? document.version : null }, edits: list });
  }
  return context.clientCapabilities.workspace?.workspaceEdit?.documentChanges ? { documentChanges } : { changes };
}

/** The edit that puts `name` in place of an occurrence's naming characters, quoting the value when its new text needs it. */
function textEditOf(index: AccountIndex, o: Occurrence, name: string): TextEdit {
  const file = index.files[o.fileIndex]!;
  const positions = file.loaded.positions;
  const value = String(o.value);
  const whole = o.part === "whole" ? name : o.part === "vpc" ? `${name}${value.slice(value.indexOf("/"))}` : `${value.slice(0, value.indexOf("/") + 1)}${name}`;
  const quote = file.text[o.valueStart];
  const quoted = quote === '"' || quote === "'";
  const plainSafe = /^[A-Za-z][A-Za-z0-9_./-]*$/.test(whole) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(whole);
  const fits = o.verbatim && (quoted ? !whole.includes(quote!) && !whole.includes("\\") : plainSafe);
  if (fits && o.part !== "whole") return { range: rangeIn(positions, o.start, o.end), newText: name };
  if (fits) {
    const inner = quoted ? [o.valueStart + 1, o.valueEnd - 1] : [o.valueStart, o.valueEnd];
    return { range: rangeIn(positions, inner[0]!, inner[1]!), newText: whole };
  }
  // Quoted anew, as JSON (which YAML reads too).
  return { range: rangeIn(positions, o.valueStart, o.valueEnd), newText: JSON.stringify(whole) };
}

/**
 * Why a label cannot be given to the resource: the lint's own findings on the label of the entry
 * with the new label (its syntax, length, characters), or another entry of the kind (a subnet of
 * the same VPC) with it.
 */
export function labelProblem(index: AccountIndex, target: Definition, name: string): string | undefined {
  if (name === "") return "a label cannot be empty";
  const taken = target.kind === "subnets" ? index.definitions.get(labelKey("subnets", `${target.vpc!.value.label as string}/${name}`))?.[0] : index.definitions.get(labelKey(target.kind, name))?.[0];
  if (taken) return `${escapeText(JSON.stringify(name))} is already the label of another ${KIND_NAMES[target.kind]} (${escapeText(index.files[taken.fileIndex]!.filePath)}:${definitionRange(index, taken).start.line + 1})`;
  let state: Record<string, unknown>;
  let labelPath: Path;
  if (target.kind === "subnets") {
    const vpc = target.vpc!.value;
    const subnets = Array.isArray(vpc.subnets) ? vpc.subnets.map((s: unknown) => (s === target.value ? { ...target.value, label: name } : s)) : [];
    const at = Array.isArray(vpc.subnets) ? vpc.subnets.indexOf(target.value) : -1;
    state = { vpcs: [{ ...vpc, subnets }] };
    labelPath = ["vpcs", 0, "subnets", at, "label"];
  } else {
    state = { [target.kind]: [{ ...target.value, label: name }] };
    labelPath = [target.kind, 0, "label"];
  }
  const findings = lint(state).filter((d) => d.severity === "error" || d.ruleId === "label-unsafe-characters");
  const onLabel = findings.find((d) => samePath(d.path, labelPath));
  return onLabel ? `${escapeText(JSON.stringify(name))} is not a valid label: ${onLabel.message} (${onLabel.ruleId})` : undefined;
}

export const KIND_NAMES: Record<Definition["kind"], string> = {
  computes: "compute instance",
  nodebalancers: "NodeBalancer",
  vpcs: "VPC",
  subnets: "subnet",
  firewalls: "firewall",
  databases: "database",
  stackscripts: "StackScript",
  images: "image",
  ip_assignments: "IP assignment",
  ip_shares: "IP share",
  ipv6_ranges: "IPv6 range",
};
