/**
 * @generated SignedSource<<37a6ba3f6dce989f6542350bf0551207>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type BrandForm_company$data = {
  readonly brandColors: {
    readonly isDefault: boolean;
    readonly topBarBackground: string;
    readonly topBarPrimary: string;
    readonly topBarText: string;
  };
  readonly " $fragmentType": "BrandForm_company";
};
export type BrandForm_company$key = {
  readonly " $data"?: BrandForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrandForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrandForm_company",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isDefault",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "8856bf48c4d8a4b5649272a3939546e0";

export default node;
