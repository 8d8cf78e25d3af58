const SCANNED_UP_TO = 1 << 20;
function ucs2length(str) {
  const len = str.length;
  if (len > SCANNED_UP_TO) return Math.ceil(len / 2);
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 55296 && value <= 56319 && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 64512) === 56320) pos++;
    }
  }
  return length;
}
export {
  SCANNED_UP_TO,
  ucs2length
};
