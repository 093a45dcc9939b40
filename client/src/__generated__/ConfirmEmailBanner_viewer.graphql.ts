/**
 * @generated SignedSource<<6e6549356cdd754b5750d200c7283e72>>
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

(node as any).hash = "7b8f338128aaea49094e80b1953ac15d";

export default node;
