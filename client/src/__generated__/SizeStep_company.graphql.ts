/**
 * @generated SignedSource<<f8a369b7e7d03b412f9540c9a8327c9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SizeStep_company$data = {
  readonly size: string | null | undefined;
  readonly " $fragmentType": "SizeStep_company";
};
export type SizeStep_company$key = {
  readonly " $data"?: SizeStep_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"SizeStep_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SizeStep_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "b96487470442f3843d947382f29e38f9";

export default node;
