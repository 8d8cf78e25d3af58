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
var stackscript_generated_exports = {};
__export(stackscript_generated_exports, {
  stackscriptCreate: () => stackscriptCreate,
  stackscriptState: () => stackscriptState,
  stackscriptUpdate: () => stackscriptUpdate
});
module.exports = __toCommonJS(stackscript_generated_exports);
var import_ucs2length = require("../ucs2length.js");
const stackscriptCreate = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/stackscript-create.schema.json", "type": "object", "required": ["label", "images", "script"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 3, "maxLength": 128, "x-rule": "stackscript-label-length" }, "images": { "type": "array", "items": { "type": "string" } }, "script": { "type": "string", "x-rule": "stackscript-script" }, "description": { "type": "string" }, "is_public": { "type": "boolean" }, "rev_note": { "type": "string" } } };
const func2 = import_ucs2length.ucs2length;
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.label === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "label" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.images === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "images" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.script === void 0) {
      const err2 = { instancePath, keyword: "required", params: { missingProperty: "script" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "images" || key0 === "script" || key0 === "description" || key0 === "is_public" || key0 === "rev_note")) {
        const err3 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data0 = data.label;
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err4 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 128 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func2(data0) < 3) {
          const err5 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.images !== void 0) {
      let data1 = data.images;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string") {
            const err7 = { instancePath: instancePath + "/images/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.images.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
      } else {
        const err8 = { instancePath: instancePath + "/images", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.images, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.script !== void 0) {
      let data3 = data.script;
      if (typeof data3 !== "string") {
        const err9 = { instancePath: instancePath + "/script", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.script, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data4 = data.description;
      if (typeof data4 !== "string") {
        const err10 = { instancePath: instancePath + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.description, data: data4 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.is_public !== void 0) {
      let data5 = data.is_public;
      if (typeof data5 !== "boolean") {
        const err11 = { instancePath: instancePath + "/is_public", keyword: "type", params: { type: "boolean" }, parentSchema: schema11.properties.is_public, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.rev_note !== void 0) {
      let data6 = data.rev_note;
      if (typeof data6 !== "string") {
        const err12 = { instancePath: instancePath + "/rev_note", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rev_note, data: data6 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
  } else {
    const err13 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
const stackscriptState = validate11;
const schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/stackscript-state.schema.json", "type": "object", "required": ["label", "images", "script"], "additionalProperties": false, "properties": { "id": { "type": "integer" }, "label": { "type": "string", "minLength": 3, "maxLength": 128, "x-rule": "stackscript-label-length" }, "images": { "type": "array", "items": { "type": "string" } }, "script": { "type": "string", "x-rule": "stackscript-script" }, "description": { "type": "string" }, "is_public": { "type": "boolean" }, "rev_note": { "type": "string" } } };
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
    if (data.images === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "images" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.script === void 0) {
      const err2 = { instancePath, keyword: "required", params: { missingProperty: "script" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "label" || key0 === "images" || key0 === "script" || key0 === "description" || key0 === "is_public" || key0 === "rev_note")) {
        const err3 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err4 = { instancePath: instancePath + "/id", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data1 = data.label;
      if (typeof data1 === "string") {
        if (func2(data1) > 128) {
          const err5 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 128 }, parentSchema: schema12.properties.label, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func2(data1) < 3) {
          const err6 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema12.properties.label, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.label, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.images !== void 0) {
      let data2 = data.images;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 !== "string") {
            const err8 = { instancePath: instancePath + "/images/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.images.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = { instancePath: instancePath + "/images", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.images, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.script !== void 0) {
      let data4 = data.script;
      if (typeof data4 !== "string") {
        const err10 = { instancePath: instancePath + "/script", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.script, data: data4 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data5 = data.description;
      if (typeof data5 !== "string") {
        const err11 = { instancePath: instancePath + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.description, data: data5 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.is_public !== void 0) {
      let data6 = data.is_public;
      if (typeof data6 !== "boolean") {
        const err12 = { instancePath: instancePath + "/is_public", keyword: "type", params: { type: "boolean" }, parentSchema: schema12.properties.is_public, data: data6 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.rev_note !== void 0) {
      let data7 = data.rev_note;
      if (typeof data7 !== "string") {
        const err13 = { instancePath: instancePath + "/rev_note", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rev_note, data: data7 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
const stackscriptUpdate = validate12;
const schema13 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/stackscript-update.schema.json", "type": "object", "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 3, "maxLength": 128, "x-rule": "stackscript-label-length" }, "images": { "type": "array", "items": { "type": "string" } }, "script": { "type": "string", "x-rule": "stackscript-script" }, "description": { "type": "string" }, "is_public": { "type": "boolean" }, "rev_note": { "type": "string" } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "images" || key0 === "script" || key0 === "description" || key0 === "is_public" || key0 === "rev_note")) {
        const err0 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema13, data };
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
      if (typeof data0 === "string") {
        if (func2(data0) > 128) {
          const err1 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 128 }, parentSchema: schema13.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func2(data0) < 3) {
          const err2 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema13.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.images !== void 0) {
      let data1 = data.images;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string") {
            const err4 = { instancePath: instancePath + "/images/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.images.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/images", keyword: "type", params: { type: "array" }, parentSchema: schema13.properties.images, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.script !== void 0) {
      let data3 = data.script;
      if (typeof data3 !== "string") {
        const err6 = { instancePath: instancePath + "/script", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.script, data: data3 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data4 = data.description;
      if (typeof data4 !== "string") {
        const err7 = { instancePath: instancePath + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.description, data: data4 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.is_public !== void 0) {
      let data5 = data.is_public;
      if (typeof data5 !== "boolean") {
        const err8 = { instancePath: instancePath + "/is_public", keyword: "type", params: { type: "boolean" }, parentSchema: schema13.properties.is_public, data: data5 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.rev_note !== void 0) {
      let data6 = data.rev_note;
      if (typeof data6 !== "string") {
        const err9 = { instancePath: instancePath + "/rev_note", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.rev_note, data: data6 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema13, data };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  stackscriptCreate,
  stackscriptState,
  stackscriptUpdate
});
