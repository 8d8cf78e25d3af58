import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";

/** The official SARIF 2.1.0 schema (draft-04, from a devDependency); ajv 8 reads it once "id" is "$id". */
export function sarifValidator() {
  const schema = JSON.parse(readFileSync(new URL("../../node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json", import.meta.url), "utf8"));
  delete schema.$schema;
  schema.$id = schema.id;
  delete schema.id;
  // The schema's language-tag pattern is not valid with the u flag ajv uses by default.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  (addFormats as unknown as { default?: (a: Ajv) => void }).default?.(ajv) ?? (addFormats as unknown as (a: Ajv) => void)(ajv);
  return ajv.compile(schema);
}

