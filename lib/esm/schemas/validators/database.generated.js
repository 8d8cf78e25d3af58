import { ucs2length } from "../ucs2length.js";
const databaseCreate = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/database-create.schema.json", "type": "object", "required": ["label", "region", "type", "engine"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "database-label-length" }, "engine": { "type": "string", "x-rule": "database-engine" }, "region": { "type": "string", "x-rule": "database-required-field" }, "type": { "type": "string", "x-rule": "database-required-field" }, "cluster_size": { "type": "integer", "enum": [1, 3], "x-rule": "database-cluster-size" }, "encrypted": { "type": "boolean" }, "ssl_connection": { "type": "boolean" }, "replication_type": { "type": "string", "enum": ["none", "asynch", "semi_synch"], "x-rule": "database-field-type" }, "allow_list": { "type": "array", "items": { "type": "string" } } } };
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;
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
    if (data.type === void 0) {
      const err2 = { instancePath, keyword: "required", params: { missingProperty: "type" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.engine === void 0) {
      const err3 = { instancePath, keyword: "required", params: { missingProperty: "engine" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema11.properties, key0)) {
        const err4 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data0 = data.label;
      if (typeof data0 === "string") {
        if (func3(data0) > 32) {
          const err5 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (func3(data0) < 3) {
          const err6 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.label, data: data0 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.engine !== void 0) {
      let data1 = data.engine;
      if (typeof data1 !== "string") {
        const err8 = { instancePath: instancePath + "/engine", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.engine, data: data1 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data2 = data.region;
      if (typeof data2 !== "string") {
        const err9 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.region, data: data2 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data3 = data.type;
      if (typeof data3 !== "string") {
        const err10 = { instancePath: instancePath + "/type", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.type, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.cluster_size !== void 0) {
      let data4 = data.cluster_size;
      if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
        const err11 = { instancePath: instancePath + "/cluster_size", keyword: "type", params: { type: "integer" }, parentSchema: schema11.properties.cluster_size, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!(data4 === 1 || data4 === 3)) {
        const err12 = { instancePath: instancePath + "/cluster_size", keyword: "enum", params: { allowedValues: schema11.properties.cluster_size.enum }, parentSchema: schema11.properties.cluster_size, data: data4 };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.encrypted !== void 0) {
      let data5 = data.encrypted;
      if (typeof data5 !== "boolean") {
        const err13 = { instancePath: instancePath + "/encrypted", keyword: "type", params: { type: "boolean" }, parentSchema: schema11.properties.encrypted, data: data5 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.ssl_connection !== void 0) {
      let data6 = data.ssl_connection;
      if (typeof data6 !== "boolean") {
        const err14 = { instancePath: instancePath + "/ssl_connection", keyword: "type", params: { type: "boolean" }, parentSchema: schema11.properties.ssl_connection, data: data6 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.replication_type !== void 0) {
      let data7 = data.replication_type;
      if (typeof data7 !== "string") {
        const err15 = { instancePath: instancePath + "/replication_type", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.replication_type, data: data7 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (!(data7 === "none" || data7 === "asynch" || data7 === "semi_synch")) {
        const err16 = { instancePath: instancePath + "/replication_type", keyword: "enum", params: { allowedValues: schema11.properties.replication_type.enum }, parentSchema: schema11.properties.replication_type, data: data7 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.allow_list !== void 0) {
      let data8 = data.allow_list;
      if (Array.isArray(data8)) {
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data9 = data8[i0];
          if (typeof data9 !== "string") {
            const err17 = { instancePath: instancePath + "/allow_list/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.allow_list.items, data: data9 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath: instancePath + "/allow_list", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.allow_list, data: data8 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
const databaseState = validate11;
const schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/database-state.schema.json", "type": "object", "required": ["label", "region", "type", "engine"], "additionalProperties": false, "properties": { "id": { "type": "integer" }, "status": { "type": "string", "enum": ["provisioning", "active", "suspending", "suspended", "resuming", "restoring", "failed", "degraded", "updating", "backing_up"], "x-rule": "database-field-type" }, "updates": { "type": "object", "additionalProperties": false, "properties": { "frequency": { "type": "string" }, "duration": { "type": "integer" }, "hour_of_day": { "type": "integer" }, "day_of_week": { "type": "integer" }, "week_of_month": { "type": ["integer", "null"] } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "database-label-length" }, "engine": { "type": "string", "x-rule": "database-engine" }, "region": { "type": "string", "x-rule": "database-required-field" }, "type": { "type": "string", "x-rule": "database-required-field" }, "cluster_size": { "type": "integer", "enum": [1, 3], "x-rule": "database-cluster-size" }, "encrypted": { "type": "boolean" }, "ssl_connection": { "type": "boolean" }, "replication_type": { "type": "string", "enum": ["none", "asynch", "semi_synch"], "x-rule": "database-field-type" }, "allow_list": { "type": "array", "items": { "type": "string" } } } };
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
    if (data.type === void 0) {
      const err2 = { instancePath, keyword: "required", params: { missingProperty: "type" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.engine === void 0) {
      const err3 = { instancePath, keyword: "required", params: { missingProperty: "engine" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func2.call(schema12.properties, key0)) {
        const err4 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema12, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== void 0) {
      let data0 = data.id;
      if (!(typeof data0 == "number" && (!(data0 % 1) && !isNaN(data0)) && isFinite(data0))) {
        const err5 = { instancePath: instancePath + "/id", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.status !== void 0) {
      let data1 = data.status;
      if (typeof data1 !== "string") {
        const err6 = { instancePath: instancePath + "/status", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (!(data1 === "provisioning" || data1 === "active" || data1 === "suspending" || data1 === "suspended" || data1 === "resuming" || data1 === "restoring" || data1 === "failed" || data1 === "degraded" || data1 === "updating" || data1 === "backing_up")) {
        const err7 = { instancePath: instancePath + "/status", keyword: "enum", params: { allowedValues: schema12.properties.status.enum }, parentSchema: schema12.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.updates !== void 0) {
      let data2 = data.updates;
      if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
        for (const key1 in data2) {
          if (!(key1 === "frequency" || key1 === "duration" || key1 === "hour_of_day" || key1 === "day_of_week" || key1 === "week_of_month")) {
            const err8 = { instancePath: instancePath + "/updates", keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema12.properties.updates, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data2.frequency !== void 0) {
          let data3 = data2.frequency;
          if (typeof data3 !== "string") {
            const err9 = { instancePath: instancePath + "/updates/frequency", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.updates.properties.frequency, data: data3 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data2.duration !== void 0) {
          let data4 = data2.duration;
          if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
            const err10 = { instancePath: instancePath + "/updates/duration", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.updates.properties.duration, data: data4 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data2.hour_of_day !== void 0) {
          let data5 = data2.hour_of_day;
          if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
            const err11 = { instancePath: instancePath + "/updates/hour_of_day", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.updates.properties.hour_of_day, data: data5 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data2.day_of_week !== void 0) {
          let data6 = data2.day_of_week;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err12 = { instancePath: instancePath + "/updates/day_of_week", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.updates.properties.day_of_week, data: data6 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
        if (data2.week_of_month !== void 0) {
          let data7 = data2.week_of_month;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7)) && data7 !== null) {
            const err13 = { instancePath: instancePath + "/updates/week_of_month", keyword: "type", params: { type: schema12.properties.updates.properties.week_of_month.type }, parentSchema: schema12.properties.updates.properties.week_of_month, data: data7 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath: instancePath + "/updates", keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.updates, data: data2 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.label !== void 0) {
      let data8 = data.label;
      if (typeof data8 === "string") {
        if (func3(data8) > 32) {
          const err15 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema12.properties.label, data: data8 };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (func3(data8) < 3) {
          const err16 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema12.properties.label, data: data8 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = { instancePath: instancePath + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.label, data: data8 };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.engine !== void 0) {
      let data9 = data.engine;
      if (typeof data9 !== "string") {
        const err18 = { instancePath: instancePath + "/engine", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.engine, data: data9 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.region !== void 0) {
      let data10 = data.region;
      if (typeof data10 !== "string") {
        const err19 = { instancePath: instancePath + "/region", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.region, data: data10 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data11 = data.type;
      if (typeof data11 !== "string") {
        const err20 = { instancePath: instancePath + "/type", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.type, data: data11 };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.cluster_size !== void 0) {
      let data12 = data.cluster_size;
      if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
        const err21 = { instancePath: instancePath + "/cluster_size", keyword: "type", params: { type: "integer" }, parentSchema: schema12.properties.cluster_size, data: data12 };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (!(data12 === 1 || data12 === 3)) {
        const err22 = { instancePath: instancePath + "/cluster_size", keyword: "enum", params: { allowedValues: schema12.properties.cluster_size.enum }, parentSchema: schema12.properties.cluster_size, data: data12 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.encrypted !== void 0) {
      let data13 = data.encrypted;
      if (typeof data13 !== "boolean") {
        const err23 = { instancePath: instancePath + "/encrypted", keyword: "type", params: { type: "boolean" }, parentSchema: schema12.properties.encrypted, data: data13 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.ssl_connection !== void 0) {
      let data14 = data.ssl_connection;
      if (typeof data14 !== "boolean") {
        const err24 = { instancePath: instancePath + "/ssl_connection", keyword: "type", params: { type: "boolean" }, parentSchema: schema12.properties.ssl_connection, data: data14 };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.replication_type !== void 0) {
      let data15 = data.replication_type;
      if (typeof data15 !== "string") {
        const err25 = { instancePath: instancePath + "/replication_type", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.replication_type, data: data15 };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (!(data15 === "none" || data15 === "asynch" || data15 === "semi_synch")) {
        const err26 = { instancePath: instancePath + "/replication_type", keyword: "enum", params: { allowedValues: schema12.properties.replication_type.enum }, parentSchema: schema12.properties.replication_type, data: data15 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.allow_list !== void 0) {
      let data16 = data.allow_list;
      if (Array.isArray(data16)) {
        const len0 = data16.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data17 = data16[i0];
          if (typeof data17 !== "string") {
            const err27 = { instancePath: instancePath + "/allow_list/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.allow_list.items, data: data17 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      } else {
        const err28 = { instancePath: instancePath + "/allow_list", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.allow_list, data: data16 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
  } else {
    const err29 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err29];
    } else {
      vErrors.push(err29);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
const databaseUpdate = validate12;
const schema13 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/database-update.schema.json", "type": "object", "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "database-label-length" }, "allow_list": { "type": "array", "items": { "type": "string" } }, "type": { "type": "string", "x-rule": "database-required-field" }, "updates": { "type": "object", "additionalProperties": false, "properties": { "frequency": { "type": "string" }, "duration": { "type": "integer" }, "hour_of_day": { "type": "integer" }, "day_of_week": { "type": "integer" }, "week_of_month": { "type": ["integer", "null"] } } } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "allow_list" || key0 === "type" || key0 === "updates")) {
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
        if (func3(data0) > 32) {
          const err1 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema13.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (func3(data0) < 3) {
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
    if (data.allow_list !== void 0) {
      let data1 = data.allow_list;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string") {
            const err4 = { instancePath: instancePath + "/allow_list/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.allow_list.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = { instancePath: instancePath + "/allow_list", keyword: "type", params: { type: "array" }, parentSchema: schema13.properties.allow_list, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.type !== void 0) {
      let data3 = data.type;
      if (typeof data3 !== "string") {
        const err6 = { instancePath: instancePath + "/type", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.type, data: data3 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.updates !== void 0) {
      let data4 = data.updates;
      if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
        for (const key1 in data4) {
          if (!(key1 === "frequency" || key1 === "duration" || key1 === "hour_of_day" || key1 === "day_of_week" || key1 === "week_of_month")) {
            const err7 = { instancePath: instancePath + "/updates", keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema13.properties.updates, data: data4 };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data4.frequency !== void 0) {
          let data5 = data4.frequency;
          if (typeof data5 !== "string") {
            const err8 = { instancePath: instancePath + "/updates/frequency", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.updates.properties.frequency, data: data5 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data4.duration !== void 0) {
          let data6 = data4.duration;
          if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
            const err9 = { instancePath: instancePath + "/updates/duration", keyword: "type", params: { type: "integer" }, parentSchema: schema13.properties.updates.properties.duration, data: data6 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data4.hour_of_day !== void 0) {
          let data7 = data4.hour_of_day;
          if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
            const err10 = { instancePath: instancePath + "/updates/hour_of_day", keyword: "type", params: { type: "integer" }, parentSchema: schema13.properties.updates.properties.hour_of_day, data: data7 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data4.day_of_week !== void 0) {
          let data8 = data4.day_of_week;
          if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
            const err11 = { instancePath: instancePath + "/updates/day_of_week", keyword: "type", params: { type: "integer" }, parentSchema: schema13.properties.updates.properties.day_of_week, data: data8 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
        if (data4.week_of_month !== void 0) {
          let data9 = data4.week_of_month;
          if (!(typeof data9 == "number" && (!(data9 % 1) && !isNaN(data9)) && isFinite(data9)) && data9 !== null) {
            const err12 = { instancePath: instancePath + "/updates/week_of_month", keyword: "type", params: { type: schema13.properties.updates.properties.week_of_month.type }, parentSchema: schema13.properties.updates.properties.week_of_month, data: data9 };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = { instancePath: instancePath + "/updates", keyword: "type", params: { type: "object" }, parentSchema: schema13.properties.updates, data: data4 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema13, data };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
export {
  databaseCreate,
  databaseState,
  databaseUpdate
};
