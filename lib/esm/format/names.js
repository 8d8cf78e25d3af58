const FORMAT_NAMES = ["stylish", "json", "sarif", "junit", "github"];
export {
  FORMAT_NAMES
};
