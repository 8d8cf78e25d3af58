const DATA_BOUNDS = { maxDepth: 64, maxValues: 25e4 };
function checkDataBounds(data, bounds = DATA_BOUNDS) {
  const { maxDepth, maxValues } = bounds;
  const inside = [];
  let values = 0;
  const problem = (message) => ({ path: [], message });
  const tooLong = (size) => problem(`a list of ${size} entries, more than the ${maxValues} values data may hold`);
  const unreadable = () => problem("a value that could not be read (a getter or proxy threw)");
  let plainKeysOnly = true;
  for (const _ in Object.prototype) {
    plainKeysOnly = false;
    break;
  }
  const member = (value, key, depth) => {
    let item;
    try {
      item = value[key];
    } catch {
      const p = unreadable();
      p.path.unshift(key);
      return p;
    }
    if ((typeof item !== "object" || item === null) && values < maxValues) {
      values++;
      return void 0;
    }
    const found = visit(item, depth + 1);
    if (found) found.path.unshift(key);
    return found;
  };
  const visit = (value, depth) => {
    if (++values > maxValues) return problem(`more than ${maxValues} values (a shared value counts each time)`);
    if (typeof value !== "object" || value === null) return void 0;
    if (depth >= maxDepth) return problem(`nesting deeper than ${maxDepth} levels`);
    if (inside.includes(value)) return problem("a value that contains itself (a cycle)");
    let found;
    if (ArrayBuffer.isView(value)) {
      const size = value.length ?? value.byteLength;
      return size > maxValues - values ? tooLong(size) : (values += size, void 0);
    }
    inside.push(value);
    if (Array.isArray(value)) {
      if (value.length > maxValues - values) return tooLong(value.length);
      for (let i = 0; i < value.length && !found; i++) {
        const item = value[i];
        if ((typeof item !== "object" || item === null) && values < maxValues) {
          values++;
          continue;
        }
        if (found = visit(item, depth + 1)) found.path.unshift(i);
      }
    } else {
      const proto = Object.getPrototypeOf(value);
      if (plainKeysOnly && (proto === Object.prototype || proto === null)) {
        for (const key in value) if (found = member(value, key, depth)) break;
      } else {
        for (const key of Object.keys(value)) if (found = member(value, key, depth)) break;
      }
    }
    inside.pop();
    return found;
  };
  try {
    return visit(data, 0);
  } catch {
    return unreadable();
  }
}
const INDEX = /^(?:0|[1-9]\d{0,9})$/;
const HOLES_BEFORE_KEYS = 1024;
function* eachItem(list) {
  let holes = 0;
  for (let i = 0; i < list.length; i++) {
    if (i in list) {
      holes = 0;
      yield [i, list[i]];
    } else if (++holes >= HOLES_BEFORE_KEYS) {
      for (const key of Object.keys(list)) {
        if (!INDEX.test(key)) return;
        const k = Number(key);
        if (k > i && k < list.length) yield [k, list[k]];
      }
      return;
    }
  }
}
function definedItems(list) {
  return [...eachItem(list)];
}
function someItem(list, test) {
  return !everyItem(list, (item) => !test(item));
}
function everyItem(list, test) {
  let holes = 0;
  for (let i = 0; i < list.length; i++) {
    if (i in list) {
      holes = 0;
      if (!test(list[i])) return false;
    } else if (++holes >= HOLES_BEFORE_KEYS) {
      for (const key of Object.keys(list)) {
        if (!INDEX.test(key)) return true;
        const k = Number(key);
        if (k > i && k < list.length && !test(list[k])) return false;
      }
      return true;
    }
  }
  return true;
}
function appendAll(target, items) {
  for (const item of items) target.push(item);
  return target;
}
function setOwn(target, key, value) {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
export {
  DATA_BOUNDS,
  appendAll,
  checkDataBounds,
  definedItems,
  eachItem,
  everyItem,
  setOwn,
  someItem
};
