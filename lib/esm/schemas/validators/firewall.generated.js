import { ucs2length } from "../ucs2length.js";
const firewallCreate = validate10;
const schema11 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/firewall-create.schema.json", "type": "object", "required": ["label", "rules"], "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-label-length" }, "tags": { "type": "array", "items": { "type": "string" } }, "rules": { "type": "object", "required": ["inbound_policy", "outbound_policy"], "additionalProperties": false, "properties": { "inbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "inbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" }, "outbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "outbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" } } }, "devices": { "type": "object", "additionalProperties": false, "properties": { "computes": { "type": "array", "items": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 } }, "nodebalancers": { "type": "array", "items": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 } } } } } };
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
    if (data.rules === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "rules" }, parentSchema: schema11, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "tags" || key0 === "rules" || key0 === "devices")) {
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
        if (func2(data0) > 32) {
          const err3 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema11.properties.label, data: data0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 3) {
          const err4 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema11.properties.label, data: data0 };
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
    if (data.tags !== void 0) {
      let data1 = data.tags;
      if (Array.isArray(data1)) {
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 !== "string") {
            const err6 = { instancePath: instancePath + "/tags/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.tags.items, data: data2 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/tags", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.tags, data: data1 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data3 = data.rules;
      if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
        if (data3.inbound_policy === void 0) {
          const err8 = { instancePath: instancePath + "/rules", keyword: "required", params: { missingProperty: "inbound_policy" }, parentSchema: schema11.properties.rules, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data3.outbound_policy === void 0) {
          const err9 = { instancePath: instancePath + "/rules", keyword: "required", params: { missingProperty: "outbound_policy" }, parentSchema: schema11.properties.rules, data: data3 };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        for (const key1 in data3) {
          if (!(key1 === "inbound" || key1 === "inbound_policy" || key1 === "outbound" || key1 === "outbound_policy")) {
            const err10 = { instancePath: instancePath + "/rules", keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema11.properties.rules, data: data3 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data3.inbound !== void 0) {
          let data4 = data3.inbound;
          if (Array.isArray(data4)) {
            const len1 = data4.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data5 = data4[i1];
              if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (data5.action === void 0) {
                  const err11 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema11.properties.rules.properties.inbound.items, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
                if (data5.protocol === void 0) {
                  const err12 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema11.properties.rules.properties.inbound.items, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                if (data5.addresses === void 0) {
                  const err13 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema11.properties.rules.properties.inbound.items, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err13];
                  } else {
                    vErrors.push(err13);
                  }
                  errors++;
                }
                for (const key2 in data5) {
                  if (!(key2 === "action" || key2 === "protocol" || key2 === "ports" || key2 === "addresses" || key2 === "label" || key2 === "description")) {
                    const err14 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "additionalProperties", params: { additionalProperty: key2 }, parentSchema: schema11.properties.rules.properties.inbound.items, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
                if (data5.action !== void 0) {
                  let data6 = data5.action;
                  if (typeof data6 !== "string") {
                    const err15 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.action, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                  if (!(data6 === "ACCEPT" || data6 === "DROP")) {
                    const err16 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/action", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties.inbound.items.properties.action.enum }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.action, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data5.protocol !== void 0) {
                  let data7 = data5.protocol;
                  if (typeof data7 !== "string") {
                    const err17 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.protocol, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                  if (!(data7 === "TCP" || data7 === "UDP" || data7 === "ICMP" || data7 === "IPENCAP")) {
                    const err18 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/protocol", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties.inbound.items.properties.protocol.enum }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.protocol, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                }
                if (data5.ports !== void 0) {
                  let data8 = data5.ports;
                  if (typeof data8 !== "string" && data8 !== null) {
                    const err19 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/ports", keyword: "type", params: { type: schema11.properties.rules.properties.inbound.items.properties.ports.type }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.ports, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
                if (data5.addresses !== void 0) {
                  let data9 = data5.addresses;
                  if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                    if (Object.keys(data9).length < 1) {
                      const err20 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses, data: data9 };
                      if (vErrors === null) {
                        vErrors = [err20];
                      } else {
                        vErrors.push(err20);
                      }
                      errors++;
                    }
                    for (const key3 in data9) {
                      if (!(key3 === "ipv4" || key3 === "ipv6")) {
                        const err21 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key3 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err21];
                        } else {
                          vErrors.push(err21);
                        }
                        errors++;
                      }
                    }
                    if (data9.ipv4 !== void 0) {
                      let data10 = data9.ipv4;
                      if (Array.isArray(data10)) {
                        if (data10.length < 1) {
                          const err22 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses.properties.ipv4, data: data10 };
                          if (vErrors === null) {
                            vErrors = [err22];
                          } else {
                            vErrors.push(err22);
                          }
                          errors++;
                        }
                        const len2 = data10.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                          let data11 = data10[i2];
                          if (typeof data11 !== "string") {
                            const err23 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv4/" + i2, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses.properties.ipv4.items, data: data11 };
                            if (vErrors === null) {
                              vErrors = [err23];
                            } else {
                              vErrors.push(err23);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err24 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses.properties.ipv4, data: data10 };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    }
                    if (data9.ipv6 !== void 0) {
                      let data12 = data9.ipv6;
                      if (Array.isArray(data12)) {
                        if (data12.length < 1) {
                          const err25 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses.properties.ipv6, data: data12 };
                          if (vErrors === null) {
                            vErrors = [err25];
                          } else {
                            vErrors.push(err25);
                          }
                          errors++;
                        }
                        const len3 = data12.length;
                        for (let i3 = 0; i3 < len3; i3++) {
                          let data13 = data12[i3];
                          if (typeof data13 !== "string") {
                            const err26 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv6/" + i3, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses.properties.ipv6.items, data: data13 };
                            if (vErrors === null) {
                              vErrors = [err26];
                            } else {
                              vErrors.push(err26);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err27 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses.properties.ipv6, data: data12 };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err28 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.addresses, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err28];
                    } else {
                      vErrors.push(err28);
                    }
                    errors++;
                  }
                }
                if (data5.label !== void 0) {
                  let data14 = data5.label;
                  if (typeof data14 === "string") {
                    if (func2(data14) > 32) {
                      const err29 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.label, data: data14 };
                      if (vErrors === null) {
                        vErrors = [err29];
                      } else {
                        vErrors.push(err29);
                      }
                      errors++;
                    }
                    if (func2(data14) < 3) {
                      const err30 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.label, data: data14 };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  } else {
                    const err31 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.label, data: data14 };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data5.description !== void 0) {
                  let data15 = data5.description;
                  if (typeof data15 === "string") {
                    if (func2(data15) > 100) {
                      const err32 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.description, data: data15 };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                    if (func2(data15) < 1) {
                      const err33 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.description, data: data15 };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  } else {
                    const err34 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.inbound.items.properties.description, data: data15 };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
              } else {
                const err35 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.rules.properties.inbound.items, data: data5 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = { instancePath: instancePath + "/rules/inbound", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.rules.properties.inbound, data: data4 };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data3.inbound_policy !== void 0) {
          let data16 = data3.inbound_policy;
          if (typeof data16 !== "string") {
            const err37 = { instancePath: instancePath + "/rules/inbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.inbound_policy, data: data16 };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
          if (!(data16 === "ACCEPT" || data16 === "DROP")) {
            const err38 = { instancePath: instancePath + "/rules/inbound_policy", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties.inbound_policy.enum }, parentSchema: schema11.properties.rules.properties.inbound_policy, data: data16 };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
        if (data3.outbound !== void 0) {
          let data17 = data3.outbound;
          if (Array.isArray(data17)) {
            const len4 = data17.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data18 = data17[i4];
              if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                if (data18.action === void 0) {
                  const err39 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema11.properties.rules.properties.outbound.items, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (data18.protocol === void 0) {
                  const err40 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema11.properties.rules.properties.outbound.items, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                if (data18.addresses === void 0) {
                  const err41 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema11.properties.rules.properties.outbound.items, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err41];
                  } else {
                    vErrors.push(err41);
                  }
                  errors++;
                }
                for (const key4 in data18) {
                  if (!(key4 === "action" || key4 === "protocol" || key4 === "ports" || key4 === "addresses" || key4 === "label" || key4 === "description")) {
                    const err42 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "additionalProperties", params: { additionalProperty: key4 }, parentSchema: schema11.properties.rules.properties.outbound.items, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                }
                if (data18.action !== void 0) {
                  let data19 = data18.action;
                  if (typeof data19 !== "string") {
                    const err43 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.action, data: data19 };
                    if (vErrors === null) {
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                  if (!(data19 === "ACCEPT" || data19 === "DROP")) {
                    const err44 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/action", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties.outbound.items.properties.action.enum }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.action, data: data19 };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                }
                if (data18.protocol !== void 0) {
                  let data20 = data18.protocol;
                  if (typeof data20 !== "string") {
                    const err45 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.protocol, data: data20 };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                  if (!(data20 === "TCP" || data20 === "UDP" || data20 === "ICMP" || data20 === "IPENCAP")) {
                    const err46 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/protocol", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties.outbound.items.properties.protocol.enum }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.protocol, data: data20 };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                }
                if (data18.ports !== void 0) {
                  let data21 = data18.ports;
                  if (typeof data21 !== "string" && data21 !== null) {
                    const err47 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/ports", keyword: "type", params: { type: schema11.properties.rules.properties.outbound.items.properties.ports.type }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.ports, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err47];
                    } else {
                      vErrors.push(err47);
                    }
                    errors++;
                  }
                }
                if (data18.addresses !== void 0) {
                  let data22 = data18.addresses;
                  if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                    if (Object.keys(data22).length < 1) {
                      const err48 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses, data: data22 };
                      if (vErrors === null) {
                        vErrors = [err48];
                      } else {
                        vErrors.push(err48);
                      }
                      errors++;
                    }
                    for (const key5 in data22) {
                      if (!(key5 === "ipv4" || key5 === "ipv6")) {
                        const err49 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key5 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err49];
                        } else {
                          vErrors.push(err49);
                        }
                        errors++;
                      }
                    }
                    if (data22.ipv4 !== void 0) {
                      let data23 = data22.ipv4;
                      if (Array.isArray(data23)) {
                        if (data23.length < 1) {
                          const err50 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses.properties.ipv4, data: data23 };
                          if (vErrors === null) {
                            vErrors = [err50];
                          } else {
                            vErrors.push(err50);
                          }
                          errors++;
                        }
                        const len5 = data23.length;
                        for (let i5 = 0; i5 < len5; i5++) {
                          let data24 = data23[i5];
                          if (typeof data24 !== "string") {
                            const err51 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv4/" + i5, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses.properties.ipv4.items, data: data24 };
                            if (vErrors === null) {
                              vErrors = [err51];
                            } else {
                              vErrors.push(err51);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err52 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses.properties.ipv4, data: data23 };
                        if (vErrors === null) {
                          vErrors = [err52];
                        } else {
                          vErrors.push(err52);
                        }
                        errors++;
                      }
                    }
                    if (data22.ipv6 !== void 0) {
                      let data25 = data22.ipv6;
                      if (Array.isArray(data25)) {
                        if (data25.length < 1) {
                          const err53 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses.properties.ipv6, data: data25 };
                          if (vErrors === null) {
                            vErrors = [err53];
                          } else {
                            vErrors.push(err53);
                          }
                          errors++;
                        }
                        const len6 = data25.length;
                        for (let i6 = 0; i6 < len6; i6++) {
                          let data26 = data25[i6];
                          if (typeof data26 !== "string") {
                            const err54 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv6/" + i6, keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses.properties.ipv6.items, data: data26 };
                            if (vErrors === null) {
                              vErrors = [err54];
                            } else {
                              vErrors.push(err54);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err55 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses.properties.ipv6, data: data25 };
                        if (vErrors === null) {
                          vErrors = [err55];
                        } else {
                          vErrors.push(err55);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err56 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.addresses, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err56];
                    } else {
                      vErrors.push(err56);
                    }
                    errors++;
                  }
                }
                if (data18.label !== void 0) {
                  let data27 = data18.label;
                  if (typeof data27 === "string") {
                    if (func2(data27) > 32) {
                      const err57 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.label, data: data27 };
                      if (vErrors === null) {
                        vErrors = [err57];
                      } else {
                        vErrors.push(err57);
                      }
                      errors++;
                    }
                    if (func2(data27) < 3) {
                      const err58 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.label, data: data27 };
                      if (vErrors === null) {
                        vErrors = [err58];
                      } else {
                        vErrors.push(err58);
                      }
                      errors++;
                    }
                  } else {
                    const err59 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.label, data: data27 };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data18.description !== void 0) {
                  let data28 = data18.description;
                  if (typeof data28 === "string") {
                    if (func2(data28) > 100) {
                      const err60 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.description, data: data28 };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                    if (func2(data28) < 1) {
                      const err61 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.description, data: data28 };
                      if (vErrors === null) {
                        vErrors = [err61];
                      } else {
                        vErrors.push(err61);
                      }
                      errors++;
                    }
                  } else {
                    const err62 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.outbound.items.properties.description, data: data28 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
              } else {
                const err63 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.rules.properties.outbound.items, data: data18 };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            }
          } else {
            const err64 = { instancePath: instancePath + "/rules/outbound", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.rules.properties.outbound, data: data17 };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        if (data3.outbound_policy !== void 0) {
          let data29 = data3.outbound_policy;
          if (typeof data29 !== "string") {
            const err65 = { instancePath: instancePath + "/rules/outbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema11.properties.rules.properties.outbound_policy, data: data29 };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
          if (!(data29 === "ACCEPT" || data29 === "DROP")) {
            const err66 = { instancePath: instancePath + "/rules/outbound_policy", keyword: "enum", params: { allowedValues: schema11.properties.rules.properties.outbound_policy.enum }, parentSchema: schema11.properties.rules.properties.outbound_policy, data: data29 };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
      } else {
        const err67 = { instancePath: instancePath + "/rules", keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.rules, data: data3 };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.devices !== void 0) {
      let data30 = data.devices;
      if (data30 && typeof data30 == "object" && !Array.isArray(data30)) {
        for (const key6 in data30) {
          if (!(key6 === "computes" || key6 === "nodebalancers")) {
            const err68 = { instancePath: instancePath + "/devices", keyword: "additionalProperties", params: { additionalProperty: key6 }, parentSchema: schema11.properties.devices, data: data30 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
        if (data30.computes !== void 0) {
          let data31 = data30.computes;
          if (Array.isArray(data31)) {
            const len7 = data31.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data32 = data31[i7];
              if (!(typeof data32 == "number" && (!(data32 % 1) && !isNaN(data32)) && isFinite(data32))) {
                const err69 = { instancePath: instancePath + "/devices/computes/" + i7, keyword: "type", params: { type: "integer" }, parentSchema: schema11.properties.devices.properties.computes.items, data: data32 };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
              if (typeof data32 == "number" && isFinite(data32)) {
                if (data32 > 9007199254740991 || isNaN(data32)) {
                  const err70 = { instancePath: instancePath + "/devices/computes/" + i7, keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema11.properties.devices.properties.computes.items, data: data32 };
                  if (vErrors === null) {
                    vErrors = [err70];
                  } else {
                    vErrors.push(err70);
                  }
                  errors++;
                }
                if (data32 < 1 || isNaN(data32)) {
                  const err71 = { instancePath: instancePath + "/devices/computes/" + i7, keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema11.properties.devices.properties.computes.items, data: data32 };
                  if (vErrors === null) {
                    vErrors = [err71];
                  } else {
                    vErrors.push(err71);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err72 = { instancePath: instancePath + "/devices/computes", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.devices.properties.computes, data: data31 };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
        if (data30.nodebalancers !== void 0) {
          let data33 = data30.nodebalancers;
          if (Array.isArray(data33)) {
            const len8 = data33.length;
            for (let i8 = 0; i8 < len8; i8++) {
              let data34 = data33[i8];
              if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34))) {
                const err73 = { instancePath: instancePath + "/devices/nodebalancers/" + i8, keyword: "type", params: { type: "integer" }, parentSchema: schema11.properties.devices.properties.nodebalancers.items, data: data34 };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
              if (typeof data34 == "number" && isFinite(data34)) {
                if (data34 > 9007199254740991 || isNaN(data34)) {
                  const err74 = { instancePath: instancePath + "/devices/nodebalancers/" + i8, keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema11.properties.devices.properties.nodebalancers.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
                if (data34 < 1 || isNaN(data34)) {
                  const err75 = { instancePath: instancePath + "/devices/nodebalancers/" + i8, keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema11.properties.devices.properties.nodebalancers.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err75];
                  } else {
                    vErrors.push(err75);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err76 = { instancePath: instancePath + "/devices/nodebalancers", keyword: "type", params: { type: "array" }, parentSchema: schema11.properties.devices.properties.nodebalancers, data: data33 };
            if (vErrors === null) {
              vErrors = [err76];
            } else {
              vErrors.push(err76);
            }
            errors++;
          }
        }
      } else {
        const err77 = { instancePath: instancePath + "/devices", keyword: "type", params: { type: "object" }, parentSchema: schema11.properties.devices, data: data30 };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
    }
  } else {
    const err78 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema11, data };
    if (vErrors === null) {
      vErrors = [err78];
    } else {
      vErrors.push(err78);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
const firewallState = validate11;
const schema12 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/firewall-state.schema.json", "type": "object", "required": ["label", "rules"], "additionalProperties": false, "properties": { "id": { "type": "integer" }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-label-length" }, "status": { "type": "string", "enum": ["enabled", "disabled"], "x-rule": "firewall-status", "x-hints": { "deleted": "deleted cannot be set by update; delete the firewall instead" } }, "tags": { "type": "array", "items": { "type": "string" } }, "rules": { "type": "object", "required": ["inbound_policy", "outbound_policy"], "additionalProperties": false, "properties": { "inbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "inbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" }, "outbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "outbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" } } }, "devices": { "type": "object", "additionalProperties": false, "properties": { "computes": { "type": "array", "items": { "type": ["integer", "string"], "minimum": 1, "maximum": 9007199254740991 } }, "nodebalancers": { "type": "array", "items": { "type": ["integer", "string"], "minimum": 1, "maximum": 9007199254740991 } } } } } };
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
    if (data.rules === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "rules" }, parentSchema: schema12, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "label" || key0 === "status" || key0 === "tags" || key0 === "rules" || key0 === "devices")) {
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
        if (func2(data1) > 32) {
          const err4 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema12.properties.label, data: data1 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (func2(data1) < 3) {
          const err5 = { instancePath: instancePath + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema12.properties.label, data: data1 };
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
    if (data.status !== void 0) {
      let data2 = data.status;
      if (typeof data2 !== "string") {
        const err7 = { instancePath: instancePath + "/status", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.status, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (!(data2 === "enabled" || data2 === "disabled")) {
        const err8 = { instancePath: instancePath + "/status", keyword: "enum", params: { allowedValues: schema12.properties.status.enum }, parentSchema: schema12.properties.status, data: data2 };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.tags !== void 0) {
      let data3 = data.tags;
      if (Array.isArray(data3)) {
        const len0 = data3.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data4 = data3[i0];
          if (typeof data4 !== "string") {
            const err9 = { instancePath: instancePath + "/tags/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.tags.items, data: data4 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = { instancePath: instancePath + "/tags", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.tags, data: data3 };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.rules !== void 0) {
      let data5 = data.rules;
      if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
        if (data5.inbound_policy === void 0) {
          const err11 = { instancePath: instancePath + "/rules", keyword: "required", params: { missingProperty: "inbound_policy" }, parentSchema: schema12.properties.rules, data: data5 };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data5.outbound_policy === void 0) {
          const err12 = { instancePath: instancePath + "/rules", keyword: "required", params: { missingProperty: "outbound_policy" }, parentSchema: schema12.properties.rules, data: data5 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        for (const key1 in data5) {
          if (!(key1 === "inbound" || key1 === "inbound_policy" || key1 === "outbound" || key1 === "outbound_policy")) {
            const err13 = { instancePath: instancePath + "/rules", keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema12.properties.rules, data: data5 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data5.inbound !== void 0) {
          let data6 = data5.inbound;
          if (Array.isArray(data6)) {
            const len1 = data6.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data7 = data6[i1];
              if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
                if (data7.action === void 0) {
                  const err14 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema12.properties.rules.properties.inbound.items, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
                if (data7.protocol === void 0) {
                  const err15 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema12.properties.rules.properties.inbound.items, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if (data7.addresses === void 0) {
                  const err16 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema12.properties.rules.properties.inbound.items, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                for (const key2 in data7) {
                  if (!(key2 === "action" || key2 === "protocol" || key2 === "ports" || key2 === "addresses" || key2 === "label" || key2 === "description")) {
                    const err17 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "additionalProperties", params: { additionalProperty: key2 }, parentSchema: schema12.properties.rules.properties.inbound.items, data: data7 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
                if (data7.action !== void 0) {
                  let data8 = data7.action;
                  if (typeof data8 !== "string") {
                    const err18 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.action, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if (!(data8 === "ACCEPT" || data8 === "DROP")) {
                    const err19 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/action", keyword: "enum", params: { allowedValues: schema12.properties.rules.properties.inbound.items.properties.action.enum }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.action, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
                if (data7.protocol !== void 0) {
                  let data9 = data7.protocol;
                  if (typeof data9 !== "string") {
                    const err20 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.protocol, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  if (!(data9 === "TCP" || data9 === "UDP" || data9 === "ICMP" || data9 === "IPENCAP")) {
                    const err21 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/protocol", keyword: "enum", params: { allowedValues: schema12.properties.rules.properties.inbound.items.properties.protocol.enum }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.protocol, data: data9 };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                }
                if (data7.ports !== void 0) {
                  let data10 = data7.ports;
                  if (typeof data10 !== "string" && data10 !== null) {
                    const err22 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/ports", keyword: "type", params: { type: schema12.properties.rules.properties.inbound.items.properties.ports.type }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.ports, data: data10 };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                }
                if (data7.addresses !== void 0) {
                  let data11 = data7.addresses;
                  if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                    if (Object.keys(data11).length < 1) {
                      const err23 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses, data: data11 };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                    for (const key3 in data11) {
                      if (!(key3 === "ipv4" || key3 === "ipv6")) {
                        const err24 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key3 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses, data: data11 };
                        if (vErrors === null) {
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    }
                    if (data11.ipv4 !== void 0) {
                      let data12 = data11.ipv4;
                      if (Array.isArray(data12)) {
                        if (data12.length < 1) {
                          const err25 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses.properties.ipv4, data: data12 };
                          if (vErrors === null) {
                            vErrors = [err25];
                          } else {
                            vErrors.push(err25);
                          }
                          errors++;
                        }
                        const len2 = data12.length;
                        for (let i2 = 0; i2 < len2; i2++) {
                          let data13 = data12[i2];
                          if (typeof data13 !== "string") {
                            const err26 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv4/" + i2, keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses.properties.ipv4.items, data: data13 };
                            if (vErrors === null) {
                              vErrors = [err26];
                            } else {
                              vErrors.push(err26);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err27 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses.properties.ipv4, data: data12 };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    }
                    if (data11.ipv6 !== void 0) {
                      let data14 = data11.ipv6;
                      if (Array.isArray(data14)) {
                        if (data14.length < 1) {
                          const err28 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses.properties.ipv6, data: data14 };
                          if (vErrors === null) {
                            vErrors = [err28];
                          } else {
                            vErrors.push(err28);
                          }
                          errors++;
                        }
                        const len3 = data14.length;
                        for (let i3 = 0; i3 < len3; i3++) {
                          let data15 = data14[i3];
                          if (typeof data15 !== "string") {
                            const err29 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv6/" + i3, keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses.properties.ipv6.items, data: data15 };
                            if (vErrors === null) {
                              vErrors = [err29];
                            } else {
                              vErrors.push(err29);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err30 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses.properties.ipv6, data: data14 };
                        if (vErrors === null) {
                          vErrors = [err30];
                        } else {
                          vErrors.push(err30);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err31 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.addresses, data: data11 };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
                if (data7.label !== void 0) {
                  let data16 = data7.label;
                  if (typeof data16 === "string") {
                    if (func2(data16) > 32) {
                      const err32 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.label, data: data16 };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                    if (func2(data16) < 3) {
                      const err33 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.label, data: data16 };
                      if (vErrors === null) {
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                  } else {
                    const err34 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.label, data: data16 };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
                if (data7.description !== void 0) {
                  let data17 = data7.description;
                  if (typeof data17 === "string") {
                    if (func2(data17) > 100) {
                      const err35 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.description, data: data17 };
                      if (vErrors === null) {
                        vErrors = [err35];
                      } else {
                        vErrors.push(err35);
                      }
                      errors++;
                    }
                    if (func2(data17) < 1) {
                      const err36 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.description, data: data17 };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  } else {
                    const err37 = { instancePath: instancePath + "/rules/inbound/" + i1 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.inbound.items.properties.description, data: data17 };
                    if (vErrors === null) {
                      vErrors = [err37];
                    } else {
                      vErrors.push(err37);
                    }
                    errors++;
                  }
                }
              } else {
                const err38 = { instancePath: instancePath + "/rules/inbound/" + i1, keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.rules.properties.inbound.items, data: data7 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = { instancePath: instancePath + "/rules/inbound", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.rules.properties.inbound, data: data6 };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
        if (data5.inbound_policy !== void 0) {
          let data18 = data5.inbound_policy;
          if (typeof data18 !== "string") {
            const err40 = { instancePath: instancePath + "/rules/inbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.inbound_policy, data: data18 };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (!(data18 === "ACCEPT" || data18 === "DROP")) {
            const err41 = { instancePath: instancePath + "/rules/inbound_policy", keyword: "enum", params: { allowedValues: schema12.properties.rules.properties.inbound_policy.enum }, parentSchema: schema12.properties.rules.properties.inbound_policy, data: data18 };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data5.outbound !== void 0) {
          let data19 = data5.outbound;
          if (Array.isArray(data19)) {
            const len4 = data19.length;
            for (let i4 = 0; i4 < len4; i4++) {
              let data20 = data19[i4];
              if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
                if (data20.action === void 0) {
                  const err42 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema12.properties.rules.properties.outbound.items, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
                if (data20.protocol === void 0) {
                  const err43 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema12.properties.rules.properties.outbound.items, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                if (data20.addresses === void 0) {
                  const err44 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema12.properties.rules.properties.outbound.items, data: data20 };
                  if (vErrors === null) {
                    vErrors = [err44];
                  } else {
                    vErrors.push(err44);
                  }
                  errors++;
                }
                for (const key4 in data20) {
                  if (!(key4 === "action" || key4 === "protocol" || key4 === "ports" || key4 === "addresses" || key4 === "label" || key4 === "description")) {
                    const err45 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "additionalProperties", params: { additionalProperty: key4 }, parentSchema: schema12.properties.rules.properties.outbound.items, data: data20 };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
                if (data20.action !== void 0) {
                  let data21 = data20.action;
                  if (typeof data21 !== "string") {
                    const err46 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.action, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                  if (!(data21 === "ACCEPT" || data21 === "DROP")) {
                    const err47 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/action", keyword: "enum", params: { allowedValues: schema12.properties.rules.properties.outbound.items.properties.action.enum }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.action, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err47];
                    } else {
                      vErrors.push(err47);
                    }
                    errors++;
                  }
                }
                if (data20.protocol !== void 0) {
                  let data22 = data20.protocol;
                  if (typeof data22 !== "string") {
                    const err48 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.protocol, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err48];
                    } else {
                      vErrors.push(err48);
                    }
                    errors++;
                  }
                  if (!(data22 === "TCP" || data22 === "UDP" || data22 === "ICMP" || data22 === "IPENCAP")) {
                    const err49 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/protocol", keyword: "enum", params: { allowedValues: schema12.properties.rules.properties.outbound.items.properties.protocol.enum }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.protocol, data: data22 };
                    if (vErrors === null) {
                      vErrors = [err49];
                    } else {
                      vErrors.push(err49);
                    }
                    errors++;
                  }
                }
                if (data20.ports !== void 0) {
                  let data23 = data20.ports;
                  if (typeof data23 !== "string" && data23 !== null) {
                    const err50 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/ports", keyword: "type", params: { type: schema12.properties.rules.properties.outbound.items.properties.ports.type }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.ports, data: data23 };
                    if (vErrors === null) {
                      vErrors = [err50];
                    } else {
                      vErrors.push(err50);
                    }
                    errors++;
                  }
                }
                if (data20.addresses !== void 0) {
                  let data24 = data20.addresses;
                  if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                    if (Object.keys(data24).length < 1) {
                      const err51 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses, data: data24 };
                      if (vErrors === null) {
                        vErrors = [err51];
                      } else {
                        vErrors.push(err51);
                      }
                      errors++;
                    }
                    for (const key5 in data24) {
                      if (!(key5 === "ipv4" || key5 === "ipv6")) {
                        const err52 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key5 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses, data: data24 };
                        if (vErrors === null) {
                          vErrors = [err52];
                        } else {
                          vErrors.push(err52);
                        }
                        errors++;
                      }
                    }
                    if (data24.ipv4 !== void 0) {
                      let data25 = data24.ipv4;
                      if (Array.isArray(data25)) {
                        if (data25.length < 1) {
                          const err53 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses.properties.ipv4, data: data25 };
                          if (vErrors === null) {
                            vErrors = [err53];
                          } else {
                            vErrors.push(err53);
                          }
                          errors++;
                        }
                        const len5 = data25.length;
                        for (let i5 = 0; i5 < len5; i5++) {
                          let data26 = data25[i5];
                          if (typeof data26 !== "string") {
                            const err54 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv4/" + i5, keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses.properties.ipv4.items, data: data26 };
                            if (vErrors === null) {
                              vErrors = [err54];
                            } else {
                              vErrors.push(err54);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err55 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses.properties.ipv4, data: data25 };
                        if (vErrors === null) {
                          vErrors = [err55];
                        } else {
                          vErrors.push(err55);
                        }
                        errors++;
                      }
                    }
                    if (data24.ipv6 !== void 0) {
                      let data27 = data24.ipv6;
                      if (Array.isArray(data27)) {
                        if (data27.length < 1) {
                          const err56 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses.properties.ipv6, data: data27 };
                          if (vErrors === null) {
                            vErrors = [err56];
                          } else {
                            vErrors.push(err56);
                          }
                          errors++;
                        }
                        const len6 = data27.length;
                        for (let i6 = 0; i6 < len6; i6++) {
                          let data28 = data27[i6];
                          if (typeof data28 !== "string") {
                            const err57 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv6/" + i6, keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses.properties.ipv6.items, data: data28 };
                            if (vErrors === null) {
                              vErrors = [err57];
                            } else {
                              vErrors.push(err57);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err58 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses.properties.ipv6, data: data27 };
                        if (vErrors === null) {
                          vErrors = [err58];
                        } else {
                          vErrors.push(err58);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err59 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.addresses, data: data24 };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data20.label !== void 0) {
                  let data29 = data20.label;
                  if (typeof data29 === "string") {
                    if (func2(data29) > 32) {
                      const err60 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.label, data: data29 };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                    if (func2(data29) < 3) {
                      const err61 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.label, data: data29 };
                      if (vErrors === null) {
                        vErrors = [err61];
                      } else {
                        vErrors.push(err61);
                      }
                      errors++;
                    }
                  } else {
                    const err62 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.label, data: data29 };
                    if (vErrors === null) {
                      vErrors = [err62];
                    } else {
                      vErrors.push(err62);
                    }
                    errors++;
                  }
                }
                if (data20.description !== void 0) {
                  let data30 = data20.description;
                  if (typeof data30 === "string") {
                    if (func2(data30) > 100) {
                      const err63 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.description, data: data30 };
                      if (vErrors === null) {
                        vErrors = [err63];
                      } else {
                        vErrors.push(err63);
                      }
                      errors++;
                    }
                    if (func2(data30) < 1) {
                      const err64 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.description, data: data30 };
                      if (vErrors === null) {
                        vErrors = [err64];
                      } else {
                        vErrors.push(err64);
                      }
                      errors++;
                    }
                  } else {
                    const err65 = { instancePath: instancePath + "/rules/outbound/" + i4 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.outbound.items.properties.description, data: data30 };
                    if (vErrors === null) {
                      vErrors = [err65];
                    } else {
                      vErrors.push(err65);
                    }
                    errors++;
                  }
                }
              } else {
                const err66 = { instancePath: instancePath + "/rules/outbound/" + i4, keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.rules.properties.outbound.items, data: data20 };
                if (vErrors === null) {
                  vErrors = [err66];
                } else {
                  vErrors.push(err66);
                }
                errors++;
              }
            }
          } else {
            const err67 = { instancePath: instancePath + "/rules/outbound", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.rules.properties.outbound, data: data19 };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data5.outbound_policy !== void 0) {
          let data31 = data5.outbound_policy;
          if (typeof data31 !== "string") {
            const err68 = { instancePath: instancePath + "/rules/outbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema12.properties.rules.properties.outbound_policy, data: data31 };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
          if (!(data31 === "ACCEPT" || data31 === "DROP")) {
            const err69 = { instancePath: instancePath + "/rules/outbound_policy", keyword: "enum", params: { allowedValues: schema12.properties.rules.properties.outbound_policy.enum }, parentSchema: schema12.properties.rules.properties.outbound_policy, data: data31 };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
      } else {
        const err70 = { instancePath: instancePath + "/rules", keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.rules, data: data5 };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
    }
    if (data.devices !== void 0) {
      let data32 = data.devices;
      if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
        for (const key6 in data32) {
          if (!(key6 === "computes" || key6 === "nodebalancers")) {
            const err71 = { instancePath: instancePath + "/devices", keyword: "additionalProperties", params: { additionalProperty: key6 }, parentSchema: schema12.properties.devices, data: data32 };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
        if (data32.computes !== void 0) {
          let data33 = data32.computes;
          if (Array.isArray(data33)) {
            const len7 = data33.length;
            for (let i7 = 0; i7 < len7; i7++) {
              let data34 = data33[i7];
              if (!(typeof data34 == "number" && (!(data34 % 1) && !isNaN(data34)) && isFinite(data34)) && typeof data34 !== "string") {
                const err72 = { instancePath: instancePath + "/devices/computes/" + i7, keyword: "type", params: { type: schema12.properties.devices.properties.computes.items.type }, parentSchema: schema12.properties.devices.properties.computes.items, data: data34 };
                if (vErrors === null) {
                  vErrors = [err72];
                } else {
                  vErrors.push(err72);
                }
                errors++;
              }
              if (typeof data34 == "number" && isFinite(data34)) {
                if (data34 > 9007199254740991 || isNaN(data34)) {
                  const err73 = { instancePath: instancePath + "/devices/computes/" + i7, keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema12.properties.devices.properties.computes.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err73];
                  } else {
                    vErrors.push(err73);
                  }
                  errors++;
                }
                if (data34 < 1 || isNaN(data34)) {
                  const err74 = { instancePath: instancePath + "/devices/computes/" + i7, keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema12.properties.devices.properties.computes.items, data: data34 };
                  if (vErrors === null) {
                    vErrors = [err74];
                  } else {
                    vErrors.push(err74);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err75 = { instancePath: instancePath + "/devices/computes", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.devices.properties.computes, data: data33 };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
        if (data32.nodebalancers !== void 0) {
          let data35 = data32.nodebalancers;
          if (Array.isArray(data35)) {
            const len8 = data35.length;
            for (let i8 = 0; i8 < len8; i8++) {
              let data36 = data35[i8];
              if (!(typeof data36 == "number" && (!(data36 % 1) && !isNaN(data36)) && isFinite(data36)) && typeof data36 !== "string") {
                const err76 = { instancePath: instancePath + "/devices/nodebalancers/" + i8, keyword: "type", params: { type: schema12.properties.devices.properties.nodebalancers.items.type }, parentSchema: schema12.properties.devices.properties.nodebalancers.items, data: data36 };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
              if (typeof data36 == "number" && isFinite(data36)) {
                if (data36 > 9007199254740991 || isNaN(data36)) {
                  const err77 = { instancePath: instancePath + "/devices/nodebalancers/" + i8, keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema12.properties.devices.properties.nodebalancers.items, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
                if (data36 < 1 || isNaN(data36)) {
                  const err78 = { instancePath: instancePath + "/devices/nodebalancers/" + i8, keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema12.properties.devices.properties.nodebalancers.items, data: data36 };
                  if (vErrors === null) {
                    vErrors = [err78];
                  } else {
                    vErrors.push(err78);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err79 = { instancePath: instancePath + "/devices/nodebalancers", keyword: "type", params: { type: "array" }, parentSchema: schema12.properties.devices.properties.nodebalancers, data: data35 };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
      } else {
        const err80 = { instancePath: instancePath + "/devices", keyword: "type", params: { type: "object" }, parentSchema: schema12.properties.devices, data: data32 };
        if (vErrors === null) {
          vErrors = [err80];
        } else {
          vErrors.push(err80);
        }
        errors++;
      }
    }
  } else {
    const err81 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema12, data };
    if (vErrors === null) {
      vErrors = [err81];
    } else {
      vErrors.push(err81);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
const firewallUpdate = validate12;
const schema13 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/firewall-update.schema.json", "type": "object", "additionalProperties": false, "properties": { "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-label-length" }, "status": { "type": "string", "enum": ["enabled", "disabled"], "x-rule": "firewall-status", "x-hints": { "deleted": "deleted cannot be set by update; delete the firewall instead" } }, "tags": { "type": "array", "items": { "type": "string" } } } };
function validate12(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "label" || key0 === "status" || key0 === "tags")) {
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
        if (func2(data0) > 32) {
          const err1 = { instancePath: instancePath + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema13.properties.label, data: data0 };
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
    if (data.status !== void 0) {
      let data1 = data.status;
      if (typeof data1 !== "string") {
        const err4 = { instancePath: instancePath + "/status", keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (!(data1 === "enabled" || data1 === "disabled")) {
        const err5 = { instancePath: instancePath + "/status", keyword: "enum", params: { allowedValues: schema13.properties.status.enum }, parentSchema: schema13.properties.status, data: data1 };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.tags !== void 0) {
      let data2 = data.tags;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (typeof data3 !== "string") {
            const err6 = { instancePath: instancePath + "/tags/" + i0, keyword: "type", params: { type: "string" }, parentSchema: schema13.properties.tags.items, data: data3 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
      } else {
        const err7 = { instancePath: instancePath + "/tags", keyword: "type", params: { type: "array" }, parentSchema: schema13.properties.tags, data: data2 };
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
const firewallRulesCreate = validate13;
const schema14 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/firewall-rules-create.schema.json", "type": "object", "required": ["inbound_policy", "outbound_policy"], "additionalProperties": false, "properties": { "inbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "inbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" }, "outbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "outbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" } } };
function validate13(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.inbound_policy === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "inbound_policy" }, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.outbound_policy === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "outbound_policy" }, parentSchema: schema14, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "inbound" || key0 === "inbound_policy" || key0 === "outbound" || key0 === "outbound_policy")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema14, data };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.inbound !== void 0) {
      let data0 = data.inbound;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.action === void 0) {
              const err3 = { instancePath: instancePath + "/inbound/" + i0, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema14.properties.inbound.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            if (data1.protocol === void 0) {
              const err4 = { instancePath: instancePath + "/inbound/" + i0, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema14.properties.inbound.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err4];
              } else {
                vErrors.push(err4);
              }
              errors++;
            }
            if (data1.addresses === void 0) {
              const err5 = { instancePath: instancePath + "/inbound/" + i0, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema14.properties.inbound.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "action" || key1 === "protocol" || key1 === "ports" || key1 === "addresses" || key1 === "label" || key1 === "description")) {
                const err6 = { instancePath: instancePath + "/inbound/" + i0, keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema14.properties.inbound.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data1.action !== void 0) {
              let data2 = data1.action;
              if (typeof data2 !== "string") {
                const err7 = { instancePath: instancePath + "/inbound/" + i0 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.inbound.items.properties.action, data: data2 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              if (!(data2 === "ACCEPT" || data2 === "DROP")) {
                const err8 = { instancePath: instancePath + "/inbound/" + i0 + "/action", keyword: "enum", params: { allowedValues: schema14.properties.inbound.items.properties.action.enum }, parentSchema: schema14.properties.inbound.items.properties.action, data: data2 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data1.protocol !== void 0) {
              let data3 = data1.protocol;
              if (typeof data3 !== "string") {
                const err9 = { instancePath: instancePath + "/inbound/" + i0 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.inbound.items.properties.protocol, data: data3 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
              if (!(data3 === "TCP" || data3 === "UDP" || data3 === "ICMP" || data3 === "IPENCAP")) {
                const err10 = { instancePath: instancePath + "/inbound/" + i0 + "/protocol", keyword: "enum", params: { allowedValues: schema14.properties.inbound.items.properties.protocol.enum }, parentSchema: schema14.properties.inbound.items.properties.protocol, data: data3 };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data1.ports !== void 0) {
              let data4 = data1.ports;
              if (typeof data4 !== "string" && data4 !== null) {
                const err11 = { instancePath: instancePath + "/inbound/" + i0 + "/ports", keyword: "type", params: { type: schema14.properties.inbound.items.properties.ports.type }, parentSchema: schema14.properties.inbound.items.properties.ports, data: data4 };
                if (vErrors === null) {
                  vErrors = [err11];
                } else {
                  vErrors.push(err11);
                }
                errors++;
              }
            }
            if (data1.addresses !== void 0) {
              let data5 = data1.addresses;
              if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (Object.keys(data5).length < 1) {
                  const err12 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema14.properties.inbound.items.properties.addresses, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err12];
                  } else {
                    vErrors.push(err12);
                  }
                  errors++;
                }
                for (const key2 in data5) {
                  if (!(key2 === "ipv4" || key2 === "ipv6")) {
                    const err13 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key2 }, parentSchema: schema14.properties.inbound.items.properties.addresses, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err13];
                    } else {
                      vErrors.push(err13);
                    }
                    errors++;
                  }
                }
                if (data5.ipv4 !== void 0) {
                  let data6 = data5.ipv4;
                  if (Array.isArray(data6)) {
                    if (data6.length < 1) {
                      const err14 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema14.properties.inbound.items.properties.addresses.properties.ipv4, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                    const len1 = data6.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let data7 = data6[i1];
                      if (typeof data7 !== "string") {
                        const err15 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv4/" + i1, keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.inbound.items.properties.addresses.properties.ipv4.items, data: data7 };
                        if (vErrors === null) {
                          vErrors = [err15];
                        } else {
                          vErrors.push(err15);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err16 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema14.properties.inbound.items.properties.addresses.properties.ipv4, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err16];
                    } else {
                      vErrors.push(err16);
                    }
                    errors++;
                  }
                }
                if (data5.ipv6 !== void 0) {
                  let data8 = data5.ipv6;
                  if (Array.isArray(data8)) {
                    if (data8.length < 1) {
                      const err17 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema14.properties.inbound.items.properties.addresses.properties.ipv6, data: data8 };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                    const len2 = data8.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      let data9 = data8[i2];
                      if (typeof data9 !== "string") {
                        const err18 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv6/" + i2, keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.inbound.items.properties.addresses.properties.ipv6.items, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err18];
                        } else {
                          vErrors.push(err18);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err19 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema14.properties.inbound.items.properties.addresses.properties.ipv6, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                }
              } else {
                const err20 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema14.properties.inbound.items.properties.addresses, data: data5 };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data1.label !== void 0) {
              let data10 = data1.label;
              if (typeof data10 === "string") {
                if (func2(data10) > 32) {
                  const err21 = { instancePath: instancePath + "/inbound/" + i0 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema14.properties.inbound.items.properties.label, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
                if (func2(data10) < 3) {
                  const err22 = { instancePath: instancePath + "/inbound/" + i0 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema14.properties.inbound.items.properties.label, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
              } else {
                const err23 = { instancePath: instancePath + "/inbound/" + i0 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.inbound.items.properties.label, data: data10 };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (data1.description !== void 0) {
              let data11 = data1.description;
              if (typeof data11 === "string") {
                if (func2(data11) > 100) {
                  const err24 = { instancePath: instancePath + "/inbound/" + i0 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema14.properties.inbound.items.properties.description, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
                if (func2(data11) < 1) {
                  const err25 = { instancePath: instancePath + "/inbound/" + i0 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema14.properties.inbound.items.properties.description, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              } else {
                const err26 = { instancePath: instancePath + "/inbound/" + i0 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.inbound.items.properties.description, data: data11 };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
          } else {
            const err27 = { instancePath: instancePath + "/inbound/" + i0, keyword: "type", params: { type: "object" }, parentSchema: schema14.properties.inbound.items, data: data1 };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      } else {
        const err28 = { instancePath: instancePath + "/inbound", keyword: "type", params: { type: "array" }, parentSchema: schema14.properties.inbound, data: data0 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.inbound_policy !== void 0) {
      let data12 = data.inbound_policy;
      if (typeof data12 !== "string") {
        const err29 = { instancePath: instancePath + "/inbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.inbound_policy, data: data12 };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      if (!(data12 === "ACCEPT" || data12 === "DROP")) {
        const err30 = { instancePath: instancePath + "/inbound_policy", keyword: "enum", params: { allowedValues: schema14.properties.inbound_policy.enum }, parentSchema: schema14.properties.inbound_policy, data: data12 };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.outbound !== void 0) {
      let data13 = data.outbound;
      if (Array.isArray(data13)) {
        const len3 = data13.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data14 = data13[i3];
          if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            if (data14.action === void 0) {
              const err31 = { instancePath: instancePath + "/outbound/" + i3, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema14.properties.outbound.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            if (data14.protocol === void 0) {
              const err32 = { instancePath: instancePath + "/outbound/" + i3, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema14.properties.outbound.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (data14.addresses === void 0) {
              const err33 = { instancePath: instancePath + "/outbound/" + i3, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema14.properties.outbound.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
            for (const key3 in data14) {
              if (!(key3 === "action" || key3 === "protocol" || key3 === "ports" || key3 === "addresses" || key3 === "label" || key3 === "description")) {
                const err34 = { instancePath: instancePath + "/outbound/" + i3, keyword: "additionalProperties", params: { additionalProperty: key3 }, parentSchema: schema14.properties.outbound.items, data: data14 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data14.action !== void 0) {
              let data15 = data14.action;
              if (typeof data15 !== "string") {
                const err35 = { instancePath: instancePath + "/outbound/" + i3 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.outbound.items.properties.action, data: data15 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (!(data15 === "ACCEPT" || data15 === "DROP")) {
                const err36 = { instancePath: instancePath + "/outbound/" + i3 + "/action", keyword: "enum", params: { allowedValues: schema14.properties.outbound.items.properties.action.enum }, parentSchema: schema14.properties.outbound.items.properties.action, data: data15 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data14.protocol !== void 0) {
              let data16 = data14.protocol;
              if (typeof data16 !== "string") {
                const err37 = { instancePath: instancePath + "/outbound/" + i3 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.outbound.items.properties.protocol, data: data16 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (!(data16 === "TCP" || data16 === "UDP" || data16 === "ICMP" || data16 === "IPENCAP")) {
                const err38 = { instancePath: instancePath + "/outbound/" + i3 + "/protocol", keyword: "enum", params: { allowedValues: schema14.properties.outbound.items.properties.protocol.enum }, parentSchema: schema14.properties.outbound.items.properties.protocol, data: data16 };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
            if (data14.ports !== void 0) {
              let data17 = data14.ports;
              if (typeof data17 !== "string" && data17 !== null) {
                const err39 = { instancePath: instancePath + "/outbound/" + i3 + "/ports", keyword: "type", params: { type: schema14.properties.outbound.items.properties.ports.type }, parentSchema: schema14.properties.outbound.items.properties.ports, data: data17 };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            if (data14.addresses !== void 0) {
              let data18 = data14.addresses;
              if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                if (Object.keys(data18).length < 1) {
                  const err40 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema14.properties.outbound.items.properties.addresses, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
                for (const key4 in data18) {
                  if (!(key4 === "ipv4" || key4 === "ipv6")) {
                    const err41 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key4 }, parentSchema: schema14.properties.outbound.items.properties.addresses, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                }
                if (data18.ipv4 !== void 0) {
                  let data19 = data18.ipv4;
                  if (Array.isArray(data19)) {
                    if (data19.length < 1) {
                      const err42 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema14.properties.outbound.items.properties.addresses.properties.ipv4, data: data19 };
                      if (vErrors === null) {
                        vErrors = [err42];
                      } else {
                        vErrors.push(err42);
                      }
                      errors++;
                    }
                    const len4 = data19.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                      let data20 = data19[i4];
                      if (typeof data20 !== "string") {
                        const err43 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv4/" + i4, keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.outbound.items.properties.addresses.properties.ipv4.items, data: data20 };
                        if (vErrors === null) {
                          vErrors = [err43];
                        } else {
                          vErrors.push(err43);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err44 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema14.properties.outbound.items.properties.addresses.properties.ipv4, data: data19 };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                }
                if (data18.ipv6 !== void 0) {
                  let data21 = data18.ipv6;
                  if (Array.isArray(data21)) {
                    if (data21.length < 1) {
                      const err45 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema14.properties.outbound.items.properties.addresses.properties.ipv6, data: data21 };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                    const len5 = data21.length;
                    for (let i5 = 0; i5 < len5; i5++) {
                      let data22 = data21[i5];
                      if (typeof data22 !== "string") {
                        const err46 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv6/" + i5, keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.outbound.items.properties.addresses.properties.ipv6.items, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err46];
                        } else {
                          vErrors.push(err46);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err47 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema14.properties.outbound.items.properties.addresses.properties.ipv6, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err47];
                    } else {
                      vErrors.push(err47);
                    }
                    errors++;
                  }
                }
              } else {
                const err48 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema14.properties.outbound.items.properties.addresses, data: data18 };
                if (vErrors === null) {
                  vErrors = [err48];
                } else {
                  vErrors.push(err48);
                }
                errors++;
              }
            }
            if (data14.label !== void 0) {
              let data23 = data14.label;
              if (typeof data23 === "string") {
                if (func2(data23) > 32) {
                  const err49 = { instancePath: instancePath + "/outbound/" + i3 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema14.properties.outbound.items.properties.label, data: data23 };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
                if (func2(data23) < 3) {
                  const err50 = { instancePath: instancePath + "/outbound/" + i3 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema14.properties.outbound.items.properties.label, data: data23 };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
              } else {
                const err51 = { instancePath: instancePath + "/outbound/" + i3 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.outbound.items.properties.label, data: data23 };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data14.description !== void 0) {
              let data24 = data14.description;
              if (typeof data24 === "string") {
                if (func2(data24) > 100) {
                  const err52 = { instancePath: instancePath + "/outbound/" + i3 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema14.properties.outbound.items.properties.description, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
                if (func2(data24) < 1) {
                  const err53 = { instancePath: instancePath + "/outbound/" + i3 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema14.properties.outbound.items.properties.description, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err53];
                  } else {
                    vErrors.push(err53);
                  }
                  errors++;
                }
              } else {
                const err54 = { instancePath: instancePath + "/outbound/" + i3 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.outbound.items.properties.description, data: data24 };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
          } else {
            const err55 = { instancePath: instancePath + "/outbound/" + i3, keyword: "type", params: { type: "object" }, parentSchema: schema14.properties.outbound.items, data: data14 };
            if (vErrors === null) {
              vErrors = [err55];
            } else {
              vErrors.push(err55);
            }
            errors++;
          }
        }
      } else {
        const err56 = { instancePath: instancePath + "/outbound", keyword: "type", params: { type: "array" }, parentSchema: schema14.properties.outbound, data: data13 };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.outbound_policy !== void 0) {
      let data25 = data.outbound_policy;
      if (typeof data25 !== "string") {
        const err57 = { instancePath: instancePath + "/outbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema14.properties.outbound_policy, data: data25 };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
      if (!(data25 === "ACCEPT" || data25 === "DROP")) {
        const err58 = { instancePath: instancePath + "/outbound_policy", keyword: "enum", params: { allowedValues: schema14.properties.outbound_policy.enum }, parentSchema: schema14.properties.outbound_policy, data: data25 };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
  } else {
    const err59 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema14, data };
    if (vErrors === null) {
      vErrors = [err59];
    } else {
      vErrors.push(err59);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
const firewallRulesUpdate = validate14;
const schema15 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/firewall-rules-update.schema.json", "type": "object", "additionalProperties": false, "properties": { "inbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "inbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" }, "outbound": { "type": "array", "items": { "type": "object", "required": ["action", "protocol", "addresses"], "additionalProperties": false, "properties": { "action": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-rule-action" }, "protocol": { "type": "string", "enum": ["TCP", "UDP", "ICMP", "IPENCAP"], "x-rule": "firewall-rule-protocol", "x-hints": { "ALL": "the API has no ALL protocol: write one rule per protocol" } }, "ports": { "type": ["string", "null"], "x-type-hint": 'write ports as a quoted string, e.g. "22" or "80, 443"' }, "addresses": { "type": "object", "minProperties": 1, "additionalProperties": false, "x-rule": "firewall-rule-addresses", "properties": { "ipv4": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } }, "ipv6": { "type": "array", "minItems": 1, "x-rule": "firewall-rule-addresses", "items": { "type": "string" } } } }, "label": { "type": "string", "minLength": 3, "maxLength": 32, "x-rule": "firewall-rule-label-length" }, "description": { "type": "string", "minLength": 1, "maxLength": 100, "x-rule": "firewall-rule-description-length" } } } }, "outbound_policy": { "type": "string", "enum": ["ACCEPT", "DROP"], "x-rule": "firewall-policy" } } };
function validate14(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "inbound" || key0 === "inbound_policy" || key0 === "outbound" || key0 === "outbound_policy")) {
        const err0 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema15, data };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.inbound !== void 0) {
      let data0 = data.inbound;
      if (Array.isArray(data0)) {
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
            if (data1.action === void 0) {
              const err1 = { instancePath: instancePath + "/inbound/" + i0, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema15.properties.inbound.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data1.protocol === void 0) {
              const err2 = { instancePath: instancePath + "/inbound/" + i0, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema15.properties.inbound.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (data1.addresses === void 0) {
              const err3 = { instancePath: instancePath + "/inbound/" + i0, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema15.properties.inbound.items, data: data1 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
            for (const key1 in data1) {
              if (!(key1 === "action" || key1 === "protocol" || key1 === "ports" || key1 === "addresses" || key1 === "label" || key1 === "description")) {
                const err4 = { instancePath: instancePath + "/inbound/" + i0, keyword: "additionalProperties", params: { additionalProperty: key1 }, parentSchema: schema15.properties.inbound.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data1.action !== void 0) {
              let data2 = data1.action;
              if (typeof data2 !== "string") {
                const err5 = { instancePath: instancePath + "/inbound/" + i0 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.inbound.items.properties.action, data: data2 };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
              if (!(data2 === "ACCEPT" || data2 === "DROP")) {
                const err6 = { instancePath: instancePath + "/inbound/" + i0 + "/action", keyword: "enum", params: { allowedValues: schema15.properties.inbound.items.properties.action.enum }, parentSchema: schema15.properties.inbound.items.properties.action, data: data2 };
                if (vErrors === null) {
                  vErrors = [err6];
                } else {
                  vErrors.push(err6);
                }
                errors++;
              }
            }
            if (data1.protocol !== void 0) {
              let data3 = data1.protocol;
              if (typeof data3 !== "string") {
                const err7 = { instancePath: instancePath + "/inbound/" + i0 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.inbound.items.properties.protocol, data: data3 };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
              if (!(data3 === "TCP" || data3 === "UDP" || data3 === "ICMP" || data3 === "IPENCAP")) {
                const err8 = { instancePath: instancePath + "/inbound/" + i0 + "/protocol", keyword: "enum", params: { allowedValues: schema15.properties.inbound.items.properties.protocol.enum }, parentSchema: schema15.properties.inbound.items.properties.protocol, data: data3 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data1.ports !== void 0) {
              let data4 = data1.ports;
              if (typeof data4 !== "string" && data4 !== null) {
                const err9 = { instancePath: instancePath + "/inbound/" + i0 + "/ports", keyword: "type", params: { type: schema15.properties.inbound.items.properties.ports.type }, parentSchema: schema15.properties.inbound.items.properties.ports, data: data4 };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data1.addresses !== void 0) {
              let data5 = data1.addresses;
              if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                if (Object.keys(data5).length < 1) {
                  const err10 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema15.properties.inbound.items.properties.addresses, data: data5 };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
                for (const key2 in data5) {
                  if (!(key2 === "ipv4" || key2 === "ipv6")) {
                    const err11 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key2 }, parentSchema: schema15.properties.inbound.items.properties.addresses, data: data5 };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
                if (data5.ipv4 !== void 0) {
                  let data6 = data5.ipv4;
                  if (Array.isArray(data6)) {
                    if (data6.length < 1) {
                      const err12 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema15.properties.inbound.items.properties.addresses.properties.ipv4, data: data6 };
                      if (vErrors === null) {
                        vErrors = [err12];
                      } else {
                        vErrors.push(err12);
                      }
                      errors++;
                    }
                    const len1 = data6.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let data7 = data6[i1];
                      if (typeof data7 !== "string") {
                        const err13 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv4/" + i1, keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.inbound.items.properties.addresses.properties.ipv4.items, data: data7 };
                        if (vErrors === null) {
                          vErrors = [err13];
                        } else {
                          vErrors.push(err13);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err14 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema15.properties.inbound.items.properties.addresses.properties.ipv4, data: data6 };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
                if (data5.ipv6 !== void 0) {
                  let data8 = data5.ipv6;
                  if (Array.isArray(data8)) {
                    if (data8.length < 1) {
                      const err15 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema15.properties.inbound.items.properties.addresses.properties.ipv6, data: data8 };
                      if (vErrors === null) {
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                    const len2 = data8.length;
                    for (let i2 = 0; i2 < len2; i2++) {
                      let data9 = data8[i2];
                      if (typeof data9 !== "string") {
                        const err16 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv6/" + i2, keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.inbound.items.properties.addresses.properties.ipv6.items, data: data9 };
                        if (vErrors === null) {
                          vErrors = [err16];
                        } else {
                          vErrors.push(err16);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err17 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema15.properties.inbound.items.properties.addresses.properties.ipv6, data: data8 };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
              } else {
                const err18 = { instancePath: instancePath + "/inbound/" + i0 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema15.properties.inbound.items.properties.addresses, data: data5 };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data1.label !== void 0) {
              let data10 = data1.label;
              if (typeof data10 === "string") {
                if (func2(data10) > 32) {
                  const err19 = { instancePath: instancePath + "/inbound/" + i0 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema15.properties.inbound.items.properties.label, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (func2(data10) < 3) {
                  const err20 = { instancePath: instancePath + "/inbound/" + i0 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema15.properties.inbound.items.properties.label, data: data10 };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
              } else {
                const err21 = { instancePath: instancePath + "/inbound/" + i0 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.inbound.items.properties.label, data: data10 };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data1.description !== void 0) {
              let data11 = data1.description;
              if (typeof data11 === "string") {
                if (func2(data11) > 100) {
                  const err22 = { instancePath: instancePath + "/inbound/" + i0 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema15.properties.inbound.items.properties.description, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (func2(data11) < 1) {
                  const err23 = { instancePath: instancePath + "/inbound/" + i0 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema15.properties.inbound.items.properties.description, data: data11 };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              } else {
                const err24 = { instancePath: instancePath + "/inbound/" + i0 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.inbound.items.properties.description, data: data11 };
                if (vErrors === null) {
                  vErrors = [err24];
                } else {
                  vErrors.push(err24);
                }
                errors++;
              }
            }
          } else {
            const err25 = { instancePath: instancePath + "/inbound/" + i0, keyword: "type", params: { type: "object" }, parentSchema: schema15.properties.inbound.items, data: data1 };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
      } else {
        const err26 = { instancePath: instancePath + "/inbound", keyword: "type", params: { type: "array" }, parentSchema: schema15.properties.inbound, data: data0 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.inbound_policy !== void 0) {
      let data12 = data.inbound_policy;
      if (typeof data12 !== "string") {
        const err27 = { instancePath: instancePath + "/inbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.inbound_policy, data: data12 };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (!(data12 === "ACCEPT" || data12 === "DROP")) {
        const err28 = { instancePath: instancePath + "/inbound_policy", keyword: "enum", params: { allowedValues: schema15.properties.inbound_policy.enum }, parentSchema: schema15.properties.inbound_policy, data: data12 };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.outbound !== void 0) {
      let data13 = data.outbound;
      if (Array.isArray(data13)) {
        const len3 = data13.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data14 = data13[i3];
          if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
            if (data14.action === void 0) {
              const err29 = { instancePath: instancePath + "/outbound/" + i3, keyword: "required", params: { missingProperty: "action" }, parentSchema: schema15.properties.outbound.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (data14.protocol === void 0) {
              const err30 = { instancePath: instancePath + "/outbound/" + i3, keyword: "required", params: { missingProperty: "protocol" }, parentSchema: schema15.properties.outbound.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
            if (data14.addresses === void 0) {
              const err31 = { instancePath: instancePath + "/outbound/" + i3, keyword: "required", params: { missingProperty: "addresses" }, parentSchema: schema15.properties.outbound.items, data: data14 };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
            for (const key3 in data14) {
              if (!(key3 === "action" || key3 === "protocol" || key3 === "ports" || key3 === "addresses" || key3 === "label" || key3 === "description")) {
                const err32 = { instancePath: instancePath + "/outbound/" + i3, keyword: "additionalProperties", params: { additionalProperty: key3 }, parentSchema: schema15.properties.outbound.items, data: data14 };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data14.action !== void 0) {
              let data15 = data14.action;
              if (typeof data15 !== "string") {
                const err33 = { instancePath: instancePath + "/outbound/" + i3 + "/action", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.outbound.items.properties.action, data: data15 };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
              if (!(data15 === "ACCEPT" || data15 === "DROP")) {
                const err34 = { instancePath: instancePath + "/outbound/" + i3 + "/action", keyword: "enum", params: { allowedValues: schema15.properties.outbound.items.properties.action.enum }, parentSchema: schema15.properties.outbound.items.properties.action, data: data15 };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data14.protocol !== void 0) {
              let data16 = data14.protocol;
              if (typeof data16 !== "string") {
                const err35 = { instancePath: instancePath + "/outbound/" + i3 + "/protocol", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.outbound.items.properties.protocol, data: data16 };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
              if (!(data16 === "TCP" || data16 === "UDP" || data16 === "ICMP" || data16 === "IPENCAP")) {
                const err36 = { instancePath: instancePath + "/outbound/" + i3 + "/protocol", keyword: "enum", params: { allowedValues: schema15.properties.outbound.items.properties.protocol.enum }, parentSchema: schema15.properties.outbound.items.properties.protocol, data: data16 };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
            if (data14.ports !== void 0) {
              let data17 = data14.ports;
              if (typeof data17 !== "string" && data17 !== null) {
                const err37 = { instancePath: instancePath + "/outbound/" + i3 + "/ports", keyword: "type", params: { type: schema15.properties.outbound.items.properties.ports.type }, parentSchema: schema15.properties.outbound.items.properties.ports, data: data17 };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data14.addresses !== void 0) {
              let data18 = data14.addresses;
              if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                if (Object.keys(data18).length < 1) {
                  const err38 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses", keyword: "minProperties", params: { limit: 1 }, parentSchema: schema15.properties.outbound.items.properties.addresses, data: data18 };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                for (const key4 in data18) {
                  if (!(key4 === "ipv4" || key4 === "ipv6")) {
                    const err39 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses", keyword: "additionalProperties", params: { additionalProperty: key4 }, parentSchema: schema15.properties.outbound.items.properties.addresses, data: data18 };
                    if (vErrors === null) {
                      vErrors = [err39];
                    } else {
                      vErrors.push(err39);
                    }
                    errors++;
                  }
                }
                if (data18.ipv4 !== void 0) {
                  let data19 = data18.ipv4;
                  if (Array.isArray(data19)) {
                    if (data19.length < 1) {
                      const err40 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv4", keyword: "minItems", params: { limit: 1 }, parentSchema: schema15.properties.outbound.items.properties.addresses.properties.ipv4, data: data19 };
                      if (vErrors === null) {
                        vErrors = [err40];
                      } else {
                        vErrors.push(err40);
                      }
                      errors++;
                    }
                    const len4 = data19.length;
                    for (let i4 = 0; i4 < len4; i4++) {
                      let data20 = data19[i4];
                      if (typeof data20 !== "string") {
                        const err41 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv4/" + i4, keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.outbound.items.properties.addresses.properties.ipv4.items, data: data20 };
                        if (vErrors === null) {
                          vErrors = [err41];
                        } else {
                          vErrors.push(err41);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err42 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv4", keyword: "type", params: { type: "array" }, parentSchema: schema15.properties.outbound.items.properties.addresses.properties.ipv4, data: data19 };
                    if (vErrors === null) {
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                }
                if (data18.ipv6 !== void 0) {
                  let data21 = data18.ipv6;
                  if (Array.isArray(data21)) {
                    if (data21.length < 1) {
                      const err43 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv6", keyword: "minItems", params: { limit: 1 }, parentSchema: schema15.properties.outbound.items.properties.addresses.properties.ipv6, data: data21 };
                      if (vErrors === null) {
                        vErrors = [err43];
                      } else {
                        vErrors.push(err43);
                      }
                      errors++;
                    }
                    const len5 = data21.length;
                    for (let i5 = 0; i5 < len5; i5++) {
                      let data22 = data21[i5];
                      if (typeof data22 !== "string") {
                        const err44 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv6/" + i5, keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.outbound.items.properties.addresses.properties.ipv6.items, data: data22 };
                        if (vErrors === null) {
                          vErrors = [err44];
                        } else {
                          vErrors.push(err44);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err45 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses/ipv6", keyword: "type", params: { type: "array" }, parentSchema: schema15.properties.outbound.items.properties.addresses.properties.ipv6, data: data21 };
                    if (vErrors === null) {
                      vErrors = [err45];
                    } else {
                      vErrors.push(err45);
                    }
                    errors++;
                  }
                }
              } else {
                const err46 = { instancePath: instancePath + "/outbound/" + i3 + "/addresses", keyword: "type", params: { type: "object" }, parentSchema: schema15.properties.outbound.items.properties.addresses, data: data18 };
                if (vErrors === null) {
                  vErrors = [err46];
                } else {
                  vErrors.push(err46);
                }
                errors++;
              }
            }
            if (data14.label !== void 0) {
              let data23 = data14.label;
              if (typeof data23 === "string") {
                if (func2(data23) > 32) {
                  const err47 = { instancePath: instancePath + "/outbound/" + i3 + "/label", keyword: "maxLength", params: { limit: 32 }, parentSchema: schema15.properties.outbound.items.properties.label, data: data23 };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
                if (func2(data23) < 3) {
                  const err48 = { instancePath: instancePath + "/outbound/" + i3 + "/label", keyword: "minLength", params: { limit: 3 }, parentSchema: schema15.properties.outbound.items.properties.label, data: data23 };
                  if (vErrors === null) {
                    vErrors = [err48];
                  } else {
                    vErrors.push(err48);
                  }
                  errors++;
                }
              } else {
                const err49 = { instancePath: instancePath + "/outbound/" + i3 + "/label", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.outbound.items.properties.label, data: data23 };
                if (vErrors === null) {
                  vErrors = [err49];
                } else {
                  vErrors.push(err49);
                }
                errors++;
              }
            }
            if (data14.description !== void 0) {
              let data24 = data14.description;
              if (typeof data24 === "string") {
                if (func2(data24) > 100) {
                  const err50 = { instancePath: instancePath + "/outbound/" + i3 + "/description", keyword: "maxLength", params: { limit: 100 }, parentSchema: schema15.properties.outbound.items.properties.description, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
                if (func2(data24) < 1) {
                  const err51 = { instancePath: instancePath + "/outbound/" + i3 + "/description", keyword: "minLength", params: { limit: 1 }, parentSchema: schema15.properties.outbound.items.properties.description, data: data24 };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
              } else {
                const err52 = { instancePath: instancePath + "/outbound/" + i3 + "/description", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.outbound.items.properties.description, data: data24 };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
          } else {
            const err53 = { instancePath: instancePath + "/outbound/" + i3, keyword: "type", params: { type: "object" }, parentSchema: schema15.properties.outbound.items, data: data14 };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
      } else {
        const err54 = { instancePath: instancePath + "/outbound", keyword: "type", params: { type: "array" }, parentSchema: schema15.properties.outbound, data: data13 };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
    }
    if (data.outbound_policy !== void 0) {
      let data25 = data.outbound_policy;
      if (typeof data25 !== "string") {
        const err55 = { instancePath: instancePath + "/outbound_policy", keyword: "type", params: { type: "string" }, parentSchema: schema15.properties.outbound_policy, data: data25 };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
      if (!(data25 === "ACCEPT" || data25 === "DROP")) {
        const err56 = { instancePath: instancePath + "/outbound_policy", keyword: "enum", params: { allowedValues: schema15.properties.outbound_policy.enum }, parentSchema: schema15.properties.outbound_policy, data: data25 };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
  } else {
    const err57 = { instancePath, keyword: "type", params: { type: "object" }, parentSchema: schema15, data };
    if (vErrors === null) {
      vErrors = [err57];
    } else {
      vErrors.push(err57);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
const firewallDevice = validate15;
const schema16 = { "$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://cloudlint.dev/schemas/firewall-device-create.schema.json", "type": "object", "required": ["id", "type"], "additionalProperties": false, "properties": { "id": { "type": "integer", "minimum": 1, "maximum": 9007199254740991 }, "type": { "type": "string", "enum": ["compute", "nodebalancer"], "x-rule": "firewall-device-type" } } };
function validate15(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  ;
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === void 0) {
      const err0 = { instancePath, keyword: "required", params: { missingProperty: "id" }, parentSchema: schema16, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.type === void 0) {
      const err1 = { instancePath, keyword: "required", params: { missingProperty: "type" }, parentSchema: schema16, data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === "id" || key0 === "type")) {
        const err2 = { instancePath, keyword: "additionalProperties", params: { additionalProperty: key0 }, parentSchema: schema16, data };
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
        const err3 = { instancePath: instancePath + "/id", keyword: "type", params: { type: "integer" }, parentSchema: schema16.properties.id, data: data0 };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == "number" && isFinite(data0)) {
        if (data0 > 9007199254740991 || isNaN(data0)) {
          const err4 = { instancePath: instancePath + "/id", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, parentSchema: schema16.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err5 = { instancePath: instancePath + "/id", keyword: "minimum", params: { comparison: ">=", limit: 1 }, parentSchema: schema16.properties.id, data: data0 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.type !== void 0) {
      let data1 = data.type;
      if (typeof data1 !== "string") {
        const err6 = { instancePath: instancePath + "/type", keyword: "type", params: { type: "string" }, parentSchema: schema16.properties.type, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (!(data1 === "compute" || data1 === "nodebalancer")) {
        const err7 = { instancePath: instancePath + "/type", keyword: "enum", params: { allowedValues: schema16.properties.type.enum }, parentSchema: schema16.properties.type, data: data1 };
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
export {
  firewallCreate,
  firewallDevice,
  firewallRulesCreate,
  firewallRulesUpdate,
  firewallState,
  firewallUpdate
};
