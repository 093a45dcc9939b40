/**
 * @generated SignedSource<<15585f65896a11d57e6b25e5bc06b389>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DetailsStep_user$data = {
  readonly profile: {
    readonly jobTitle: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "DetailsStep_user";
};
export type DetailsStep_user$key = {
  readonly " $data"?: DetailsStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DetailsStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DetailsStep_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Profile",
      "kind": "LinkedField",
      "name": "profile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "jobTitle",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4736813be5ca7f47e7080961693e1196";

export default node;
