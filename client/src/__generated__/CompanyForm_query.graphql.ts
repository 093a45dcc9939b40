/**
 * @generated SignedSource<<dc320a51b13c081d5530cab5493ad844>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyForm_query$data = {
  readonly companySizes: ReadonlyArray<string>;
  readonly " $fragmentType": "CompanyForm_query";
};
export type CompanyForm_query$key = {
  readonly " $data"?: CompanyForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyForm_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companySizes",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "4186c2a8cdf80a5f64d106d75646a28b";

export default node;
