/**
 * @generated SignedSource<<e14fafbe75c4abe95bcd4112ddf4fb4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type IndustryStep_query$data = {
  readonly industries: ReadonlyArray<string>;
  readonly " $fragmentType": "IndustryStep_query";
};
export type IndustryStep_query$key = {
  readonly " $data"?: IndustryStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"IndustryStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IndustryStep_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "industries",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f2ffc5b2a76fa03d9a8064114038bef8";

export default node;
