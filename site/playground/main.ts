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
import { decodeShare, encodeShare, fileName, MAX_FILES_PER_SIDE, refusal, ShareError, type SharedFile } from "./share.js";
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

interface TabElements {
  button: HTMLButtonElement;
  close: HTMLButtonElement;
  /** What the button shows now (label and badge), so that an unchanged tab is not touched. */
  shown: string;
}
/** Each tab's button and close button, kept across renders: a re-render updates them in place, so focus stays where it is. */
const tabElements = new Map<Tab, TabElements>();

function elementsOf(tab: Tab): TabElements {
  let els = tabElements.get(tab);
  if (els) return els;
  const button = document.createElement("button");
  button.type = "button";
  button.setAttribute("role", "tab");
  button.className = `tab ${tab.side}`;
  button.dataset["path"] = tab.path;
  button.dataset["side"] = tab.side;
  button.setAttribute("aria-controls", "panel");
  button.setAttribute("aria-keyshortcuts", "Delete");
  button.addEventListener("click", () => selectTab(tabs.indexOf(tab)));
  button.addEventListener("keydown", (event) => onTabKey(event, tab));
  const close = document.createElement("button");
  close.type = "button";
  close.className = "close";
  // Not a stop of its own in the tab order: the Delete key closes the focused tab, as editors do.
  close.tabIndex = -1;
  close.setAttribute("aria-label", `Close ${tabLabel(tab)}`);
  close.textContent = "×";
  close.addEventListener("click", () => closeTab(tabs.indexOf(tab)));
  els = { button, close, shown: "" };
  tabElements.set(tab, els);
  return els;
}

/** The one "after" file left cannot be closed: the account linted is the "after" side, and it needs a file. */
function isLastAfter(tab: Tab): boolean {
  return tab.side === "after" && tabs.filter((t) => t.side === "after").length === 1;
}

function sameChildren(parent: Element, wanted: readonly Element[]): boolean {
  const children = parent.children;
  return children.length === wanted.length && wanted.every((el, i) => children[i] === el);
}

function renderTabs(): void {
  const active = document.activeElement;
  const buttons: HTMLButtonElement[] = [];
  const closers: HTMLButtonElement[] = [];
  for (const [tab] of tabElements) if (!tabs.includes(tab)) tabElements.delete(tab);
  tabs.forEach((tab, i) => {
    const els = elementsOf(tab);
    const { button, close } = els;
    button.id = `tab-${i}`;
    button.setAttribute("aria-selected", String(i === current));
    button.tabIndex = i === current ? 0 : -1;
    button.style.order = String(2 * i);
    close.style.order = String(2 * i + 1);
    const count = tab.diagnostics.length;
    const worst = tab.diagnostics.some((d) => d.severity === "error") ? "error" : "warning";
    const shown = `${count}:${worst}`;
    if (els.shown !== shown) {
      els.shown = shown;
      button.textContent = tabLabel(tab);
      if (count > 0) {
        const badge = document.createElement("span");
        badge.className = `badge ${worst}`;
        badge.textContent = String(count);
        badge.setAttribute("aria-label", `${count} finding${count === 1 ? "" : "s"}`);
        button.append(" ", badge);
      }
    }
    const last = isLastAfter(tab);
    close.setAttribute("aria-disabled", String(last));
    close.title = last ? "The last “after” file stays open: the account linted needs at least one file." : "";
    buttons.push(button);
    closers.push(close);
  });
  // Moved only when the set or order of tabs changed (moving a focused element drops its focus).
  if (!sameChildren(tablist, buttons)) tablist.replaceChildren(...buttons);
  const bar = tablist.parentElement!;
  const oldClosers = [...bar.querySelectorAll<HTMLButtonElement>(":scope > button.close")];
  if (oldClosers.length !== closers.length || oldClosers.some((c, i) => c !== closers[i])) {
    for (const old of oldClosers) old.remove();
    bar.append(...closers);
  }
  if (active instanceof HTMLElement && active !== document.activeElement && active.isConnected) active.focus();
  panel.setAttribute("aria-labelledby", `tab-${current}`);
  addBefore.setAttribute("aria-pressed", String(tabs.some((t) => t.side === "before")));
  addBefore.textContent = tabs.some((t) => t.side === "before") ? "Remove the “before” set" : "Add a “before” set";
}

function focusSelectedTab(): void {
  tabElements.get(tabs[current]!)?.button.focus();
}

function onTabKey(event: KeyboardEvent, tab: Tab): void {
  const at = tabs.indexOf(tab);
  if (at < 0) return;
  if (event.key === "Delete") {
    event.preventDefault();
    closeTab(at);
    return;
  }
  let next = at;
  if (event.key === "ArrowRight") next = (at + 1) % tabs.length;
  else if (event.key === "ArrowLeft") next = (at - 1 + tabs.length) % tabs.length;
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = tabs.length - 1;
  else return;
  event.preventDefault();
  selectTab(next);
  focusSelectedTab();
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
  if (isLastAfter(tab)) {
    fileMessage.textContent = `${tab.path} stays open: it is the last “after” file, and the account linted needs at least one.`;
    return;
  }
  // Focus on this tab or its close button would fall to <body> when they go: it moves to the tab selected next.
  const els = tabElements.get(tab);
  const hadFocus = els !== undefined && (document.activeElement === els.button || document.activeElement === els.close);
  const selected = tabs[current];
  tabs.splice(i, 1);
  fileMessage.textContent = `Closed ${tabLabel(tab)}.`;
  const keep = selected && selected !== tab ? tabs.indexOf(selected) : Math.min(i, tabs.length - 1);
  selectTab(keep);
  if (hadFocus) focusSelectedTab();
  scheduleLint(0);
}

function setTabs(files: readonly SharedFile[], selected = 0): void {
  tabs = files.map((f) => ({ path: f.path, side: f.side, state: stateFor(f.path, f.text), diagnostics: [] }));
  chosenFirewall = null;
  current = -1;
  selectTab(Math.min(Math.max(selected, 0), tabs.length - 1));
  scheduleLint(0);
}

/** The name a new file gets (normalised as lintFiles names files), or why it is refused. */
function nameFor(raw: string, side: Side): { path: string } | { problem: string } {
  if (raw.length === 0) return { problem: "Type a file name first, e.g. firewalls.yaml or main.tf." };
  if (raw.length > 200) return { problem: "That name is longer than 200 characters." };
  const path = fileName(raw);
  if (path === undefined) return { problem: "That name is refused: use a relative path without “..”, empty parts or control characters, e.g. infra/net.yaml." };
  if (tabs.some((t) => t.path === path && t.side === side)) return { problem: `${path === raw ? path : `${raw} is ${path}, which`} is already open.` };
  if (tabs.filter((t) => t.side === side).length >= MAX_FILES_PER_SIDE) {
    return { problem: `A set holds at most ${MAX_FILES_PER_SIDE} files (more only slows every keystroke); close one first.` };
  }
  return { path };
}

function addFile(): void {
  const input = $<HTMLInputElement>("new-file-name");
  const side: Side = tabs[current]?.side ?? "after";
  const name = nameFor(input.value.trim(), side);
  if ("problem" in name) {
    fileMessage.textContent = name.problem;
    return;
  }
  tabs.push({ path: name.path, side, state: stateFor(name.path, ""), diagnostics: [] });
  input.value = "";
  fileMessage.textContent = `Added ${side === "before" ? "before: " : ""}${name.path}.`;
  selectTab(tabs.length - 1);
  view.focus();
  scheduleLint(0);
}

function toggleBefore(): void {
  if (tabs.some((t) => t.side === "before")) {
    const selected = tabs[current];
    tabs = tabs.filter((t) => t.side === "after");
    fileMessage.textContent = "Removed the “before” set.";
    selectTab(selected && tabs.includes(selected) ? tabs.indexOf(selected) : 0);
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
  const focus = focusInFindings();
  diagnosticsEl.replaceChildren(...items);
  focus?.();
  renderPlan(result);
}

/** A stable name of a finding's item across lints: file, rule, range and message. */
function itemKey(li: HTMLElement): string {
  const d = li.dataset;
  return [d["file"], d["rule"], d["line"], d["column"], d["endLine"], d["endColumn"], li.querySelector(".message")?.textContent].join("\u0000");
}

/**
 * When focus is on a finding (its rule link, location or a button), how to put it back after the
 * list is rebuilt: on the same control of the same finding, or, when that finding is gone (a fix
 * removed it), on the finding now at its place, else on the list's heading. Undefined when focus
 * is elsewhere.
 */
function focusInFindings(): (() => void) | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !diagnosticsEl.contains(active)) return undefined;
  const li = active.closest("li");
  if (!li) return undefined;
  const key = itemKey(li);
  const index = [...diagnosticsEl.children].indexOf(li);
  const controls = [...li.querySelectorAll<HTMLElement>("a, button")];
  const which = controls.indexOf(active);
  return () => {
    const items = [...diagnosticsEl.children] as HTMLElement[];
    const same = items.find((item) => itemKey(item) === key);
    const target =
      (same ? [...same.querySelectorAll<HTMLElement>("a, button")][which] : undefined) ??
      items[Math.min(index, items.length - 1)]?.querySelector<HTMLElement>("button, a") ??
      undefined;
    if (target) target.focus();
    else {
      const title = $<HTMLElement>("findings-title");
      title.tabIndex = -1;
      title.focus();
    }
  };
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
  const tab = tabs.find((t) => t.path === path && t.side === "after");
  if (!tab || !worker) return;
  const text = tab.state.doc.toString();
  const id = ++fixId;
  const reply = await new Promise<Extract<Reply, { type: "fix" }>>((resolve) => {
    fixWaiters.set(id, resolve);
    post({ type: "fix", id, path, text, diagnostic: d });
  });
  // Tabs may have been closed, added or replaced meanwhile: the tab is found again by identity,
  // never by an index taken before the wait.
  if (!tabs.includes(tab)) {
    fileMessage.textContent = `${path} was closed while the fix was prepared; nothing was changed.`;
    return;
  }
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
  if (tabs[current] === tab) view.dispatch({ changes });
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
  const ready = (copied: boolean) => `Link ready (${Math.ceil(url.length / 1024)} KiB${copied ? ", copied to the clipboard" : ""}). The files are in the link itself, after the #: nothing was uploaded.`;
  // Said at once: the clipboard may take its time (or never answer, in a headless browser).
  shareStatus.textContent = ready(false);
  shareUrl.select();
  try {
    await navigator.clipboard.writeText(url);
    if (shareUrl.value === url) shareStatus.textContent = ready(true);
  } catch {
    // Not copied: the link is in the box, selected.
  }
}

/** Bumped by every replacement of all tabs (an example, a link): a slower earlier one arriving later does not win. */
let opening = 0;

async function openFromHash(atStart: boolean): Promise<boolean> {
  if (!/(?:^#?|&)s=/.test(location.hash)) return false;
  const mine = ++opening;
  try {
    const state = await decodeShare(location.hash);
    if (!state) return false;
    if (mine !== opening) return true;
    exampleSelect.value = "";
    setTabs(state.files, state.selected);
    shareStatus.className = "";
    shareStatus.textContent = `Opened the ${state.files.length} file${state.files.length === 1 ? "" : "s"} of a shared link.`;
    return true;
  } catch (error) {
    if (mine !== opening) return false;
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
  const mine = ++opening;
  try {
    const all = await loadExamples();
    const example = all[id];
    if (!example || mine !== opening) return;
    setTabs(example.files, 0);
    fileMessage.textContent = "";
  } catch (error) {
    if (mine !== opening) return;
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
