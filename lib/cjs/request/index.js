"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var request_exports = {};
__export(request_exports, {
  MAX_BODY_TEXT: () => import_validate.MAX_BODY_TEXT,
  MAX_REQUEST_PATH: () => import_validate.MAX_REQUEST_PATH,
  routes: () => import_routes.routes,
  validateRequest: () => import_validate.validateRequest
});
module.exports = __toCommonJS(request_exports);
var import_validate = require("./validate.js");
var import_routes = require("./routes.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  MAX_BODY_TEXT,
  MAX_REQUEST_PATH,
  routes,
  validateRequest
});
