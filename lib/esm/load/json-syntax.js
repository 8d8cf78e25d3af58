function readJsonWithin(text, limits, byteLength) {
  if (typeof text !== "string" || Math.max(byteLength ?? 0, text.length) > limits.maxBytes) return void 0;
  try {
    return { data: JSON.parse(text) };
  } catch {
    return null;
  }
}
var Expect = /* @__PURE__ */ ((Expect2) => {
  Expect2[Expect2["Value"] = 0] = "Value";
  Expect2[Expect2["ValueOrClose"] = 1] = "ValueOrClose";
  Expect2[Expect2["KeyOrClose"] = 2] = "KeyOrClose";
  Expect2[Expect2["Key"] = 3] = "Key";
  Expect2[Expect2["Colon"] = 4] = "Colon";
  Expect2[Expect2["CommaOrClose"] = 5] = "CommaOrClose";
  return Expect2;
})(Expect || {});
function isWhitespace(c) {
  return c === 32 || c === 9 || c === 10 || c === 13;
}
function isDigit(c) {
  return c >= 48 && c <= 57;
}
function isHex(c) {
  return isDigit(c) || c >= 97 && c <= 102 || c >= 65 && c <= 70;
}
function describe(text, i) {
  if (i >= text.length) return "the end of the file";
  const c = text[i];
  if (c === "\n" || c === "\r") return "a line break";
  return JSON.stringify(c);
}
function scanString(text, i) {
  i++;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34) return i + 1;
    if (c < 32) return { offset: i, message: "control characters must be escaped inside strings" };
    if (c === 92) {
      const e = text[i + 1];
      if (e === "u") {
        for (let k = 2; k < 6; k++) {
          if (!isHex(text.charCodeAt(i + k))) return { offset: i, message: "\\u must be followed by four hex digits" };
        }
        i += 6;
        continue;
      }
      if (e === void 0 || !'"\\/bfnrt'.includes(e)) return { offset: i, message: `invalid escape ${JSON.stringify("\\" + (e ?? ""))}` };
      i += 2;
      continue;
    }
    i++;
  }
  return { offset: text.length, message: "unterminated string" };
}
function scanNumber(text, i) {
  const start = i;
  if (text.charCodeAt(i) === 45) i++;
  if (text.charCodeAt(i) === 48) {
    i++;
    if (isDigit(text.charCodeAt(i))) return { offset: start, message: "numbers must not have leading zeros" };
  } else if (isDigit(text.charCodeAt(i))) {
    while (isDigit(text.charCodeAt(i))) i++;
  } else {
    return { offset: start, message: `unexpected ${describe(text, start)}` };
  }
  if (text.charCodeAt(i) === 46) {
    i++;
    if (!isDigit(text.charCodeAt(i))) return { offset: i, message: "a digit must follow the decimal point" };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    if (!isDigit(text.charCodeAt(i))) return { offset: i, message: "a digit must follow the exponent" };
    while (isDigit(text.charCodeAt(i))) i++;
  }
  return i;
}
function findJsonSyntaxError(text) {
  const stack = [];
  let expect = 0 /* Value */;
  let i = 0;
  let done = false;
  while (true) {
    while (isWhitespace(text.charCodeAt(i))) i++;
    if (done) return i < text.length ? { offset: i, message: `unexpected ${describe(text, i)} after the end of the document` } : void 0;
    if (i >= text.length) return { offset: i, message: stack.length ? `unexpected end of file: ${stack.length} unclosed bracket(s)` : "the file is empty" };
    const c = text.charCodeAt(i);
    const top = stack[stack.length - 1];
    const closes = c === 125 && top === 123 || c === 93 && top === 91;
    if (expect === 1 /* ValueOrClose */) {
      if (c === 93) {
        stack.pop();
        i++;
        expect = 5 /* CommaOrClose */;
        if (stack.length === 0) done = true;
        continue;
      }
      expect = 0 /* Value */;
    }
    switch (expect) {
      case 4 /* Colon */:
        if (c !== 58) return { offset: i, message: `expected ":" after the key but found ${describe(text, i)}` };
        i++;
        expect = 0 /* Value */;
        continue;
      case 5 /* CommaOrClose */:
        if (c === 44) {
          i++;
          expect = top === 123 ? 3 /* Key */ : 0 /* Value */;
          continue;
        }
        if (closes) {
          stack.pop();
          i++;
          if (stack.length === 0) done = true;
          continue;
        }
        return { offset: i, message: `expected "," or "${top === 123 ? "}" : "]"}" but found ${describe(text, i)}` };
      case 2 /* KeyOrClose */:
      case 3 /* Key */:
        if (expect === 2 /* KeyOrClose */ && c === 125) {
          stack.pop();
          i++;
          expect = 5 /* CommaOrClose */;
          if (stack.length === 0) done = true;
          continue;
        }
        if (c !== 34) {
          const why = expect === 3 /* Key */ && c === 125 ? "a trailing comma is not allowed" : `expected a double-quoted key but found ${describe(text, i)}`;
          return { offset: i, message: why };
        }
        {
          const end = scanString(text, i);
          if (typeof end !== "number") return end;
          i = end;
        }
        expect = 4 /* Colon */;
        continue;
      case 0 /* Value */: {
        if (c === 123 || c === 91) {
          stack.push(c);
          i++;
          expect = c === 123 ? 2 /* KeyOrClose */ : 1 /* ValueOrClose */;
          continue;
        }
        if (c === 93 && top === 91) return { offset: i, message: "a trailing comma is not allowed" };
        let end;
        if (c === 34) end = scanString(text, i);
        else if (c === 45 || isDigit(c)) end = scanNumber(text, i);
        else {
          const word = ["true", "false", "null"].find((w) => text.startsWith(w, i));
          end = word ? i + word.length : { offset: i, message: `unexpected ${describe(text, i)}; expected a value` };
        }
        if (typeof end !== "number") return end;
        i = end;
        expect = 5 /* CommaOrClose */;
        if (stack.length === 0) done = true;
        continue;
      }
    }
  }
}
const LONGEST_SAFE_KEY = 166;
function readsAsYaml(text, data, maxDepth, maxValues) {
  if (text.includes("	") || /\\u003[aA]/.test(text)) return false;
  let colons = 0;
  for (let at = text.indexOf(":"); at >= 0; at = text.indexOf(":", at + 1)) {
    colons++;
    let before = at - 1;
    while (text.charCodeAt(before) === 32 || text.charCodeAt(before) === 13) before--;
    if (text.charCodeAt(before) === 10) return false;
  }
  let values = 0;
  const stack = [data];
  const depths = [0];
  while (stack.length > 0) {
    const value = stack.pop();
    const depth = depths.pop() + 1;
    if (Array.isArray(value)) {
      if (depth > maxDepth) return false;
      for (let i = 0; i < value.length; i++) {
        const item = value[i];
        if (typeof item === "object" && item !== null) {
          stack.push(item);
          depths.push(depth);
        } else if (!scalar(item)) return false;
      }
    } else if (typeof value === "object" && value !== null) {
      if (depth > maxDepth) return false;
      for (const key in value) {
        if (key.length > LONGEST_SAFE_KEY) return false;
        colons -= colonsIn(key) + 1;
        values++;
        const item = value[key];
        if (typeof item === "object" && item !== null) {
          stack.push(item);
          depths.push(depth);
        } else if (!scalar(item)) return false;
      }
    } else if (!scalar(value)) return false;
    if (values > maxValues) return false;
  }
  return colons === 0;
  function scalar(item) {
    values++;
    if (typeof item === "string") colons -= colonsIn(item);
    else if (typeof item === "number" && Number.isInteger(item) && !Number.isSafeInteger(item)) return false;
    return true;
  }
}
function colonsIn(s) {
  let n = 0;
  for (let at = s.indexOf(":"); at >= 0; at = s.indexOf(":", at + 1)) n++;
  return n;
}
export {
  findJsonSyntaxError,
  isWhitespace,
  readJsonWithin,
  readsAsYaml
};
