/**
 * @generated SignedSource<<77f95a14c3c3dff6b18a073f8dc72db1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ConfirmEmailBanner_viewer$data = {
  readonly user: {
    readonly confirmedAt: string | null | undefined;
    readonly id: string;
  };
  readonly " $fragmentType": "ConfirmEmailBanner_viewer";
};
export type ConfirmEmailBanner_viewer$key = {
  readonly " $data"?: ConfirmEmailBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConfirmEmailBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConfirmEmailBanner_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "3c8458a2673e805d52bd51799a2ec290";

export default node;
