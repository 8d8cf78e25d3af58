// Maximum-size firewalls (25 rules x 255 addresses, 15 port pieces a rule) of several shapes, for
// the exposure analysis' worst cases (issue 24). Deterministic: each shape is built from a fixed seed.

import { rng } from "./rng.mjs";

export { rng };

const RULES = 25;
const ADDRESSES = 255;
const ip4 = (n) => `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

/**
 * The adversarial firewall: 25 inbound TCP rules of 255 disjoint single addresses each, 15
 * port pieces a rule, every rule's ports its own (so every rule splits the port axis), actions
 * alternating.
 */
export function adversarialFirewall(label = "adversarial") {
  return {
    label,
    rules: {
      inbound_policy: "DROP",
      outbound_policy: "ACCEPT",
      inbound: Array.from({ length: RULES }, (_, r) => ({
        action: r % 2 ? "DROP" : "ACCEPT",
        protocol: "TCP",
        ports: Array.from({ length: 15 }, (_, k) => String(1000 + k * 2000 + r * 40 + 1)).join(", "),
        addresses: { ipv4: Array.from({ length: ADDRESSES }, (_, a) => `${ip4(0x0a000000 + ((r * ADDRESSES + a) << 8))}/32`) },
      })),
      outbound: [],
    },
  };
}

/** Ports of a rule: 7 random ranges and one port (15 pieces), overlapping other rules' at random. */
function randomPorts(random, spread) {
  const pieces = [];
  const starts = new Set();
  while (pieces.length < 7) {
    const a = 1 + Math.floor(random() * (spread - 400));
    if (starts.has(a)) continue;
    starts.add(a);
    pieces.push(`${a}-${a + 1 + Math.floor(random() * 399)}`);
  }
  pieces.push(String(spread + 1 + Math.floor(random() * 1000)));
  return pieces.join(", ");
}

/**
 * Random overlapping shapes: each rule's 7 ranges and a port land at random, so nearly every port
 * segment has a mask of its own; addresses are random networks of mixed prefixes in one /8 (v4) or
 * one /32 (v6), so that nearly every address segment has a distinct mask too. `family` chooses
 * where the 255 addresses go; `accept` the share of ACCEPT rules; `policy` the inbound policy.
 */
export function randomFirewall({ seed, family = 4, accept = 0.5, policy = "DROP", spread = 6000 }) {
  const random = rng(seed);
  const v4 = () => {
    const prefix = 12 + Math.floor(random() * 17);
    const size = 2 ** (32 - prefix);
    return `${ip4(0x0a000000 + Math.floor((random() * 2 ** 24) / size) * size)}/${prefix}`;
  };
  const v6 = () => {
    const prefix = 40 + Math.floor(random() * 24);
    const g = (bits) => Math.floor(random() * 2 ** bits);
    // 2001:db8:XXXX:YYYY::/prefix with the host bits left in; canonical enough for the model.
    const value = (BigInt(0x20010db8) << 96n) | (BigInt(g(16)) << 80n) | (BigInt(g(16)) << 64n);
    const mask = ((1n << 128n) - 1n) ^ ((1n << BigInt(128 - prefix)) - 1n);
    const first = value & mask;
    const hex = first.toString(16).padStart(32, "0").match(/.{4}/g).map((h) => h.replace(/^0+(?=.)/, ""));
    return `${hex.join(":")}/${prefix}`;
  };
  const addresses = () => {
    const v4Count = family === 4 ? ADDRESSES : family === 6 ? 0 : Math.floor(ADDRESSES / 2);
    return {
      ...(v4Count ? { ipv4: Array.from({ length: v4Count }, v4) } : {}),
      ...(ADDRESSES - v4Count ? { ipv6: Array.from({ length: ADDRESSES - v4Count }, v6) } : {}),
    };
  };
  return {
    label: `random-${seed}`,
    rules: {
      inbound_policy: policy,
      outbound_policy: "ACCEPT",
      inbound: Array.from({ length: RULES }, () => ({ action: random() < accept ? "ACCEPT" : "DROP", protocol: "TCP", ports: randomPorts(random, spread), addresses: addresses() })),
      outbound: [],
    },
  };
}

/** The shapes bench/scale.mjs times, by name. */
export const SHAPES = {
  "the issue's adversarial firewall": () => adversarialFirewall(),
  "random overlaps, IPv4, half ACCEPT": () => randomFirewall({ seed: 1 }),
  "random overlaps, IPv6, half ACCEPT": () => randomFirewall({ seed: 2, family: 6 }),
  "random overlaps, both families": () => randomFirewall({ seed: 3, family: 46 }),
  "random overlaps, all ACCEPT, policy ACCEPT": () => randomFirewall({ seed: 4, accept: 1, policy: "ACCEPT" }),
  "random overlaps, all DROP": () => randomFirewall({ seed: 5, accept: 0 }),
  "random overlaps, IPv6, all ACCEPT, policy ACCEPT": () => randomFirewall({ seed: 6, family: 6, accept: 1, policy: "ACCEPT" }),
};
