/** Imports every type module (for their side effects on the builder) and builds the schema. */
import { builder } from "./builder.js";
import "./errors.js";
import "../modules/accounts/user.schema.js";
import "../modules/accounts/accounts.schema.js";
import "../modules/companies/company.schema.js";

export const schema = builder.toSchema({ sortSchema: true });
