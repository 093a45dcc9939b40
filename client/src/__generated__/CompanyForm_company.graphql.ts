/**
 * @generated SignedSource<<535dc8655ec964b132fc5db25c8b7732>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyForm_company$data = {
  readonly name: string;
  readonly size: string | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "CompanyForm_company";
};
export type CompanyForm_company$key = {
  readonly " $data"?: CompanyForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyForm_company",
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
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
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

(node as any).hash = "75a945015a3c0fd5516b737b21dd56fc";

export default node;
