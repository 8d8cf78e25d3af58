import { eachItem } from "../util/data.js";
import { isCidr } from "./cidr.js";
function sweep(cidrs, order, pairs) {
  const stack = [];
  for (const index of order) {
    const current = cidrs[index];
    while (stack.length > 0 && cidrs[stack[stack.length - 1]].last < current.first) stack.pop();
    for (const enclosing of stack) {
      pairs.push(enclosing < index ? { first: enclosing, second: index } : { first: index, second: enclosing });
    }
    stack.push(index);
  }
}
function findOverlappingCidrs(cidrs) {
  if (!Array.isArray(cidrs)) return [];
  const pairs = [];
  for (const order of sweepOrders(cidrs)) sweep(cidrs, order, pairs);
  return pairs;
}
function sweepOrders(cidrs) {
  const v4 = [];
  const v6 = [];
  const keys = [];
  for (const [i, c] of eachItem(cidrs)) {
    if (!isCidr(c)) continue;
    if (c.family === 4) {
      keys.push(Number(c.first) * 64 + c.prefix);
      v4.push(i);
    } else v6.push(i);
  }
  const sortedV4 = Array.from(v4.keys()).sort((a, b) => keys[a] - keys[b] || v4[a] - v4[b]).map((k) => v4[k]);
  v6.sort((a, b) => {
    const x = cidrs[a];
    const y = cidrs[b];
    if (x.first !== y.first) return x.first < y.first ? -1 : 1;
    return x.prefix - y.prefix || a - b;
  });
  return [sortedV4, v6];
}
function findOverlapAnchors(cidrs) {
  if (!Array.isArray(cidrs)) return [];
  const anchors = [];
  const leader = new Int32Array(cidrs.length);
  for (const order of sweepOrders(cidrs)) {
    const stack = [];
    for (const index of order) {
      const current = cidrs[index];
      while (stack.length > 0 && cidrs[stack[stack.length - 1]].last < current.first) stack.pop();
      leader[index] = index;
      if (stack.length > 0) {
        const top = stack[stack.length - 1];
        const enclosing = cidrs[top];
        const equal = enclosing.first === current.first && enclosing.prefix === current.prefix;
        if (equal) leader[index] = leader[top];
        anchors.push({ index, anchor: leader[top], equal });
      }
      stack.push(index);
    }
  }
  return anchors;
}
export {
  findOverlapAnchors,
  findOverlappingCidrs
};
