import { ucs2length } from "../ucs2length.js";
const vpcCreate = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/vpc-create.schema.json", "type": "object", "required": ["label", "region"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 1, "maxLength": 64, "x-rule": "vpc-label-length" }, "region": { "type": "string", "x-rule": "vpc-required-field" }, "description": { "type": "string", "maxLength": 255, "x-rule": "vpc-description-length" }, "subnets": { "type": "array", "items": { "type": "object", "required": ["label", "ipv4"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 1, "maxLength": 64, "x-rule": "vpc-label-length" }, "ipv4": { "type": "string" } } } } } };
const func2 = ucs2length;
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
      if (!(key0 === "label" || key0 === "region" || key0 === "description" || key0 === "subnets")) {
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
        if (func2(data0) > 64) {
          const err3 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 64 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err4 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data1 = data.region;
      if (typeof data1 !== "string") {
        const err6 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.region, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data2 = data.description;
      if (typeof data2 === "string") {
        if (func2(data2) > 255) {
          const err7 = { instancePath: instancePath + "/description", keyword: "maxLength", params: { limit: 255 }, parentSchema: schema11.properties.description, data: data2 };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = { instancePath: instancePath + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.description, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.subnets !== void 0) {
      let data3 = data.subnets;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
            if (data4.label === void 0) {
              const err9 = { instancePath: instancePath + "/subnets/" + i0, keyword: "required", params: { missingProperty: "label" }, parentSchema: schema11.properties.subnets.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data4.ipv4 === void 0) {
              const err10 = { instancePath: instancePath + "/subnets/" + i0, keyword: "required", params: { missingProperty: "ipv4" }, parentSchema: schema11.properties.subnets.items, data: data4 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            for (const key1 in data4) {
              if (!(key1 === "label" || key1 === "ipv4")) {
                const err11 = { instancePath: instancePath + "/subnets/" + i0, keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema11.properties.subnets.items, data: data4 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data4.label !== void 0) {
              let data5 = data4.label;
              if (typeof data5 === "string") {
                if (func2(data5) > 64) {
                  const err12 = { instancePath: instancePath + "/subnets/" + i0 + "/label", keyword: "maxLength", params: { limit: 64 }, parentSchema: schema11.properties.subnets.items.properties.label, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                if (func2(data5) < 1) {
                  const err13 = { instancePath: instancePath + "/subnets/" + i0 + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema11.properties.subnets.items.properties.label, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
              } else {
                const err14 = { instancePath: instancePath + "/subnets/" + i0 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.subnets.items.properties.label, data: data5 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data4.ipv4 !== void 0) {
              let data6 = data4.ipv4;
              if (typeof data6 !== "string") {
                const err15 = { instancePath: instancePath + "/subnets/" + i0 + "/ipv4", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.subnets.items.properties.ipv4, data: data6 };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
          } else {
            const err16 = { instancePath: instancePath + "/subnets/" + i0, keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.subnets.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
      } else {
        const err17 = { instancePath: instancePath + "/subnets", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.subnets, data: data3 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
const vpcState = validate11;
const schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/vpc-state.schema.json", "type": "object", "required": ["label", "region"], "additionalProperties": false, "properties": { "id": { "type": "integer" }, "label": { "type": "string", "minLength": 1, "maxLength": 64, "x-rule": "vpc-label-length" }, "region": { "type": "string", "x-rule": "vpc-required-field" }, "description": { "type": "string", "maxLength": 255, "x-rule": "vpc-description-length" }, "subnets": { "type": "array", "items": { "type": "object", "required": ["label", "ipv4"], "additionalProperties": false, "properties": { "id": { "type": "integer" }, "label": { "type": "string", "minLength": 1, "maxLength": 64, "x-rule": "vpc-label-length" }, "ipv4": { "type": "string" } } } } } };
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
      if (!(key0 === "id" || key0 === "label" || key0 === "region" || key0 === "description" || key0 === "subnets")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err3 = { instancePath: instancePath + "/id", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data1 = data.label;
      if (typeof data1 === "string") {
        if (func2(data1) > 64) {
          const err4 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 64 }, parentSchema: schema12.properties.label, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func2(data1) < 1) {
          const err5 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema12.properties.label, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.label, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data2 = data.region;
      if (typeof data2 !== "string") {
        const err7 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.region, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.description !== void 0) {
      let data3 = data.description;
      if (typeof data3 === "string") {
        if (func2(data3) > 255) {
          const err8 = { instancePath: instancePath + "/description", keyword: "maxLength", params: { limit: 255 }, parentSchema: schema12.properties.description, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.description, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.subnets !== void 0) {
      let data4 = data.subnets;
      if (Array.isArray(data4)) {
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data5 = data4[i0];
          if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
            if (data5.label === void 0) {
              const err10 = { instancePath: instancePath + "/subnets/" + i0, keyword: "required", params: { missingProperty: "label" }, parentSchema: schema12.properties.subnets.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
            if (data5.ipv4 === void 0) {
              const err11 = { instancePath: instancePath + "/subnets/" + i0, keyword: "required", params: { missingProperty: "ipv4" }, parentSchema: schema12.properties.subnets.items, data: data5 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            for (const key1 in data5) {
              if (!(key1 === "id" || key1 === "label" || key1 === "ipv4")) {
                const err12 = { instancePath: instancePath + "/subnets/" + i0, keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema12.properties.subnets.items, data: data5 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data5.id !== void 0) {
              let data6 = data5.id;
              if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                const err13 = { instancePath: instancePath + "/subnets/" + i0 + "/id", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.subnets.items.properties.id, data: data6 };
                if (vErrors === null) {
                  vErrors = [err13];
                } else {
                  vErrors.push(err13);
                }
                errors++;
              }
            }
            if (data5.label !== void 0) {
              let data7 = data5.label;
              if (typeof data7 === "string") {
                if (func2(data7) > 64) {
                  const err14 = { instancePath: instancePath + "/subnets/" + i0 + "/label", keyword: "maxLength", params: { limit: 64 }, parentSchema: schema12.properties.subnets.items.properties.label, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                if (func2(data7) < 1) {
                  const err15 = { instancePath: instancePath + "/subnets/" + i0 + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema12.properties.subnets.items.properties.label, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
              } else {
                const err16 = { instancePath: instancePath + "/subnets/" + i0 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.subnets.items.properties.label, data: data7 };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data5.ipv4 !== void 0) {
              let data8 = data5.ipv4;
              if (typeof data8 !== "string") {
                const err17 = { instancePath: instancePath + "/subnets/" + i0 + "/ipv4", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.subnets.items.properties.ipv4, data: data8 };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = { instancePath: instancePath + "/subnets/" + i0, keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.subnets.items, data: data5 };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = { instancePath: instancePath + "/subnets", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.subnets, data: data4 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
  } else {
    const err20 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err20];
    } else {
      vErrors.push(err20);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
const vpcUpdate = validate12;
const schema13 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/vpc-update.schema.json", "type": "object", "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 1, "maxLength": 64, "x-rule": "vpc-label-length" }, "description": { "type": "string", "maxLength": 255, "x-rule": "vpc-description-length" } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "description")) {
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
        if (func2(data0) > 64) {
          const err1 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 64 }, parentSchema: schema13.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err2 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema13.properties.label, data: data0 };
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
    if (data.description !== void 0) {
      let data1 = data.description;
      if (typeof data1 === "string") {
        if (func2(data1) > 255) {
          const err4 = { instancePath: instancePath + "/description", keyword: "maxLength", params: { limit: 255 }, parentSchema: schema13.properties.description, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.description, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
  } else {
    const err6 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema13, data };
    if (vErrors === null) {
      vErrors = [err6];
    } else {
      vErrors.push(err6);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
const subnetCreate = validate13;
const schema14 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/subnet-create.schema.json", "type": "object", "required": ["label", "ipv4"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 1, "maxLength": 64, "x-rule": "vpc-label-length" }, "ipv4": { "type": "string" } } };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.label === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "label" }, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.ipv4 === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "ipv4" }, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "ipv4")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema14, data };
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
        if (func2(data0) > 64) {
          const err3 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 64 }, parentSchema: schema14.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err4 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema14.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.ipv4 !== void 0) {
      let data1 = data.ipv4;
      if (typeof data1 !== "string") {
        const err6 = { instancePath: instancePath + "/ipv4", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.ipv4, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
  } else {
    const err7 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema14, data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
const subnetUpdate = validate14;
const schema15 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/subnet-update.schema.json", "type": "object", "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 1, "maxLength": 64, "x-rule": "vpc-label-length" } } };
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "label")) {
        const err0 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema15, data };
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
        if (func2(data0) > 64) {
          const err1 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 64 }, parentSchema: schema15.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err2 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 1 }, parentSchema: schema15.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
  } else {
    const err4 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema15, data };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
export {
  subnetCreate,
  subnetUpdate,
  vpcCreate,
  vpcState,
  vpcUpdate
};
