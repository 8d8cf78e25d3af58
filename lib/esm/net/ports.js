import { eachItem } from "../util/data.js";
const MAX_PORT = 65535;
const MAX_PORT_PIECES = 15;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COMMA = 44;
const SPACE = 32;
const DASH = 45;
function isDigit(c) {
  return c >= DIGIT_0 && c <= DIGIT_9;
}
function describe(c) {
  if (c === " ") return "a space";
  if (c === "	") return "a tab";
  if (c === "\n" || c === "\r") return "a line break";
  return JSON.stringify(c);
}
function readPort(s, i, problems) {
  const start = i;
  let value = 0;
  while (i < s.length && isDigit(s.charCodeAt(i))) {
    if (value <= MAX_PORT) value = value * 10 + (s.charCodeAt(i) - DIGIT_0);
    i++;
  }
  if (i === start) {
    const what = i < s.length ? describe(s[i]) : "the end of the string";
    problems.push({ message: `expected a port number but found ${what}`, offset: i, length: i < s.length ? 1 : 0 });
    return { next: i, value: void 0 };
  }
  const text = s.slice(start, i);
  if (text.length > 1 && s.charCodeAt(start) === DIGIT_0) {
    problems.push({ message: `port "${text}" has a leading zero`, offset: start, length: i - start });
    return { next: i, value: void 0 };
  }
  if (value < 1 || value > MAX_PORT) {
    problems.push({ message: `port ${text.length > 6 ? text.slice(0, 6) + "\u2026" : text} is outside 1..${MAX_PORT}`, offset: start, length: i - start });
    return { next: i, value: void 0 };
  }
  return { next: i, value };
}
function skipToComma(s, i) {
  while (i < s.length && s.charCodeAt(i) !== COMMA) i++;
  return i;
}
function parsePorts(s) {
  const pieces = [];
  const problems = [];
  let pieceCount = 0;
  if (typeof s !== "string") {
    problems.push({ message: 'ports must be a string, e.g. "22" or "80, 443"', offset: 0, length: 0 });
    return { pieces, pieceCount, problems };
  }
  if (s.length === 0) {
    problems.push({ message: "the port string is empty (omit ports, or set it to null, to mean all ports)", offset: 0, length: 0 });
    return { pieces, pieceCount, problems };
  }
  let i = 0;
  while (true) {
    const pieceStart = i;
    const problemsBefore = problems.length;
    const first = readPort(s, i, problems);
    i = first.next;
    let last = first;
    let isRange = false;
    if (problems.length === problemsBefore && i < s.length && s.charCodeAt(i) === DASH) {
      isRange = true;
      last = readPort(s, i + 1, problems);
      i = last.next;
    }
    if (problems.length === problemsBefore && i < s.length && s.charCodeAt(i) !== COMMA) {
      const c = s[i];
      const hint = c === " " && s[i + 1] === "," ? " (a space may follow a comma, not precede it)" : "";
      problems.push({ message: `unexpected ${describe(c).replace(/^an? /, "")} after "${s.slice(pieceStart, i)}"${hint}`, offset: i, length: 1 });
    }
    if (problems.length === problemsBefore && first.value !== void 0 && last.value !== void 0) {
      if (isRange && last.value <= first.value) {
        problems.push({
          message: `range "${s.slice(pieceStart, i)}" must end above its start`,
          offset: pieceStart,
          length: i - pieceStart
        });
      } else {
        pieces.push({ start: first.value, end: last.value, offset: pieceStart, length: i - pieceStart });
      }
    }
    pieceCount += isRange ? 2 : 1;
    i = skipToComma(s, i);
    if (i >= s.length) break;
    i++;
    if (i < s.length && s.charCodeAt(i) === SPACE) {
      i++;
      if (i < s.length && s.charCodeAt(i) === SPACE) {
        let j = i;
        while (j < s.length && s.charCodeAt(j) === SPACE) j++;
        problems.push({ message: "only one space may follow a comma", offset: i, length: j - i });
        i = j;
      }
    }
    if (i >= s.length) {
      problems.push({ message: "the list ends with a comma", offset: s.length - 1, length: 1 });
      break;
    }
  }
  return { pieces, pieceCount, problems };
}
function formatPorts(pieces) {
  if (!Array.isArray(pieces)) return "";
  const valid = (n) => typeof n === "number" && Number.isInteger(n);
  const parts = [];
  for (const [, p] of eachItem(pieces)) {
    if (typeof p !== "object" || p === null) continue;
    const { start, end } = p;
    if (!valid(start) || !valid(end)) continue;
    parts.push(start === end ? String(start) : `${start}-${end}`);
  }
  return parts.join(", ");
}
export {
  MAX_PORT,
  MAX_PORT_PIECES,
  formatPorts,
  parsePorts
};
