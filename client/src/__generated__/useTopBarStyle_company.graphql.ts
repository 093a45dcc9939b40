/**
 * @generated SignedSource<<486f109f396df81ed6f35e5e6f5b4d86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useTopBarStyle_company$data = {
  readonly brandColors: {
    readonly topBarBackground: string;
    readonly topBarPrimary: string;
    readonly topBarText: string;
  };
  readonly " $fragmentType": "useTopBarStyle_company";
};
export type useTopBarStyle_company$key = {
  readonly " $data"?: useTopBarStyle_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"useTopBarStyle_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useTopBarStyle_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BrandColors",
      "kind": "LinkedField",
      "name": "brandColors",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topBarBackground",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topBarPrimary",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topBarText",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "ab482b45b15711a2fd8bc0a23c366a86";

export default node;
