const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function encodeSegment(value) {
  return encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD")).replace(/%3A/g, ":").replace(/%40/g, "@");
}
function pathSegment(value) {
  const encoded = encodeSegment(value);
  return encoded === "" || encoded === "." || encoded === ".." ? void 0 : encoded;
}
export {
  encodeSegment,
  pathSegment
};
