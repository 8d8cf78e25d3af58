const IDENTITY = Symbol("cloudlint.identity");
const CREATE_REQUEST = Symbol("cloudlint.create");
const ADDRESS = Symbol("cloudlint.address");
const ADDRESSES_UNKNOWN = Symbol("cloudlint.addresses-unknown");
const RULE_UNKNOWN = Symbol("cloudlint.rule-unknown");
const RULES_UNKNOWN = Symbol("cloudlint.rules-unknown");
const LEGACY_RULE = Symbol("cloudlint.legacy-rule");
export {
  ADDRESS,
  ADDRESSES_UNKNOWN,
  CREATE_REQUEST,
  IDENTITY,
  LEGACY_RULE,
  RULES_UNKNOWN,
  RULE_UNKNOWN
};
