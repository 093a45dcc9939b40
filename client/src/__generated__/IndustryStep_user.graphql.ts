/**
 * @generated SignedSource<<23d6ba150648e031ada883ceff3ba415>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type IndustryStep_user$data = {
  readonly profile: {
    readonly industryName: string | null | undefined;
    readonly industryRole: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "IndustryStep_user";
};
export type IndustryStep_user$key = {
  readonly " $data"?: IndustryStep_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"IndustryStep_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IndustryStep_user",
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
          "name": "industryName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "industryRole",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "43e61b826bf049323757040377995bb7";

export default node;
