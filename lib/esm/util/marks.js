const IDENTITY = Symbol("cloudlint.identity");
const CREATE_REQUEST = Symbol("cloudlint.create");
const ADDRESS = Symbol("cloudlint.address");
const ADDRESSES_UNKNOWN = Symbol("cloudlint.addresses-unknown");
export {
  ADDRESS,
  ADDRESSES_UNKNOWN,
  CREATE_REQUEST,
  IDENTITY
};
