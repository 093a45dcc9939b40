/**
 * @generated SignedSource<<6aa27b66600ef3e77acade72d8fb5c39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyStep_company$data = {
  readonly name: string;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "CompanyStep_company";
};
export type CompanyStep_company$key = {
  readonly " $data"?: CompanyStep_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyStep_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyStep_company",
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
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "794b0c9398437daa430b39d4ba81908f";

export default node;
