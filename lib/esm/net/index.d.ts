export * from "./ip.js";
export * from "./cidr.js";
export * from "./overlap.js";
