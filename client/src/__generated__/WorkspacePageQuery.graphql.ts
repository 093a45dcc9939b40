/**
 * @generated SignedSource<<b4ef7ee92691c7773b1a6564decbda9a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Role = "MEMBER" | "OWNER" | "TEAM_ADMIN" | "VIEW_ONLY" | "%future added value";
export type WorkspacePageQuery$variables = Record<PropertyKey, never>;
export type WorkspacePageQuery$data = {
  readonly viewer: {
    readonly company: {
      readonly " $fragmentSpreads": FragmentRefs<"WorkspaceForm_company">;
    } | null | undefined;
    readonly role: Role | null | undefined;
  } | null | undefined;
};
export type WorkspacePageQuery = {
  response: WorkspacePageQuery$data;
  variables: WorkspacePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspacePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "WorkspaceForm_company"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WorkspacePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6d014cda1dca15c7f86424931f9a1250",
    "id": null,
    "metadata": {},
    "name": "WorkspacePageQuery",
    "operationKind": "query",
    "text": "query WorkspacePageQuery {\n  viewer {\n    role\n    company {\n      ...WorkspaceForm_company\n      id\n    }\n  }\n}\n\nfragment WorkspaceForm_company on Company {\n  slug\n}\n"
  }
};
})();

(node as any).hash = "0cf4846b10ff49c6e3e5512a7b0e30f9";

export default node;
