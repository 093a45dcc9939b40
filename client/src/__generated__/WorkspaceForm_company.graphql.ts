/**
 * @generated SignedSource<<a5abc6186a3db715d53dbeb074825b33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type WorkspaceForm_company$data = {
  readonly slug: string;
  readonly " $fragmentType": "WorkspaceForm_company";
};
export type WorkspaceForm_company$key = {
  readonly " $data"?: WorkspaceForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceForm_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "d023cf5e09c4dd561c7580f84a6de2ea";

export default node;
