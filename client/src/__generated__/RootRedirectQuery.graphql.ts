/**
 * @generated SignedSource<<cf23322ab196f9f648b2f075007ecb47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RootRedirectQuery$variables = Record<PropertyKey, never>;
export type RootRedirectQuery$data = {
  readonly viewer: {
    readonly company: {
      readonly slug: string;
    } | null | undefined;
  } | null | undefined;
};
export type RootRedirectQuery = {
  response: RootRedirectQuery$data;
  variables: RootRedirectQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RootRedirectQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
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
    "name": "RootRedirectQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
    "cacheID": "e6df31bd7301d6a36ccf28a9a8ca5d36",
    "id": null,
    "metadata": {},
    "name": "RootRedirectQuery",
    "operationKind": "query",
    "text": "query RootRedirectQuery {\n  viewer {\n    company {\n      slug\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8125b4f6afa788bda7f2fef79f1ea389";

export default node;
