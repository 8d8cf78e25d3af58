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
var image_generated_exports = {};
__export(image_generated_exports, {
  imageCreate: () => imageCreate,
  imageState: () => imageState,
  imageUpdate: () => imageUpdate,
  imageUpload: () => imageUpload
});
module.exports = __toCommonJS(image_generated_exports);
var import_ucs2length = require("../ucs2length.js");
const imageCreate = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/image-create.schema.json", "type": "object", "required": ["disk_id"], "additionalProperties": false, "properties": { "disk_id": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 }, "label": { "type": "string", "x-rule": "image-required-field" }, "description": { "type": ["string", "null"], "minLength": 1, "maxLength": 65e3, "x-rule": "image-description-length" }, "cloud_init": { "type": "boolean" } } };
const func2 = import_ucs2length.ucs2length;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.disk_id === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "disk_id" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "disk_id" || key0 === "label" || key0 === "description" || key0 === "cloud_init")) {
        const err1 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.disk_id !== void 0) {
      let data0 = data.disk_id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err2 = { instancePath: instancePath + "/disk_id", keyword: "type", params: { type: "integer" }, parentSchema: schema11.properties.disk_id, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err3 = { instancePath: instancePath + "/disk_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema11.properties.disk_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/disk_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema11.properties.disk_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
    if (data.label !== void 0) {
      let data1 = data.label;
      if (typeof data1 !== "string") {
        const err5 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.label, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 !== "string" && data2 !== null) {
        const err6 = { instancePath: instancePath + "/description", keyword: "type", params: { type: schema11.properties.description.type }, parentSchema: schema11.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 65e3) {
          const err7 = { instancePath: instancePath + "/description", keyword: "maxLength", params: { limit: 65e3 }, parentSchema: schema11.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err8 = { instancePath: instancePath + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema11.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.cloud_init !== void 0) {
      let data3 = data.cloud_init;
      if (typeof data3 !== "boolean") {
        const err9 = { instancePath: instancePath + "/cloud_init", keyword: "type", params: { type: "boolean" }, parentSchema: schema11.properties.cloud_init, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
const imageUpload = validate11;
const schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/image-upload.schema.json", "type": "object", "required": ["label", "region"], "additionalProperties": false, "properties": { "label": { "type": "string", "x-rule": "image-required-field" }, "region": { "type": "string", "x-rule": "image-required-field" }, "description": { "type": ["string", "null"], "minLength": 1, "maxLength": 65e3, "x-rule": "image-description-length" }, "cloud_init": { "type": "boolean" } } };
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.label === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "label" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.region === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "region" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "region" || key0 === "description" || key0 === "cloud_init")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data0 = data.label;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data1 = data.region;
      if (typeof data1 !== "string") {
        const err4 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.region, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 !== "string" && data2 !== null) {
        const err5 = { instancePath: instancePath + "/description", keyword: "type", params: { type: schema12.properties.description.type }, parentSchema: schema12.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func2(data2) > 65e3) {
          const err6 = { instancePath: instancePath + "/description", keyword: "maxLength", params: { limit: 65e3 }, parentSchema: schema12.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (func2(data2) < 1) {
          const err7 = { instancePath: instancePath + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema12.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.cloud_init !== void 0) {
      let data3 = data.cloud_init;
      if (typeof data3 !== "boolean") {
        const err8 = { instancePath: instancePath + "/cloud_init", keyword: "type", params: { type: "boolean" }, parentSchema: schema12.properties.cloud_init, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
  } else {
    const err9 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
const imageState = validate12;
const schema13 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/image-state.schema.json", "type": "object", "additionalProperties": false, "properties": { "id": { "type": "string" }, "status": { "type": "string", "enum": ["creating", "pending_upload", "available"], "x-rule": "image-field-type" }, "disk_id": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 }, "region": { "type": "string", "x-rule": "image-required-field" }, "label": { "type": "string", "x-rule": "image-required-field" }, "description": { "type": ["string", "null"], "minLength": 1, "maxLength": 65e3, "x-rule": "image-description-length" }, "cloud_init": { "type": "boolean" } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "status" || key0 === "disk_id" || key0 === "region" || key0 === "label" || key0 === "description" || key0 === "cloud_init")) {
        const err0 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema13, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/id", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data1 = data.status;
      if (typeof data1 !== "string") {
        const err2 = { instancePath: instancePath + "/status", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data1 === "creating" || data1 === "pending_upload" || data1 === "available")) {
        const err3 = { instancePath: instancePath + "/status", keyword: "enum", params: { allowedValues: schema13.properties.status.enum }, parentSchema: schema13.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.disk_id !== void 0) {
      let data2 = data.disk_id;
      if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
        const err4 = { instancePath: instancePath + "/disk_id", keyword: "type", params: { type: "integer" }, parentSchema: schema13.properties.disk_id, data: data2 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data2 == "number" && isFinite(data2)) {
        if (data2 > 9007199254740991 || isNaN(data2)) {
          const err5 = { instancePath: instancePath + "/disk_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema13.properties.disk_id, data: data2 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err6 = { instancePath: instancePath + "/disk_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema13.properties.disk_id, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.region !== void 0) {
      let data3 = data.region;
      if (typeof data3 !== "string") {
        const err7 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.region, data: data3 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data4 = data.label;
      if (typeof data4 !== "string") {
        const err8 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.label, data: data4 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data5 = data.description;
      if (typeof data5 !== "string" && data5 !== null) {
        const err9 = { instancePath: instancePath + "/description", keyword: "type", params: { type: schema13.properties.description.type }, parentSchema: schema13.properties.description, data: data5 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data5 === "string") {
        if (func2(data5) > 65e3) {
          const err10 = { instancePath: instancePath + "/description", keyword: "maxLength", params: { limit: 65e3 }, parentSchema: schema13.properties.description, data: data5 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (func2(data5) < 1) {
          const err11 = { instancePath: instancePath + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema13.properties.description, data: data5 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.cloud_init !== void 0) {
      let data6 = data.cloud_init;
      if (typeof data6 !== "boolean") {
        const err12 = { instancePath: instancePath + "/cloud_init", keyword: "type", params: { type: "boolean" }, parentSchema: schema13.properties.cloud_init, data: data6 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema13, data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
const imageUpdate = validate13;
const schema14 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/image-update.schema.json", "type": "object", "additionalProperties": false, "properties": { "label": { "type": "string", "x-rule": "image-required-field" }, "description": { "type": ["string", "null"], "minLength": 1, "maxLength": 65e3, "x-rule": "image-description-length" } } };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "description")) {
        const err0 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema14, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data0 = data.label;
      if (typeof data0 !== "string") {
        const err1 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 !== "string" && data1 !== null) {
        const err2 = { instancePath: instancePath + "/description", keyword: "type", params: { type: schema14.properties.description.type }, parentSchema: schema14.properties.description, data: data1 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (typeof data1 === "string") {
        if (func2(data1) > 65e3) {
          const err3 = { instancePath: instancePath + "/description", keyword: "maxLength", params: { limit: 65e3 }, parentSchema: schema14.properties.description, data: data1 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err4 = { instancePath: instancePath + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema14.properties.description, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      }
    }
  } else {
    const err5 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema14, data };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  imageCreate,
  imageState,
  imageUpdate,
  imageUpload
});
