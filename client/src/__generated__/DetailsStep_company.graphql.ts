/**
 * @generated SignedSource<<c34ab6fba64eb13f5c3d04c4958043e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DetailsStep_company$data = {
  readonly name: string;
  readonly " $fragmentType": "DetailsStep_company";
};
export type DetailsStep_company$key = {
  readonly " $data"?: DetailsStep_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailsStep_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailsStep_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "fcff874f7eb346e6474a6d6f7a945ff6";

export default node;
