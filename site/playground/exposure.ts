/**
 * The exposure picture: one SVG per firewall, the port axis against the sources, a band per
 * stretch of ports decided by the same rule, coloured by that rule; a legend, and a table of the
 * ACCEPT bands for those who do not see the picture. The geometry is axis.ts's.
 */
import { AXIS_TICKS, layoutBands, portStart } from "./axis.js";
import type { ExposureMap } from "./core.js";

type Band = ExposureMap["bands"][number];

const SVG = "http://www.w3.org/2000/svg";

/** Rule colours (distinct, ≥ 3:1 against white as WCAG asks of graphics). */
const PALETTE = ["#1f6feb", "#b35900", "#1a7f37", "#8250df", "#bf3989", "#0a7c86", "#9a6700", "#cf222e", "#57606a", "#4c2889"];
const POLICY_ACCEPT = "#e9c46a";
const POLICY_DROP = "#d0d7de";

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

function ruleKey(band: Band): string {
  return band.rule === null ? `${band.direction}:policy:${band.decision}` : `${band.direction}:${band.rule.index}`;
}

function ruleName(band: Band): string {
  if (band.rule === null) return `the ${band.direction}_policy (${band.decision})`;
  return `${band.direction}[${band.rule.index}]${band.rule.label !== undefined ? ` “${band.rule.label}”` : ""}`;
}

function portsText(band: Band): string {
  return band.from === band.to ? `port ${band.from}` : `ports ${band.from}–${band.to}`;
}

export function renderExposure(map: ExposureMap, goToLine: (line: number) => void): HTMLElement {
  const wrap = document.createElement("div");
  wrap.className = "exposure";
  const rowLabel = new Map(map.rows.map((r) => [r.id, r.label]));
  const rowAddress = new Map(map.rows.map((r) => [r.id, r.address]));
  const lineOf = (band: Band): number | undefined => (band.rule === null ? map.policyLine[band.direction] : band.rule.line);

  // Colours: one per deciding rule, in the order rules first appear.
  const colours = new Map<string, string>();
  for (const band of map.bands) {
    const key = ruleKey(band);
    if (colours.has(key)) continue;
    colours.set(key, band.rule === null ? (band.decision === "ACCEPT" ? POLICY_ACCEPT : POLICY_DROP) : PALETTE[colours.size % PALETTE.length]!);
  }

  const layout = layoutBands(map.rows, map.bands);
  const svg = el("svg", {
    role: "img",
    viewBox: `0 0 ${layout.width} ${layout.height}`,
    width: layout.width,
    height: layout.height,
    "aria-label": `What firewall ${map.firewall.label} accepts: TCP and UDP ports 0 to 65535 (axis), by source (rows), inbound and outbound; coloured by the deciding rule. The table below lists the accepted bands.`,
  });
  svg.classList.add("exposure-svg");
  const defs = el("defs", {});
  const hatch = el("pattern", { id: "drop-hatch", width: 6, height: 6, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" });
  hatch.append(el("rect", { width: 6, height: 6, fill: "#ffffff", "fill-opacity": 0.55 }), el("line", { x1: 0, y1: 0, x2: 0, y2: 6, stroke: "#ffffff", "stroke-width": 3 }));
  defs.append(hatch);
  svg.append(defs);

  for (const panel of layout.panels) {
    svg.append(el("text", { x: 4, y: panel.y + 15, class: "panel-title" }, `${panel.direction === "inbound" ? "Inbound" : "Outbound"} ${panel.protocol}`));
    for (const row of panel.rows) {
      svg.append(el("text", { x: layout.axisX - 6, y: row.y + layout.rowHeight / 2 + 4, "text-anchor": "end", class: "row-label" }, row.label));
      svg.append(el("rect", { x: layout.axisX, y: row.y, width: layout.axisWidth, height: layout.rowHeight, class: "row-bg" }));
    }
  }

  // Widest first: a narrow band (widened to be seen) is drawn over its wide neighbours, never under them.
  const order = layout.rects.map((rect, i) => ({ ...rect, i })).sort((a, b) => b.width - a.width || a.i - b.i);
  order.forEach(({ band, x, y, width, height, i }) => {
    const line = lineOf(band);
    const g = el("g", {});
    const rect = el("rect", {
      x: x.toFixed(2),
      y,
      width: width.toFixed(2),
      height,
      fill: colours.get(ruleKey(band))!,
      class: `band ${band.direction} ${band.decision === "ACCEPT" ? "accept" : "drop"}${band.sensitive ? " sensitive" : ""}`,
      "data-band": i,
      "data-direction": band.direction,
      "data-protocol": band.protocol,
      "data-row": band.row,
      // The address that stands for the row: what `cloudlint explain --address` takes to answer for it.
      "data-address": rowAddress.get(band.row) ?? "",
      "data-from": band.from,
      "data-to": band.to,
      "data-decision": band.decision,
      "data-rule": band.rule === null ? "policy" : band.rule.index,
      ...(line !== undefined ? { "data-rule-line": line } : {}),
    });
    rect.append(el("title", {}, `${band.decision} ${band.protocol} ${portsText(band)} ${band.direction === "inbound" ? "from" : "to"} ${rowLabel.get(band.row) ?? band.row}: decided by ${ruleName(band)}${line !== undefined ? `, line ${line}` : ""}${band.sensitive ? " (includes a sensitive port)" : ""}`));
    if (line !== undefined) rect.addEventListener("click", () => goToLine(line));
    g.append(rect);
    if (band.decision === "ACCEPT" && band.direction === "inbound" && band.sensitive) {
      // An inbound band that accepts a sensitive port: a red notch on its top edge (the fill stays the rule's colour).
      g.append(el("path", { d: `M${(x + width / 2).toFixed(2)} ${y + 5} l-3.5 -5 h7 z`, class: "exposed-mark", "pointer-events": "none" }));
    }
    if (band.decision === "DROP" && band.rule !== null) g.append(el("rect", { x: x.toFixed(2), y, width: width.toFixed(2), height, fill: "url(#drop-hatch)", "pointer-events": "none" }));
    svg.append(g);
  });

  // The axis, its ticks and the sensitive ports.
  const axisY = layout.height - layout.rowHeight - 16;
  svg.append(el("line", { x1: layout.axisX, y1: axisY, x2: layout.axisX + layout.axisWidth, y2: axisY, class: "axis" }));
  for (const port of AXIS_TICKS) {
    const x = layout.axisX + portStart(port === 65535 ? 65536 : port) * layout.axisWidth;
    svg.append(el("line", { x1: x, y1: axisY, x2: x, y2: axisY + 5, class: "axis" }));
    svg.append(el("text", { x, y: axisY + 17, "text-anchor": port === 65535 ? "end" : "middle", class: "tick" }, String(port)));
  }
  for (const [from, to] of map.sensitivePorts) {
    // A single port is a triangle at its place; a range, a bar under the ports it covers.
    const x1 = layout.axisX + portStart(from) * layout.axisWidth;
    const x2 = layout.axisX + portStart(to + 1) * layout.axisWidth;
    const mid = (x1 + x2) / 2;
    const mark = x2 - x1 < 8 ? el("path", { d: `M${mid.toFixed(2)} ${axisY - 1} l-4 -7 h8 z`, class: "sensitive-mark" }) : el("rect", { x: x1.toFixed(2), y: axisY - 5, width: (x2 - x1).toFixed(2), height: 4, class: "sensitive-mark" });
    mark.append(el("title", {}, from === to ? `sensitive port ${from}` : `sensitive ports ${from}–${to}`));
    svg.append(mark);
  }
  svg.append(el("text", { x: layout.axisX, y: layout.height - 4, class: "axis-note" }, "port (0–1023 widest, 10000+ narrowest) · ▼ on the axis: sensitive port · ▼ on a band: accepted inbound"));
  wrap.append(svg);
  const notes: string[] = [];
  if (map.omittedRows > 0) notes.push(`${map.omittedRows} more network${map.omittedRows === 1 ? "" : "s"} named by rules are not drawn (rows are capped).`);
  if (map.skippedRules > 0) notes.push(`${map.skippedRules} rule${map.skippedRules === 1 ? "" : "s"} the API would reject ${map.skippedRules === 1 ? "is" : "are"} left out of the picture, as explain leaves them out: see the findings.`);
  if (notes.length > 0) {
    const p = document.createElement("p");
    p.className = "note";
    p.textContent = notes.join(" ");
    wrap.append(p);
  }

  // Legend: each deciding rule, its colour, its line (a button that goes there).
  const legend = document.createElement("ul");
  legend.className = "legend";
  legend.setAttribute("aria-label", "Rules in the picture");
  const seen = new Set<string>();
  for (const band of map.bands) {
    const key = ruleKey(band);
    if (seen.has(key)) continue;
    seen.add(key);
    const li = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.className = `swatch ${band.decision === "DROP" && band.rule !== null ? "drop" : ""}`;
    swatch.style.background = colours.get(key)!;
    swatch.setAttribute("aria-hidden", "true");
    const line = lineOf(band);
    const label = `${ruleName(band)}: ${band.decision}${line !== undefined ? `, line ${line}` : ""}`;
    if (line !== undefined) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "linklike";
      button.textContent = label;
      button.addEventListener("click", () => goToLine(line));
      li.append(swatch, button);
    } else li.append(swatch, document.createTextNode(label));
    legend.append(li);
  }
  wrap.append(legend);

  // The same facts as text: every ACCEPT band.
  const details = document.createElement("details");
  const summary = document.createElement("summary");
  const accepted = map.bands.filter((b) => b.decision === "ACCEPT");
  summary.textContent = `Accepted traffic as a table (${accepted.length} band${accepted.length === 1 ? "" : "s"})`;
  const table = document.createElement("table");
  table.className = "accept-table";
  const caption = document.createElement("caption");
  caption.textContent = `What ${map.firewall.label} accepts`;
  const head = document.createElement("tr");
  for (const h of ["Direction", "Protocol", "Source or destination", "Ports", "Decided by"]) {
    const th = document.createElement("th");
    th.scope = "col";
    th.textContent = h;
    head.append(th);
  }
  const thead = document.createElement("thead");
  thead.append(head);
  const tbody = document.createElement("tbody");
  for (const band of accepted) {
    const tr = document.createElement("tr");
    const line = lineOf(band);
    for (const text of [band.direction, band.protocol, rowLabel.get(band.row) ?? band.row, `${band.from === band.to ? band.from : `${band.from}–${band.to}`}${band.sensitive ? " (sensitive)" : ""}`, `${ruleName(band)}${line !== undefined ? `, line ${line}` : ""}`]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    tbody.append(tr);
  }
  table.append(caption, thead, tbody);
  details.append(summary, table);
  wrap.append(details);
  return wrap;
}
