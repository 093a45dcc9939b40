/**
 * @generated SignedSource<<f020e6dd2fb053f7f990315bb57571f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SizeStep_query$data = {
  readonly companySizes: ReadonlyArray<string>;
  readonly " $fragmentType": "SizeStep_query";
};
export type SizeStep_query$key = {
  readonly " $data"?: SizeStep_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SizeStep_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SizeStep_query",
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

(node as any).hash = "8a2c3facc70d96a427e753a27dcb216d";

export default node;
