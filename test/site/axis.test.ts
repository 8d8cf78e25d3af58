import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AXIS_PIECES, bandSpan, layoutBands, MAX_PORT, MIN_BAND_WIDTH, portAt, portStart, type BandInput } from "../../site/playground/axis.js";

describe("the port axis", () => {
  it("starts at 0, ends at 1, and puts the breakpoints where it says", () => {
    expect(portStart(0)).toBe(0);
    expect(portStart(MAX_PORT + 1)).toBe(1);
    expect(portStart(1024)).toBeCloseTo(0.5);
    expect(portStart(10000)).toBeCloseTo(0.8);
    for (const piece of AXIS_PIECES) expect(portStart(piece.port)).toBeCloseTo(piece.at);
  });

  it("is strictly increasing: every port has a width of its own", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_PORT }), (p) => {
      expect(portStart(p + 1)).toBeGreaterThan(portStart(p));
    }));
  });

  it("gives the well-known ports more room per port than the ephemeral ones", () => {
    const width = (p: number) => portStart(p + 1) - portStart(p);
    expect(width(22)).toBeGreaterThan(width(5432));
    expect(width(5432)).toBeGreaterThan(width(40000));
  });

  it("portAt inverts portStart", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_PORT }), (p) => {
      expect(portAt((portStart(p) + portStart(p + 1)) / 2)).toBe(p);
    }));
  });

  it("clamps ports outside 0–65535", () => {
    expect(portStart(-5)).toBe(0);
    expect(portStart(1e9)).toBe(1);
    expect(portAt(2)).toBe(MAX_PORT);
  });
});

describe("bands", () => {
  it("a band spans exactly its ports when wide enough", () => {
    const { x, width } = bandSpan(0, 1023, 100, 800);
    expect(x).toBeCloseTo(100);
    expect(width).toBeCloseTo(400);
  });

  it("a single port is widened to the minimum, inside the axis, around its place", () => {
    const single = bandSpan(22, 22, 100, 800);
    expect(single.width).toBe(MIN_BAND_WIDTH);
    const centre = 100 + ((portStart(22) + portStart(23)) / 2) * 800;
    expect(single.x + single.width / 2).toBeCloseTo(centre);
    expect(bandSpan(65535, 65535, 100, 800).x + MIN_BAND_WIDTH).toBeLessThanOrEqual(900 + 1e-9);
    expect(bandSpan(0, 0, 100, 800).x).toBeGreaterThanOrEqual(100);
  });

  it("adjacent bands covering 1–65535 tile the axis without gaps or overlaps (when all are wide)", () => {
    const pieces = [1, 1024, 2000, 10000, 30000, 65536];
    let end = portStart(1) * 1000;
    for (let i = 0; i + 1 < pieces.length; i++) {
      const span = bandSpan(pieces[i]!, pieces[i + 1]! - 1, 0, 1000);
      expect(span.x).toBeCloseTo(end);
      end = span.x + span.width;
    }
    expect(end).toBeCloseTo(1000);
  });
});

describe("layoutBands", () => {
  const rows = [
    { id: "v4", label: "all IPv4" },
    { id: "v6", label: "all IPv6" },
    { id: "n1", label: "203.0.113.0/24" },
  ];
  const band = (direction: "inbound" | "outbound", protocol: "TCP" | "UDP", row: string, from: number, to: number): BandInput => ({ direction, protocol, row, from, to });

  it("one panel per direction and protocol that has bands, in a fixed order, rows in the given order", () => {
    const bands = [band("outbound", "TCP", "v4", 1, 65535), band("inbound", "TCP", "n1", 22, 22), band("inbound", "TCP", "v4", 1, 65535)];
    const layout = layoutBands(rows, bands);
    expect(layout.panels.map((p) => `${p.direction} ${p.protocol}`)).toEqual(["inbound TCP", "outbound TCP"]);
    expect(layout.panels[0]!.rows.map((r) => r.id)).toEqual(["v4", "n1"]);
    expect(layout.panels[1]!.rows.map((r) => r.id)).toEqual(["v4"]);
    expect(layout.rects).toHaveLength(3);
  });

  it("each rect sits in its band's row and inside the axis; panels do not overlap", () => {
    const arb = fc.array(
      fc.record({
        direction: fc.constantFrom("inbound" as const, "outbound" as const),
        protocol: fc.constantFrom("TCP" as const, "UDP" as const),
        row: fc.constantFrom("v4", "v6", "n1"),
        from: fc.integer({ min: 1, max: MAX_PORT }),
        span: fc.integer({ min: 0, max: 70000 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (raw) => {
        const bands = raw.map((b) => ({ ...b, to: Math.min(MAX_PORT, b.from + b.span) }));
        const layout = layoutBands(rows, bands);
        expect(layout.rects).toHaveLength(bands.length);
        for (const rect of layout.rects) {
          const panel = layout.panels.find((p) => p.direction === rect.band.direction && p.protocol === rect.band.protocol)!;
          const row = panel.rows.find((r) => r.id === rect.band.row)!;
          expect(rect.y).toBeGreaterThanOrEqual(row.y);
          expect(rect.y + rect.height).toBeLessThanOrEqual(row.y + layout.rowHeight);
          expect(rect.x).toBeGreaterThanOrEqual(layout.axisX - 1e-9);
          expect(rect.x + rect.width).toBeLessThanOrEqual(layout.axisX + layout.axisWidth + 1e-9);
          expect(rect.width).toBeGreaterThanOrEqual(MIN_BAND_WIDTH - 1e-9);
        }
        for (let i = 1; i < layout.panels.length; i++) {
          const previous = layout.panels[i - 1]!;
          const lastRow = previous.rows[previous.rows.length - 1]!;
          expect(layout.panels[i]!.y).toBeGreaterThanOrEqual(lastRow.y + layout.rowHeight);
        }
        expect(layout.height).toBeGreaterThan(layout.panels.length ? layout.panels[layout.panels.length - 1]!.y : 0);
      }),
    );
  });

  it("a band of a row the rows do not list is not drawn", () => {
    expect(layoutBands(rows, [band("inbound", "TCP", "nope", 1, 5)]).rects).toHaveLength(0);
  });
});
