/**
 * The exposure picture's geometry, pure: the port axis (a piecewise-linear scale, so that the
 * well-known ports are as wide as the 55,000 ephemeral ones) and the layout of bands into rows and
 * panels. No DOM here: the page turns the layout into SVG.
 */

export const MAX_PORT = 65535;

/**
 * Breakpoints of the axis: ports [0, 1024) take the first half of the width, [1024, 10000) the
 * next 30 %, [10000, 65535] the last 20 %. Port p covers [x(p), x(p + 1)).
 */
export const AXIS_PIECES: ReadonlyArray<{ port: number; at: number }> = [
  { port: 0, at: 0 },
  { port: 1024, at: 0.5 },
  { port: 10000, at: 0.8 },
  { port: MAX_PORT + 1, at: 1 },
];

/** Tick marks printed under the axis. */
export const AXIS_TICKS: readonly number[] = [0, 1024, 10000, 65535];

/** Where port p starts, as a fraction of the axis width in [0, 1]; p = 65536 is the axis' end. */
export function portStart(port: number): number {
  const p = Math.min(Math.max(port, 0), MAX_PORT + 1);
  for (let i = 1; i < AXIS_PIECES.length; i++) {
    const lo = AXIS_PIECES[i - 1]!;
    const hi = AXIS_PIECES[i]!;
    if (p <= hi.port) return lo.at + ((p - lo.port) / (hi.port - lo.port)) * (hi.at - lo.at);
  }
  return 1;
}

/** The port at a fraction of the axis (the inverse of portStart, floored to a whole port). */
export function portAt(fraction: number): number {
  const f = Math.min(Math.max(fraction, 0), 1);
  for (let i = 1; i < AXIS_PIECES.length; i++) {
    const lo = AXIS_PIECES[i - 1]!;
    const hi = AXIS_PIECES[i]!;
    if (f <= hi.at) return Math.min(MAX_PORT, Math.floor(lo.port + ((f - lo.at) / (hi.at - lo.at)) * (hi.port - lo.port) + 1e-9));
  }
  return MAX_PORT;
}

/** Narrowest band drawn, in pixels: a single port must still be visible and hoverable. */
export const MIN_BAND_WIDTH = 4;

export interface BandInput {
  direction: "inbound" | "outbound";
  protocol: "TCP" | "UDP";
  row: string;
  from: number;
  to: number;
}

export interface RowInput {
  id: string;
  label: string;
}

export interface Panel {
  direction: "inbound" | "outbound";
  protocol: "TCP" | "UDP";
  /** Top of the panel's title line. */
  y: number;
  /** Rows of this panel (those with at least one band), top to bottom. */
  rows: Array<{ id: string; label: string; y: number }>;
}

export interface Layout<B> {
  width: number;
  height: number;
  /** Left edge and width of the port axis. */
  axisX: number;
  axisWidth: number;
  rowHeight: number;
  panels: Panel[];
  rects: Array<{ band: B; x: number; y: number; width: number; height: number }>;
}

export interface LayoutOptions {
  width: number;
  labelWidth: number;
  rowHeight: number;
  panelTitle: number;
  panelGap: number;
  top: number;
  bottom: number;
}

export const DEFAULT_LAYOUT: LayoutOptions = { width: 880, labelWidth: 170, rowHeight: 20, panelTitle: 22, panelGap: 12, top: 8, bottom: 44 };

const PANEL_ORDER: ReadonlyArray<{ direction: "inbound" | "outbound"; protocol: "TCP" | "UDP" }> = [
  { direction: "inbound", protocol: "TCP" },
  { direction: "inbound", protocol: "UDP" },
  { direction: "outbound", protocol: "TCP" },
  { direction: "outbound", protocol: "UDP" },
];

/** x and width of the band covering ports [from, to] on an axis at axisX of axisWidth pixels. */
export function bandSpan(from: number, to: number, axisX: number, axisWidth: number): { x: number; width: number } {
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  let x = axisX + portStart(lo) * axisWidth;
  let width = (portStart(hi + 1) - portStart(lo)) * axisWidth;
  if (width < MIN_BAND_WIDTH) {
    // Widen around the band's centre, kept inside the axis.
    x = Math.min(Math.max(x + width / 2 - MIN_BAND_WIDTH / 2, axisX), axisX + axisWidth - MIN_BAND_WIDTH);
    width = MIN_BAND_WIDTH;
  }
  return { x, width };
}

/**
 * Panels (direction × protocol, in a fixed order; a panel without bands is left out), each with
 * the rows that have bands there in the order `rows` gives them, and one rect per band.
 */
export function layoutBands<B extends BandInput>(rows: readonly RowInput[], bands: readonly B[], givenOptions: Partial<LayoutOptions> = {}): Layout<B> {
  const o = { ...DEFAULT_LAYOUT, ...givenOptions };
  const axisX = o.labelWidth;
  const axisWidth = o.width - o.labelWidth - 8;
  const panels: Panel[] = [];
  const rects: Layout<B>["rects"] = [];
  let y = o.top;
  for (const { direction, protocol } of PANEL_ORDER) {
    const mine = bands.filter((b) => b.direction === direction && b.protocol === protocol);
    if (mine.length === 0) continue;
    const used = new Set(mine.map((b) => b.row));
    const panelRows: Panel["rows"] = [];
    let rowY = y + o.panelTitle;
    const rowYById = new Map<string, number>();
    for (const row of rows) {
      if (!used.has(row.id) || rowYById.has(row.id)) continue;
      rowYById.set(row.id, rowY);
      panelRows.push({ id: row.id, label: row.label, y: rowY });
      rowY += o.rowHeight;
    }
    for (const band of mine) {
      const top = rowYById.get(band.row);
      if (top === undefined) continue; // a band of a row the core did not list: not drawn
      const { x, width } = bandSpan(band.from, band.to, axisX, axisWidth);
      rects.push({ band, x, y: top + 1, width, height: o.rowHeight - 2 });
    }
    panels.push({ direction, protocol, y, rows: panelRows });
    y = rowY + o.panelGap;
  }
  return { width: o.width, height: y + o.bottom, axisX, axisWidth, rowHeight: o.rowHeight, panels, rects };
}
