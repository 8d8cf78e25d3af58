/**
 * The playground page: tabs of files in a CodeMirror 6 editor, linted together as one account by
 * a Web Worker (the page never blocks typing), the findings list, the exposure picture, the change
 * plan and share links. Every text from the files or the lint goes into the DOM as text
 * (textContent, attributes), never as HTML.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { json } from "@codemirror/lang-json";
import { yaml } from "@codemirror/lang-yaml";
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics, type Diagnostic as CmDiagnostic } from "@codemirror/lint";
import { EditorSelection, EditorState, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from "@codemirror/view";
import { hcl } from "codemirror-lang-hcl";
import type { Diagnostic, ExposureAnswer, FirewallRef, LintFilesResult, Reply, Request } from "./protocol.js";
import { decodeShare, encodeShare, refusal, ShareError, type SharedFile } from "./share.js";
import { renderExposure } from "./exposure.js";

/** The typing pause after which a lint starts. */
const LINT_PAUSE_MS = 120;
/** A lint running longer than this is stopped: the worker is terminated and a new one started. */
const LINT_TIMEOUT_MS = 5000;
/** Findings listed at most (the editor marks them all): a list of thousands only slows the page. */
const MAX_LISTED = 500;

type Side = "after" | "before";
interface Tab {
  path: string;
  side: Side;
  state: EditorState;
  diagnostics: Diagnostic[];
}

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const tablist = $<HTMLDivElement>("tabs");
const panel = $<HTMLDivElement>("panel");
const statusEl = $<HTMLOutputElement>("status");
const diagnosticsEl = $<HTMLUListElement>("diagnostics");
const exampleSelect = $<HTMLSelectElement>("example");
const firewallSelect = $<HTMLSelectElement>("exposure-firewall");
const exposureBody = $<HTMLDivElement>("exposure-body");
const planSection = $<HTMLElement>("plan");
const addBefore = $<HTMLButtonElement>("add-before");
const fileMessage = $<HTMLParagraphElement>("file-message");
const shareStatus = $<HTMLParagraphElement>("share-status");
const shareUrl = $<HTMLInputElement>("share-url");

let tabs: Tab[] = [];
let current = 0;
let firewalls: FirewallRef[] = [];
let chosenFirewall: { label: string; path: string } | null = null;

// ---------------------------------------------------------------- editor

function languageOf(path: string): Extension {
  if (/\.(tf|tfvars|tofu|hcl)$/i.test(path)) return hcl();
  if (/\.json$/i.test(path)) return json();
  return yaml();
}

const updateListener = EditorView.updateListener.of((update) => {
  const tab = tabs[current];
  if (!tab) return;
  tab.state = update.state;
  if (update.docChanged) scheduleLint();
  if (update.selectionSet || update.docChanged) followCursor();
});

function stateFor(path: string, text: string): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      lintGutter(),
      languageOf(path),
      EditorView.contentAttributes.of({ "aria-label": `Contents of ${path}` }),
      updateListener,
    ],
  });
}

const view = new EditorView({ parent: $("editor"), state: stateFor("untitled.yaml", "") });
// The scroller must be reachable by keyboard on its own (axe: scrollable-region-focusable); the
// editable content inside it is, but is not recognised as such.
view.scrollDOM.tabIndex = 0;

// ---------------------------------------------------------------- tabs

function tabLabel(tab: Tab): string {
  return tab.side === "before" ? `before: ${tab.path}` : tab.path;
}

function renderTabs(): void {
  const buttons: HTMLButtonElement[] = [];
  const closers: HTMLButtonElement[] = [];
  tabs.forEach((tab, i) => {
    const button = document.createElement("button");
    button.type = "button";
    button.setAttribute("role", "tab");
    button.id = `tab-${i}`;
    button.className = `tab ${tab.side}`;
    button.dataset["path"] = tab.path;
    button.dataset["side"] = tab.side;
    button.setAttribute("aria-selected", String(i === current));
    button.setAttribute("aria-controls", "panel");
    button.tabIndex = i === current ? 0 : -1;
    button.style.order = String(2 * i);
    button.textContent = tabLabel(tab);
    const count = tab.diagnostics.length;
    if (count > 0) {
      const badge = document.createElement("span");
      badge.className = `badge ${tab.diagnostics.some((d) => d.severity === "error") ? "error" : "warning"}`;
      badge.textContent = String(count);
      badge.setAttribute("aria-label", `${count} finding${count === 1 ? "" : "s"}`);
      button.append(" ", badge);
    }
    button.addEventListener("click", () => selectTab(i));
    button.addEventListener("keydown", onTabKey);
    buttons.push(button);
    const close = document.createElement("button");
    close.type = "button";
    close.className = "close";
    close.style.order = String(2 * i + 1);
    close.setAttribute("aria-label", `Close ${tabLabel(tab)}`);
    close.textContent = "×";
    close.addEventListener("click", () => closeTab(i));
    closers.push(close);
  });
  tablist.replaceChildren(...buttons);
  const bar = tablist.parentElement!;
  for (const old of bar.querySelectorAll(":scope > button.close")) old.remove();
  bar.append(...closers);
  panel.setAttribute("aria-labelledby", `tab-${current}`);
  addBefore.setAttribute("aria-pressed", String(tabs.some((t) => t.side === "before")));
  addBefore.textContent = tabs.some((t) => t.side === "before") ? "Remove the “before” set" : "Add a “before” set";
}

function onTabKey(event: KeyboardEvent): void {
  let next = current;
  if (event.key === "ArrowRight") next = (current + 1) % tabs.length;
  else if (event.key === "ArrowLeft") next = (current - 1 + tabs.length) % tabs.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = tabs.length - 1;
  else return;
  event.preventDefault();
  selectTab(next);
  (tablist.children[next] as HTMLElement | undefined)?.focus();
}

function selectTab(i: number): void {
  if (!tabs[i]) return;
  current = i;
  view.setState(tabs[i]!.state);
  applyEditorDiagnostics();
  renderTabs();
  followCursor();
}

function closeTab(i: number): void {
  const tab = tabs[i];
  if (!tab) return;
  if (tabs.filter((t) => t.side === "after").length === 1 && tab.side === "after") {
    fileMessage.textContent = "The last file stays open: an account needs at least one file.";
    return;
  }
  tabs.splice(i, 1);
  fileMessage.textContent = `Closed ${tabLabel(tab)}.`;
  selectTab(Math.min(current >= i && current > 0 ? current - 1 : current, tabs.length - 1));
  scheduleLint(0);
}

function setTabs(files: readonly SharedFile[], selected = 0): void {
  tabs = files.map((f) => ({ path: f.path, side: f.side, state: stateFor(f.path, f.text), diagnostics: [] }));
  chosenFirewall = null;
  current = -1;
  selectTab(Math.min(Math.max(selected, 0), tabs.length - 1));
  scheduleLint(0);
}

/** Why a new file name is refused, or undefined. */
function nameProblem(name: string, side: Side): string | undefined {
  if (name.length === 0) return "Type a file name first, e.g. firewalls.yaml or main.tf.";
  if (name.length > 200) return "That name is longer than 200 characters.";
  if (name.startsWith("/") || name.split("/").some((part) => part === ".." || part === "")) return "Use a relative path without “..”, e.g. infra/net.yaml.";
  if (tabs.some((t) => t.path === name && t.side === side)) return `${name} is already open.`;
  return undefined;
}

function addFile(): void {
  const input = $<HTMLInputElement>("new-file-name");
  const name = input.value.trim();
  const side: Side = tabs[current]?.side ?? "after";
  const problem = nameProblem(name, side);
  if (problem) {
    fileMessage.textContent = problem;
    return;
  }
  tabs.push({ path: name, side, state: stateFor(name, ""), diagnostics: [] });
  input.value = "";
  fileMessage.textContent = `Added ${side === "before" ? "before: " : ""}${name}.`;
  selectTab(tabs.length - 1);
  view.focus();
  scheduleLint(0);
}

function toggleBefore(): void {
  if (tabs.some((t) => t.side === "before")) {
    tabs = tabs.filter((t) => t.side === "after");
    fileMessage.textContent = "Removed the “before” set.";
    selectTab(Math.min(current, tabs.length - 1));
  } else {
    // A copy of the current files is where a change starts: edit either side.
    const copies = tabs.map((t) => ({ path: t.path, side: "before" as const, state: stateFor(t.path, t.state.doc.toString()), diagnostics: [] }));
    tabs.push(...copies);
    fileMessage.textContent = "Added a “before” set: a copy of the files as they are now. Edit either side to see the change.";
    selectTab(tabs.length - copies.length);
  }
  scheduleLint(0);
}

// ---------------------------------------------------------------- the worker

let worker: Worker | null = null;
let requested = 0; // generation of the latest request
let finished = 0; // lints shown
let requestedAt = 0;
let lintTimer: ReturnType<typeof setTimeout> | undefined;
let watchdog: ReturnType<typeof setTimeout> | undefined;
let pendingLint = false;
/** A lint is waiting for the typing pause: a result arriving meanwhile is shown, but the status stays "linting". */
let lintScheduled = false;
let fixId = 0;
const fixWaiters = new Map<number, (reply: Extract<Reply, { type: "fix" }>) => void>();

function startWorker(): void {
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.onmessage = (event: MessageEvent<Reply>) => onReply(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    clearTimeout(watchdog);
    finished += 1;
    statusEl.dataset["generation"] = String(finished);
    setStatus("done", `The lint worker failed to start or crashed (${event.message || "no message"}). Reload the page to try again.`);
  };
  if (pendingLint) runLint();
}

function post(request: Request): void {
  worker?.postMessage(request);
}

function scheduleLint(pause = LINT_PAUSE_MS): void {
  clearTimeout(lintTimer);
  lintScheduled = true;
  statusEl.dataset["state"] = "linting";
  lintTimer = setTimeout(runLint, pause);
}

function workspace(side: Side) {
  return tabs.filter((t) => t.side === side).map((t) => ({ path: t.path, text: t.state.doc.toString() }));
}

function runLint(): void {
  lintScheduled = false;
  if (!worker) {
    pendingLint = true;
    return;
  }
  pendingLint = false;
  requested += 1;
  requestedAt = performance.now();
  statusEl.dataset["state"] = "linting";
  const before = tabs.some((t) => t.side === "before") ? workspace("before") : null;
  post({ type: "lint", generation: requested, after: workspace("after"), before, firewall: chosenFirewall });
  clearTimeout(watchdog);
  watchdog = setTimeout(onTimeout, LINT_TIMEOUT_MS);
}

function onTimeout(): void {
  worker?.terminate();
  for (const waiter of fixWaiters.values()) waiter({ type: "fix", id: -1, text: null, error: "the lint worker was restarted" });
  fixWaiters.clear();
  finished += 1;
  statusEl.dataset["generation"] = String(finished);
  setStatus("done", `The lint took longer than ${LINT_TIMEOUT_MS / 1000} s and was stopped; a new lint worker was started. Shorten the files, then type to lint again.`);
  startWorker();
}

function setStatus(state: "linting" | "done", text: string): void {
  statusEl.dataset["state"] = lintScheduled ? "linting" : state;
  statusEl.textContent = text;
}

function onReply(reply: Reply): void {
  if (reply.type === "fix") {
    const waiter = fixWaiters.get(reply.id);
    fixWaiters.delete(reply.id);
    waiter?.(reply);
    return;
  }
  if (reply.generation !== requested) return; // a stale answer: a newer request is on its way
  if (reply.type === "exposure") {
    renderExposureAnswer(reply.exposure);
    return;
  }
  clearTimeout(watchdog);
  if (reply.type === "error") {
    finished += 1;
    statusEl.dataset["generation"] = String(finished);
    setStatus("done", `The lint failed: ${reply.message}. This is a bug of cloudlint's; please report it with a share link.`);
    return;
  }
  showResult(reply.result);
  firewalls = reply.firewalls;
  renderFirewallSelect();
  renderExposureAnswer(reply.exposure);
  finished += 1;
  const ms = Math.round(performance.now() - requestedAt);
  statusEl.dataset["generation"] = String(finished);
  statusEl.dataset["ms"] = String(ms);
  const { errors, warnings, infos } = reply.result.counts;
  const n = reply.result.files.length;
  const plural = (k: number, word: string) => `${k} ${word}${k === 1 ? "" : "s"}`;
  setStatus("done", `${plural(errors, "error")}, ${plural(warnings, "warning")}${infos ? `, ${plural(infos, "info")}` : ""} in ${plural(n, "file")}`);
}

// ---------------------------------------------------------------- findings

function showResult(result: LintFilesResult): void {
  const byPath = new Map(result.files.map((f) => [f.path, f]));
  for (const tab of tabs) tab.diagnostics = tab.side === "after" ? (byPath.get(tab.path)?.messages ?? []) : [];
  applyEditorDiagnostics();
  renderTabs();
  const items: HTMLLIElement[] = [];
  let unlisted = 0;
  for (const file of result.files) {
    if (file.skipped) {
      const li = document.createElement("li");
      li.className = "skipped";
      li.textContent = `${file.path}: not linted (${file.skipped})`;
      items.push(li);
    }
    for (const d of file.messages) {
      if (items.length < MAX_LISTED) items.push(diagnosticItem(file.path, d));
      else unlisted++;
    }
  }
  if (unlisted > 0) {
    const li = document.createElement("li");
    li.className = "skipped";
    li.textContent = `${unlisted} more finding${unlisted === 1 ? "" : "s"} not listed here (the first ${MAX_LISTED} are); the editor marks them all.`;
    items.push(li);
  }
  if (items.length === 0) {
    const li = document.createElement("li");
    li.className = "clean";
    li.textContent = "No findings.";
    items.push(li);
  }
  diagnosticsEl.replaceChildren(...items);
  renderPlan(result);
}

function diagnosticItem(path: string, d: Diagnostic): HTMLLIElement {
  const li = document.createElement("li");
  li.className = `diagnostic ${d.severity}`;
  li.dataset["file"] = path;
  li.dataset["rule"] = d.ruleId;
  li.dataset["severity"] = d.severity;
  if (d.line !== undefined) li.dataset["line"] = String(d.line);
  if (d.column !== undefined) li.dataset["column"] = String(d.column);
  if (d.endLine !== undefined) li.dataset["endLine"] = String(d.endLine);
  if (d.endColumn !== undefined) li.dataset["endColumn"] = String(d.endColumn);
  const where = document.createElement("button");
  where.type = "button";
  where.className = "where";
  where.textContent = `${path}${d.line !== undefined ? `:${d.line}:${d.column ?? 1}` : ""}`;
  where.setAttribute("aria-label", `Go to ${where.textContent}`);
  where.addEventListener("click", () => goTo(path, "after", d.line, d.column));
  const severity = document.createElement("span");
  severity.className = `severity ${d.severity}`;
  severity.textContent = d.severity;
  let rule: HTMLElement;
  if (d.ruleId.includes("/")) {
    // An organisation policy: its page is the policy file, not the site.
    rule = document.createElement("span");
    rule.title = "an organisation policy";
  } else {
    const a = document.createElement("a");
    a.href = `../rules/${encodeURIComponent(d.ruleId)}.html`;
    rule = a;
  }
  rule.className = "rule";
  rule.textContent = d.ruleId;
  const message = document.createElement("p");
  message.className = "message";
  message.textContent = d.message;
  const head = document.createElement("div");
  head.className = "head";
  head.append(severity, " ", where, " ", rule);
  li.append(head, message);
  for (const r of d.related ?? []) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "related";
    const file = r.file ?? path;
    button.textContent = `↳ ${r.file ? `${r.file}:` : ""}${r.line ?? "?"}:${r.column ?? 1} ${r.message}`;
    button.addEventListener("click", () => goTo(file, "after", r.line, r.column));
    li.append(button);
  }
  if (d.fix) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "fix";
    button.textContent = `Fix: ${d.fix.description}`;
    button.addEventListener("click", () => void applyFixOf(path, d));
    li.append(button);
  }
  return li;
}

function offsetOf(state: EditorState, line: number | undefined, column: number | undefined): number {
  const doc = state.doc;
  const l = doc.line(Math.min(Math.max(line ?? 1, 1), doc.lines));
  return Math.min(l.from + Math.max((column ?? 1) - 1, 0), l.to);
}

function goTo(path: string, side: Side, line: number | undefined, column: number | undefined): void {
  const i = tabs.findIndex((t) => t.path === path && t.side === side);
  if (i < 0) return;
  if (i !== current) selectTab(i);
  const at = offsetOf(view.state, line, column);
  view.dispatch({ selection: EditorSelection.cursor(at), scrollIntoView: true });
  view.focus();
}

function applyEditorDiagnostics(): void {
  const tab = tabs[current];
  if (!tab) return;
  const state = view.state;
  const list: CmDiagnostic[] = tab.diagnostics.map((d) => {
    const from = offsetOf(state, d.line, d.column);
    let to = d.endLine !== undefined ? offsetOf(state, d.endLine, d.endColumn) : from;
    if (to < from) to = from;
    const cm: CmDiagnostic = { from, to, severity: d.severity, message: d.message, source: d.ruleId };
    if (d.fix) cm.actions = [{ name: `Fix: ${d.fix.description}`, apply: () => void applyFixOf(tab.path, d) }];
    return cm;
  });
  view.dispatch(setDiagnostics(state, list));
}

async function applyFixOf(path: string, d: Diagnostic): Promise<void> {
  const i = tabs.findIndex((t) => t.path === path && t.side === "after");
  const tab = tabs[i];
  if (!tab || !worker) return;
  const text = tab.state.doc.toString();
  const id = ++fixId;
  const reply = await new Promise<Extract<Reply, { type: "fix" }>>((resolve) => {
    fixWaiters.set(id, resolve);
    post({ type: "fix", id, path, text, diagnostic: d });
  });
  if (reply.text === null) {
    fileMessage.textContent = `The fix could not be applied: ${reply.error ?? "unknown reason"}.`;
    return;
  }
  if (tab.state.doc.toString() !== text) {
    fileMessage.textContent = "The file changed while the fix was prepared; nothing was changed. Try the fix again.";
    return;
  }
  // Replace only the part that differs, so the cursor and undo history stay sensible.
  const next = reply.text;
  let start = 0;
  while (start < text.length && start < next.length && text[start] === next[start]) start++;
  let endOld = text.length;
  let endNew = next.length;
  while (endOld > start && endNew > start && text[endOld - 1] === next[endNew - 1]) {
    endOld--;
    endNew--;
  }
  const changes = { from: start, to: endOld, insert: next.slice(start, endNew) };
  if (i === current) view.dispatch({ changes });
  else tab.state = tab.state.update({ changes }).state;
  fileMessage.textContent = `Applied: ${d.fix?.description ?? "the fix"}.`;
  scheduleLint(0);
}

// ---------------------------------------------------------------- exposure

function renderFirewallSelect(): void {
  const options = firewalls.map((fw, i) => {
    const option = document.createElement("option");
    option.value = String(i);
    option.textContent = `${fw.label} (${fw.path}:${fw.line})`;
    return option;
  });
  firewallSelect.replaceChildren(...options);
  const index = chosenFirewall ? firewalls.findIndex((f) => f.label === chosenFirewall!.label && f.path === chosenFirewall!.path) : 0;
  if (index >= 0 && firewalls[index]) {
    firewallSelect.value = String(index);
    chosenFirewall = { label: firewalls[index]!.label, path: firewalls[index]!.path };
  } else chosenFirewall = firewalls[0] ? { label: firewalls[0].label, path: firewalls[0].path } : null;
  firewallSelect.disabled = firewalls.length === 0;
}

function chooseFirewall(fw: FirewallRef): void {
  if (chosenFirewall && chosenFirewall.label === fw.label && chosenFirewall.path === fw.path) return;
  chosenFirewall = { label: fw.label, path: fw.path };
  firewallSelect.value = String(firewalls.indexOf(fw));
  post({ type: "exposure", generation: requested, firewall: chosenFirewall });
}

function followCursor(): void {
  const tab = tabs[current];
  if (!tab || tab.side !== "after") return;
  const line = view.state.doc.lineAt(view.state.selection.main.head).number;
  const fw = firewalls.find((f) => f.path === tab.path && line >= f.line && line <= f.endLine);
  if (fw) chooseFirewall(fw);
}

function renderExposureAnswer(answer: ExposureAnswer): void {
  if (answer === null) {
    const p = document.createElement("p");
    p.className = "note";
    p.textContent = "No firewall in these files.";
    exposureBody.replaceChildren(p);
    return;
  }
  if ("problem" in answer) {
    const p = document.createElement("p");
    p.className = "note";
    p.textContent = `No picture: ${answer.problem}`;
    exposureBody.replaceChildren(p);
    return;
  }
  exposureBody.replaceChildren(renderExposure(answer.map, (line) => goTo(answer.map.firewall.path, "after", line, 1)));
}

// ---------------------------------------------------------------- plan

function renderPlan(result: LintFilesResult): void {
  const pre = planSection.querySelector("pre")!;
  const note = $<HTMLParagraphElement>("plan-note");
  if (result.plan) {
    pre.textContent = result.plan.text;
    pre.hidden = false;
    note.textContent = "The API calls this change takes, in order, with the token scopes and events; its transition findings are with the others above.";
  } else {
    pre.textContent = "";
    pre.hidden = true;
    note.textContent = "Add a “before” set to see the API calls, token scopes and events a change takes.";
  }
}

// ---------------------------------------------------------------- share

async function share(): Promise<void> {
  const files: SharedFile[] = tabs.map((t) => ({ path: t.path, side: t.side, text: t.state.doc.toString() }));
  const fragment = await encodeShare({ files, selected: current });
  const refused = refusal(fragment);
  if (refused) {
    shareUrl.value = "";
    shareStatus.textContent = refused;
    shareStatus.className = "problem";
    return;
  }
  const url = `${location.href.split("#")[0]}#${fragment}`;
  shareUrl.value = url;
  shareStatus.className = "";
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    copied = false;
  }
  shareStatus.textContent = `Link ready (${Math.ceil(url.length / 1024)} KiB${copied ? ", copied to the clipboard" : ""}). The files are in the link itself, after the #: nothing was uploaded.`;
  shareUrl.select();
}

async function openFromHash(atStart: boolean): Promise<boolean> {
  try {
    const state = await decodeShare(location.hash);
    if (!state) return false;
    exampleSelect.value = "";
    setTabs(state.files, state.selected);
    shareStatus.className = "";
    shareStatus.textContent = `Opened the ${state.files.length} file${state.files.length === 1 ? "" : "s"} of a shared link.`;
    return true;
  } catch (error) {
    shareStatus.className = "problem";
    shareStatus.textContent = `This link could not be opened: ${error instanceof ShareError ? error.message : "its data is not the playground's"}.${atStart ? " The default example is shown instead." : " The files open here are unchanged."}`;
    return false;
  }
}

// ---------------------------------------------------------------- examples

type Examples = Record<string, { files: SharedFile[] }>;
let examples: Examples | null = null;

async function loadExamples(): Promise<Examples> {
  if (examples) return examples;
  const response = await fetch(new URL("./examples.json", import.meta.url));
  if (!response.ok) throw new Error(`examples.json: HTTP ${response.status}`);
  examples = (await response.json()) as Examples;
  return examples;
}

async function openExample(id: string): Promise<void> {
  try {
    const all = await loadExamples();
    const example = all[id];
    if (!example) return;
    setTabs(example.files, 0);
    fileMessage.textContent = "";
  } catch (error) {
    fileMessage.textContent = `The examples could not be loaded (${error instanceof Error ? error.message : String(error)}).`;
  }
}

// ---------------------------------------------------------------- wiring

exampleSelect.addEventListener("change", () => void openExample(exampleSelect.value));
firewallSelect.addEventListener("change", () => {
  const fw = firewalls[Number(firewallSelect.value)];
  if (fw) chooseFirewall(fw);
});
$("add-file").addEventListener("click", addFile);
$<HTMLInputElement>("new-file-name").addEventListener("keydown", (event) => {
  if (event.key === "Enter") {
    event.preventDefault();
    addFile();
  }
});
addBefore.addEventListener("click", toggleBefore);
$("share").addEventListener("click", () => void share());
window.addEventListener("hashchange", () => void openFromHash(false));

setStatus("linting", "Loading…");
void (async () => {
  if (!(await openFromHash(true))) await openExample(exampleSelect.value);
})();

// The worker (the whole linter) loads after the first paint.
const startAfterPaint = () => requestAnimationFrame(() => setTimeout(startWorker, 0));
if (document.readyState === "complete") startAfterPaint();
else window.addEventListener("load", startAfterPaint, { once: true });
