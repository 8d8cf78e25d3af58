const ipAssign = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ip-assign.schema.json", "type": "object", "required": ["region", "assignments"], "additionalProperties": false, "properties": { "region": { "type": "string", "x-rule": "ip-required-field" }, "assignments": { "type": "array", "items": { "type": "object", "required": ["address", "compute_id"], "additionalProperties": false, "properties": { "address": { "type": "string" }, "compute_id": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 } } } } } };
function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.region === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "region" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.assignments === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "assignments" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "region" || key0 === "assignments")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data0 = data.region;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.region, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.assignments !== void 0) {
      let data1 = data.assignments;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.address === void 0) {
              const err4 = { instancePath: instancePath + "/assignments/" + i0, keyword: "required", params: { missingProperty: "address" }, parentSchema: schema11.properties.assignments.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data2.compute_id === void 0) {
              const err5 = { instancePath: instancePath + "/assignments/" + i0, keyword: "required", params: { missingProperty: "compute_id" }, parentSchema: schema11.properties.assignments.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "address" || key1 === "compute_id")) {
                const err6 = { instancePath: instancePath + "/assignments/" + i0, keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema11.properties.assignments.items, data: data2 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data2.address !== void 0) {
              let data3 = data2.address;
              if (typeof data3 !== "string") {
                const err7 = { instancePath: instancePath + "/assignments/" + i0 + "/address", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.assignments.items.properties.address, data: data3 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data2.compute_id !== void 0) {
              let data4 = data2.compute_id;
              if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                const err8 = { instancePath: instancePath + "/assignments/" + i0 + "/compute_id", keyword: "type", params: { type: "integer" }, parentSchema: schema11.properties.assignments.items.properties.compute_id, data: data4 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (typeof data4 == "number" && isFinite(data4)) {
                if (data4 > 9007199254740991 || isNaN(data4)) {
                  const err9 = { instancePath: instancePath + "/assignments/" + i0 + "/compute_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema11.properties.assignments.items.properties.compute_id, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err9];
                  } else {
                    vErrors.push(err9);
                  }
                  errors++;
                }
                if (data4 < 1 || isNaN(data4)) {
                  const err10 = { instancePath: instancePath + "/assignments/" + i0 + "/compute_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema11.properties.assignments.items.properties.compute_id, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err11 = { instancePath: instancePath + "/assignments/" + i0, keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.assignments.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath: instancePath + "/assignments", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.assignments, data: data1 };
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
const ipAssignState = validate11;
const schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ip-assign-state.schema.json", "type": "object", "required": ["region", "assignments"], "additionalProperties": false, "properties": { "region": { "type": "string", "x-rule": "ip-required-field" }, "assignments": { "type": "array", "minItems": 1, "x-rule": "ip-required-field", "items": { "type": "object", "required": ["address", "compute_id"], "additionalProperties": false, "properties": { "address": { "type": "string" }, "compute_id": { "type": ["integer", "string"], "minimum": 1, "maximum": 9007199254740991 } } } } } };
function validate11(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.region === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "region" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.assignments === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "assignments" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "region" || key0 === "assignments")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data0 = data.region;
      if (typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.region, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.assignments !== void 0) {
      let data1 = data.assignments;
      if (Array.isArray(data1)) {
        if (data1.length < 1) {
          const err4 = { instancePath: instancePath + "/assignments", keyword: "minItems", params: { limit: 1 }, parentSchema: schema12.properties.assignments, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
            if (data2.address === void 0) {
              const err5 = { instancePath: instancePath + "/assignments/" + i0, keyword: "required", params: { missingProperty: "address" }, parentSchema: schema12.properties.assignments.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data2.compute_id === void 0) {
              const err6 = { instancePath: instancePath + "/assignments/" + i0, keyword: "required", params: { missingProperty: "compute_id" }, parentSchema: schema12.properties.assignments.items, data: data2 };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            for (const key1 in data2) {
              if (!(key1 === "address" || key1 === "compute_id")) {
                const err7 = { instancePath: instancePath + "/assignments/" + i0, keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema12.properties.assignments.items, data: data2 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data2.address !== void 0) {
              let data3 = data2.address;
              if (typeof data3 !== "string") {
                const err8 = { instancePath: instancePath + "/assignments/" + i0 + "/address", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.assignments.items.properties.address, data: data3 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data2.compute_id !== void 0) {
              let data4 = data2.compute_id;
              if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4)) && typeof data4 !== "string") {
                const err9 = { instancePath: instancePath + "/assignments/" + i0 + "/compute_id", keyword: "type", params: { type: schema12.properties.assignments.items.properties.compute_id.type }, parentSchema: schema12.properties.assignments.items.properties.compute_id, data: data4 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (typeof data4 == "number" && isFinite(data4)) {
                if (data4 > 9007199254740991 || isNaN(data4)) {
                  const err10 = { instancePath: instancePath + "/assignments/" + i0 + "/compute_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema12.properties.assignments.items.properties.compute_id, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
                if (data4 < 1 || isNaN(data4)) {
                  const err11 = { instancePath: instancePath + "/assignments/" + i0 + "/compute_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema12.properties.assignments.items.properties.compute_id, data: data4 };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err12 = { instancePath: instancePath + "/assignments/" + i0, keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.assignments.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/assignments", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.assignments, data: data1 };
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
const ipShare = validate12;
const schema13 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ip-share.schema.json", "type": "object", "required": ["compute_id", "ips"], "additionalProperties": false, "properties": { "compute_id": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 }, "ips": { "type": "array", "items": { "type": "string" } } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.compute_id === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "compute_id" }, parentSchema: schema13, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.ips === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "ips" }, parentSchema: schema13, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "compute_id" || key0 === "ips")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema13, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.compute_id !== void 0) {
      let data0 = data.compute_id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err3 = { instancePath: instancePath + "/compute_id", keyword: "type", params: { type: "integer" }, parentSchema: schema13.properties.compute_id, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/compute_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema13.properties.compute_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err5 = { instancePath: instancePath + "/compute_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema13.properties.compute_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.ips !== void 0) {
      let data1 = data.ips;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string") {
            const err6 = { instancePath: instancePath + "/ips/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.ips.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/ips", keyword: "type", params: { type: "array" }, parentSchema: schema13.properties.ips, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema13, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
const ipShareState = validate13;
const schema14 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ip-share-state.schema.json", "type": "object", "required": ["compute_id", "ips"], "additionalProperties": false, "properties": { "compute_id": { "type": ["integer", "string"], "minimum": 1, "maximum": 9007199254740991 }, "ips": { "type": "array", "items": { "type": "string" } } } };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.compute_id === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "compute_id" }, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.ips === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "ips" }, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "compute_id" || key0 === "ips")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema14, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.compute_id !== void 0) {
      let data0 = data.compute_id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0)) && typeof data0 !== "string") {
        const err3 = { instancePath: instancePath + "/compute_id", keyword: "type", params: { type: schema14.properties.compute_id.type }, parentSchema: schema14.properties.compute_id, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/compute_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema14.properties.compute_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err5 = { instancePath: instancePath + "/compute_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema14.properties.compute_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.ips !== void 0) {
      let data1 = data.ips;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string") {
            const err6 = { instancePath: instancePath + "/ips/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.ips.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/ips", keyword: "type", params: { type: "array" }, parentSchema: schema14.properties.ips, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema14, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
const ipv6RangeCreate = validate14;
const schema15 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ipv6-range-create.schema.json", "type": "object", "required": ["prefix_length"], "additionalProperties": false, "properties": { "prefix_length": { "type": "integer", "enum": [56, 64], "x-rule": "ipv6-range-prefix" }, "compute_id": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 }, "route_target": { "type": "string" } } };
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.prefix_length === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "prefix_length" }, parentSchema: schema15, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "prefix_length" || key0 === "compute_id" || key0 === "route_target")) {
        const err1 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema15, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.prefix_length !== void 0) {
      let data0 = data.prefix_length;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err2 = { instancePath: instancePath + "/prefix_length", keyword: "type", params: { type: "integer" }, parentSchema: schema15.properties.prefix_length, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 56 || data0 === 64)) {
        const err3 = { instancePath: instancePath + "/prefix_length", keyword: "enum", params: { allowedValues: schema15.properties.prefix_length.enum }, parentSchema: schema15.properties.prefix_length, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.compute_id !== void 0) {
      let data1 = data.compute_id;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
        const err4 = { instancePath: instancePath + "/compute_id", keyword: "type", params: { type: "integer" }, parentSchema: schema15.properties.compute_id, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 9007199254740991 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/compute_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema15.properties.compute_id, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err6 = { instancePath: instancePath + "/compute_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema15.properties.compute_id, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.route_target !== void 0) {
      let data2 = data.route_target;
      if (typeof data2 !== "string") {
        const err7 = { instancePath: instancePath + "/route_target", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.route_target, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema15, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
const ipv6RangeState = validate15;
const schema16 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ipv6-range-create-state.schema.json", "type": "object", "required": ["prefix_length"], "additionalProperties": false, "properties": { "prefix_length": { "type": "integer", "enum": [56, 64], "x-rule": "ipv6-range-prefix" }, "compute_id": { "type": ["integer", "string"], "minimum": 1, "maximum": 9007199254740991 }, "route_target": { "type": "string" } } };
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.prefix_length === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "prefix_length" }, parentSchema: schema16, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "prefix_length" || key0 === "compute_id" || key0 === "route_target")) {
        const err1 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema16, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.prefix_length !== void 0) {
      let data0 = data.prefix_length;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err2 = { instancePath: instancePath + "/prefix_length", keyword: "type", params: { type: "integer" }, parentSchema: schema16.properties.prefix_length, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
      if (!(data0 === 56 || data0 === 64)) {
        const err3 = { instancePath: instancePath + "/prefix_length", keyword: "enum", params: { allowedValues: schema16.properties.prefix_length.enum }, parentSchema: schema16.properties.prefix_length, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.compute_id !== void 0) {
      let data1 = data.compute_id;
      if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1)) && typeof data1 !== "string") {
        const err4 = { instancePath: instancePath + "/compute_id", keyword: "type", params: { type: schema16.properties.compute_id.type }, parentSchema: schema16.properties.compute_id, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data1 == "number" && isFinite(data1)) {
        if (data1 > 9007199254740991 || isNaN(data1)) {
          const err5 = { instancePath: instancePath + "/compute_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema16.properties.compute_id, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data1 < 1 || isNaN(data1)) {
          const err6 = { instancePath: instancePath + "/compute_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema16.properties.compute_id, data: data1 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.route_target !== void 0) {
      let data2 = data.route_target;
      if (typeof data2 !== "string") {
        const err7 = { instancePath: instancePath + "/route_target", keyword: "type", params: { type: "string" }, parentSchema: schema16.properties.route_target, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema16, data };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}
const ipAllocate = validate16;
const schema17 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ip-allocate.schema.json", "type": "object", "required": ["compute_id", "public", "type"], "additionalProperties": false, "properties": { "compute_id": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 }, "public": { "type": "boolean" }, "type": { "type": "string", "enum": ["ipv4"], "x-rule": "ip-field-type" } } };
function validate16(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.compute_id === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "compute_id" }, parentSchema: schema17, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.public === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "public" }, parentSchema: schema17, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.type === void 0) {
      const err2 = { instancePath, keyword: "required", params: { missingProperty: "type" }, parentSchema: schema17, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "compute_id" || key0 === "public" || key0 === "type")) {
        const err3 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema17, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.compute_id !== void 0) {
      let data0 = data.compute_id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err4 = { instancePath: instancePath + "/compute_id", keyword: "type", params: { type: "integer" }, parentSchema: schema17.properties.compute_id, data: data0 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err5 = { instancePath: instancePath + "/compute_id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema17.properties.compute_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err6 = { instancePath: instancePath + "/compute_id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema17.properties.compute_id, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.public !== void 0) {
      let data1 = data.public;
      if (typeof data1 !== "boolean") {
        const err7 = { instancePath: instancePath + "/public", keyword: "type", params: { type: "boolean" }, parentSchema: schema17.properties.public, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data2 = data.type;
      if (typeof data2 !== "string") {
        const err8 = { instancePath: instancePath + "/type", keyword: "type", params: { type: "string" }, parentSchema: schema17.properties.type, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (!(data2 === "ipv4")) {
        const err9 = { instancePath: instancePath + "/type", keyword: "enum", params: { allowedValues: schema17.properties.type.enum }, parentSchema: schema17.properties.type, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
  } else {
    const err10 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema17, data };
    if (vErrors === null) {
      vErrors = [err10];
    } else {
      vErrors.push(err10);
    }
    errors++;
  }
  validate16.errors = vErrors;
  return errors === 0;
}
const rdnsUpdate = validate17;
const schema18 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/ip-rdns-update.schema.json", "type": "object", "required": ["rdns"], "additionalProperties": false, "properties": { "rdns": { "type": ["string", "null"] } } };
function validate17(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.rdns === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "rdns" }, parentSchema: schema18, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "rdns")) {
        const err1 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema18, data };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.rdns !== void 0) {
      let data0 = data.rdns;
      if (typeof data0 !== "string" && data0 !== null) {
        const err2 = { instancePath: instancePath + "/rdns", keyword: "type", params: { type: schema18.properties.rdns.type }, parentSchema: schema18.properties.rdns, data: data0 };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
  } else {
    const err3 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema18, data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  validate17.errors = vErrors;
  return errors === 0;
}
export {
  ipAllocate,
  ipAssign,
  ipAssignState,
  ipShare,
  ipShareState,
  ipv6RangeCreate,
  ipv6RangeState,
  rdnsUpdate
};
