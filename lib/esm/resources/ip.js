import { toDiagnostics } from "../diagnostic.js";
import { API_WORDS, resourceRules, schemaValidator } from "../schemas/compile.js";
import * as compiled from "../schemas/validators/ip.generated.js";
const rules = resourceRules("ip");
const ipAssignRequestShape = /* @__PURE__ */ schemaValidator(compiled.ipAssign, rules, API_WORDS);
const ipShareRequestShape = /* @__PURE__ */ schemaValidator(compiled.ipShare, rules, API_WORDS);
const ipv6RangeRequestShape = /* @__PURE__ */ schemaValidator(compiled.ipv6RangeCreate, rules, API_WORDS);
const ipAllocateShape = /* @__PURE__ */ schemaValidator(compiled.ipAllocate, rules, API_WORDS);
const rdnsUpdateShape = /* @__PURE__ */ schemaValidator(compiled.rdnsUpdate, rules, API_WORDS);
const ipAssignShape = /* @__PURE__ */ schemaValidator(compiled.ipAssignState, rules);
const ipShareShape = /* @__PURE__ */ schemaValidator(compiled.ipShareState, rules);
const ipv6RangeShape = /* @__PURE__ */ schemaValidator(compiled.ipv6RangeState, rules);
function validateIpAllocation(body) {
  return toDiagnostics(ipAllocateShape(body));
}
function validateRdnsUpdate(body) {
  return toDiagnostics(rdnsUpdateShape(body));
}
export {
  ipAllocateShape,
  ipAssignRequestShape,
  ipAssignShape,
  ipShareRequestShape,
  ipShareShape,
  ipv6RangeRequestShape,
  ipv6RangeShape,
  rdnsUpdateShape,
  validateIpAllocation,
  validateRdnsUpdate
};
