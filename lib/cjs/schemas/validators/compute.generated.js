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
var compute_generated_exports = {};
__export(compute_generated_exports, {
  computeState: () => computeState,
  nodebalancerState: () => nodebalancerState
});
module.exports = __toCommonJS(compute_generated_exports);
var import_ucs2length = require("../ucs2length.js");
const computeState = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/compute-state.schema.json", "type": "object", "required": ["label", "region"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 1, "x-rule": "compute-required-field" }, "id": { "type": "integer" }, "region": { "type": "string", "minLength": 1, "x-rule": "compute-required-field" }, "type": { "type": "string" }, "image": { "type": "string" }, "ipv4": { "type": "object", "additionalProperties": false, "properties": { "public": { "type": "array", "items": { "type": "string" } }, "private": { "type": "array", "items": { "type": "string" } }, "shared": { "type": "array", "items": { "type": "string" } } } }, "ipv6_ranges": { "type": "array", "items": { "type": "string" } }, "authorized_keys": { "type": "array", "items": { "type": "string" } }, "authorized_users": { "type": "array", "items": { "type": "string" } }, "slaac": { "type": "string" }, "live_migration": { "type": "boolean" }, "configs": { "type": "array", "items": { "type": "object", "additionalProperties": false, "properties": { "label": { "type": "string" }, "interfaces": { "type": "array", "items": { "type": "object", "required": ["purpose"], "additionalProperties": false, "properties": { "purpose": { "type": "string", "enum": ["public", "vlan", "vpc"], "x-rule": "compute-interface-purpose" }, "label": { "type": "string" }, "ipam_address": { "type": ["string", "null"] }, "subnet": { "type": ["string", "integer"] }, "ipv4": { "type": "object", "additionalProperties": false, "properties": { "vpc": { "type": "string" }, "nat_1_1": { "type": "string" } } } } } } } } } } };
const func2 = Object.prototype.hasOwnProperty;
const func3 = import_ucs2length.ucs2length;
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
    if (data.region === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "region" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema11, data };
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
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err3 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/id", keyword: "type", params: { type: "integer" }, parentSchema: schema11.properties.id, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data2 = data.region;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err6 = { instancePath: instancePath + "/region", keyword: "minLength", params: { limit: 1 }, parentSchema: schema11.properties.region, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.region, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data3 = data.type;
      if (typeof data3 !== "string") {
        const err8 = { instancePath: instancePath + "/type", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.type, data: data3 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.image !== void 0) {
      let data4 = data.image;
      if (typeof data4 !== "string") {
        const err9 = { instancePath: instancePath + "/image", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.image, data: data4 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.ipv4 !== void 0) {
      let data5 = data.ipv4;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        for (const key1 in data5) {
          if (!(key1 === "public" || key1 === "private" || key1 === "shared")) {
            const err10 = { instancePath: instancePath + "/ipv4", keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema11.properties.ipv4, data: data5 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data5.public !== void 0) {
          let data6 = data5.public;
          if (Array.isArray(data6)) {
            const len0 = data6.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data7 = data6[i0];
              if (typeof data7 !== "string") {
                const err11 = { instancePath: instancePath + "/ipv4/public/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.ipv4.properties.public.items, data: data7 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/ipv4/public", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.ipv4.properties.public, data: data6 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data5.private !== void 0) {
          let data8 = data5.private;
          if (Array.isArray(data8)) {
            const len1 = data8.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data9 = data8[i1];
              if (typeof data9 !== "string") {
                const err13 = { instancePath: instancePath + "/ipv4/private/" + i1, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.ipv4.properties.private.items, data: data9 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
          } else {
            const err14 = { instancePath: instancePath + "/ipv4/private", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.ipv4.properties.private, data: data8 };
            if (vErrors === null) {
              vErrors = [err14];
            } else {
              vErrors.push(err14);
            }
            errors++;
          }
        }
        if (data5.shared !== void 0) {
          let data10 = data5.shared;
          if (Array.isArray(data10)) {
            const len2 = data10.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data11 = data10[i2];
              if (typeof data11 !== "string") {
                const err15 = { instancePath: instancePath + "/ipv4/shared/" + i2, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.ipv4.properties.shared.items, data: data11 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/ipv4/shared", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.ipv4.properties.shared, data: data10 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/ipv4", keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.ipv4, data: data5 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.ipv6_ranges !== void 0) {
      let data12 = data.ipv6_ranges;
      if (Array.isArray(data12)) {
        const len3 = data12.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data13 = data12[i3];
          if (typeof data13 !== "string") {
            const err18 = { instancePath: instancePath + "/ipv6_ranges/" + i3, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.ipv6_ranges.items, data: data13 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/ipv6_ranges", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.ipv6_ranges, data: data12 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.authorized_keys !== void 0) {
      let data14 = data.authorized_keys;
      if (Array.isArray(data14)) {
        const len4 = data14.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data15 = data14[i4];
          if (typeof data15 !== "string") {
            const err20 = { instancePath: instancePath + "/authorized_keys/" + i4, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.authorized_keys.items, data: data15 };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
      } else {
        const err21 = { instancePath: instancePath + "/authorized_keys", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.authorized_keys, data: data14 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.authorized_users !== void 0) {
      let data16 = data.authorized_users;
      if (Array.isArray(data16)) {
        const len5 = data16.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data17 = data16[i5];
          if (typeof data17 !== "string") {
            const err22 = { instancePath: instancePath + "/authorized_users/" + i5, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.authorized_users.items, data: data17 };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = { instancePath: instancePath + "/authorized_users", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.authorized_users, data: data16 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.slaac !== void 0) {
      let data18 = data.slaac;
      if (typeof data18 !== "string") {
        const err24 = { instancePath: instancePath + "/slaac", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.slaac, data: data18 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.live_migration !== void 0) {
      let data19 = data.live_migration;
      if (typeof data19 !== "boolean") {
        const err25 = { instancePath: instancePath + "/live_migration", keyword: "type", params: { type: "boolean" }, parentSchema: schema11.properties.live_migration, data: data19 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.configs !== void 0) {
      let data20 = data.configs;
      if (Array.isArray(data20)) {
        const len6 = data20.length;
        for (let i6 = 0; i6 < len6; i6++) {
          let data21 = data20[i6];
          if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
            for (const key2 in data21) {
              if (!(key2 === "label" || key2 === "interfaces")) {
                const err26 = { instancePath: instancePath + "/configs/" + i6, keyword: "additionalProperties", params: { additionalProperty: key2 }, parentSchema: schema11.properties.configs.items, data: data21 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data21.label !== void 0) {
              let data22 = data21.label;
              if (typeof data22 !== "string") {
                const err27 = { instancePath: instancePath + "/configs/" + i6 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.configs.items.properties.label, data: data22 };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data21.interfaces !== void 0) {
              let data23 = data21.interfaces;
              if (Array.isArray(data23)) {
                const len7 = data23.length;
                for (let i7 = 0; i7 < len7; i7++) {
                  let data24 = data23[i7];
                  if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                    if (data24.purpose === void 0) {
                      const err28 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7, keyword: "required", params: { missingProperty: "purpose" }, parentSchema: schema11.properties.configs.items.properties.interfaces.items, data: data24 };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                    for (const key3 in data24) {
                      if (!(key3 === "purpose" || key3 === "label" || key3 === "ipam_address" || key3 === "subnet" || key3 === "ipv4")) {
                        const err29 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7, keyword: "additionalProperties", params: { additionalProperty: key3 }, parentSchema: schema11.properties.configs.items.properties.interfaces.items, data: data24 };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    }
                    if (data24.purpose !== void 0) {
                      let data25 = data24.purpose;
                      if (typeof data25 !== "string") {
                        const err30 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/purpose", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.purpose, data: data25 };
                        if (vErrors === null) {
                          vErrors = [err30];
                        } else {
                          vErrors.push(err30);
                        }
                        errors++;
                      }
                      if (!(data25 === "public" || data25 === "vlan" || data25 === "vpc")) {
                        const err31 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/purpose", keyword: "enum", params: { allowedValues: schema11.properties.configs.items.properties.interfaces.items.properties.purpose.enum }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.purpose, data: data25 };
                        if (vErrors === null) {
                          vErrors = [err31];
                        } else {
                          vErrors.push(err31);
                        }
                        errors++;
                      }
                    }
                    if (data24.label !== void 0) {
                      let data26 = data24.label;
                      if (typeof data26 !== "string") {
                        const err32 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.label, data: data26 };
                        if (vErrors === null) {
                          vErrors = [err32];
                        } else {
                          vErrors.push(err32);
                        }
                        errors++;
                      }
                    }
                    if (data24.ipam_address !== void 0) {
                      let data27 = data24.ipam_address;
                      if (typeof data27 !== "string" && data27 !== null) {
                        const err33 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/ipam_address", keyword: "type", params: { type: schema11.properties.configs.items.properties.interfaces.items.properties.ipam_address.type }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.ipam_address, data: data27 };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data24.subnet !== void 0) {
                      let data28 = data24.subnet;
                      if (typeof data28 !== "string" && !(typeof data28 == "number" && (!(data28 % 1) && !isNaN(data28)) && isFinite(data28))) {
                        const err34 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/subnet", keyword: "type", params: { type: schema11.properties.configs.items.properties.interfaces.items.properties.subnet.type }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.subnet, data: data28 };
                        if (vErrors === null) {
                          vErrors = [err34];
                        } else {
                          vErrors.push(err34);
                        }
                        errors++;
                      }
                    }
                    if (data24.ipv4 !== void 0) {
                      let data29 = data24.ipv4;
                      if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                        for (const key4 in data29) {
                          if (!(key4 === "vpc" || key4 === "nat_1_1")) {
                            const err35 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/ipv4", keyword: "additionalProperties", params: { additionalProperty: key4 }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.ipv4, data: data29 };
                            if (vErrors === null) {
                              vErrors = [err35];
                            } else {
                              vErrors.push(err35);
                            }
                            errors++;
                          }
                        }
                        if (data29.vpc !== void 0) {
                          let data30 = data29.vpc;
                          if (typeof data30 !== "string") {
                            const err36 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/ipv4/vpc", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.ipv4.properties.vpc, data: data30 };
                            if (vErrors === null) {
                              vErrors = [err36];
                            } else {
                              vErrors.push(err36);
                            }
                            errors++;
                          }
                        }
                        if (data29.nat_1_1 !== void 0) {
                          let data31 = data29.nat_1_1;
                          if (typeof data31 !== "string") {
                            const err37 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/ipv4/nat_1_1", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.ipv4.properties.nat_1_1, data: data31 };
                            if (vErrors === null) {
                              vErrors = [err37];
                            } else {
                              vErrors.push(err37);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err38 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7 + "/ipv4", keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.configs.items.properties.interfaces.items.properties.ipv4, data: data29 };
                        if (vErrors === null) {
                          vErrors = [err38];
                        } else {
                          vErrors.push(err38);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err39 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces/" + i7, keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.configs.items.properties.interfaces.items, data: data24 };
                    if (vErrors === null) {
                      vErrors = [err39];
                    } else {
                      vErrors.push(err39);
                    }
                    errors++;
                  }
                }
              } else {
                const err40 = { instancePath: instancePath + "/configs/" + i6 + "/interfaces", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.configs.items.properties.interfaces, data: data23 };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
            }
          } else {
            const err41 = { instancePath: instancePath + "/configs/" + i6, keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.configs.items, data: data21 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
      } else {
        const err42 = { instancePath: instancePath + "/configs", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.configs, data: data20 };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
  } else {
    const err43 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
const nodebalancerState = validate11;
const schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/nodebalancer-state.schema.json", "type": "object", "required": ["label", "region"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 1, "x-rule": "compute-required-field" }, "id": { "type": "integer" }, "region": { "type": "string", "minLength": 1, "x-rule": "compute-required-field" } } };
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
      if (!(key0 === "label" || key0 === "id" || key0 === "region")) {
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
      if (typeof data0 === "string") {
        if (func3(data0) < 1) {
          const err3 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema12.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data1 = data.id;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err5 = { instancePath: instancePath + "/id", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.id, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data2 = data.region;
      if (typeof data2 === "string") {
        if (func3(data2) < 1) {
          const err6 = { instancePath: instancePath + "/region", keyword: "minLength", params: { limit: 1 }, parentSchema: schema12.properties.region, data: data2 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.region, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  computeState,
  nodebalancerState
});
