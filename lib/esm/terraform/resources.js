const UNKNOWN = Symbol("unknown");
class Ref {
  constructor(address, attribute) {
    this.address = address;
    this.attribute = attribute;
  }
}
function isUnknown(v) {
  return v === UNKNOWN;
}
function isTfObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof Ref);
}
export {
  Ref,
  UNKNOWN,
  isTfObject,
  isUnknown
};
