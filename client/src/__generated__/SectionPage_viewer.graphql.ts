/**
 * @generated SignedSource<<3bf1422bbf881c6c600b0f166016b3be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SectionPage_viewer$data = {
  readonly user: {
    readonly name: string;
    readonly profile: {
      readonly firstName: string | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "SectionPage_viewer";
};
export type SectionPage_viewer$key = {
  readonly " $data"?: SectionPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SectionPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SectionPage_viewer",
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
          "name": "name",
          "storageKey": null
        },
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
              "name": "firstName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "24c949da54c7c5f1ff53ba8443dd6213";

export default node;
