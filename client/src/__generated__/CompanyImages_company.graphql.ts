/**
 * @generated SignedSource<<f0ba8e2986a8d7331b392827b8db18a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CompanyImages_company$data = {
  readonly faviconUrl: string | null | undefined;
  readonly logoUrl: string | null | undefined;
  readonly " $fragmentType": "CompanyImages_company";
};
export type CompanyImages_company$key = {
  readonly " $data"?: CompanyImages_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyImages_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyImages_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "faviconUrl",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "90fbb5df4c63c19981a45d5a6b0a900b";

export default node;
