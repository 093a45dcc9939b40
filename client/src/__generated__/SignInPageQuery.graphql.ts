/**
 * @generated SignedSource<<bfe5b9e167d030dc32dca48792946675>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SignInPageQuery$variables = Record<PropertyKey, never>;
export type SignInPageQuery$data = {
  readonly authProviders: {
    readonly oidc: boolean;
  };
};
export type SignInPageQuery = {
  response: SignInPageQuery$data;
  variables: SignInPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AuthProviders",
    "kind": "LinkedField",
    "name": "authProviders",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "oidc",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SignInPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignInPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "edc09157d08e25c4c0f5f8186bd10959",
    "id": null,
    "metadata": {},
    "name": "SignInPageQuery",
    "operationKind": "query",
    "text": "query SignInPageQuery {\n  authProviders {\n    oidc\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e0f85f1e17a3fdabea56dabee286fb7";

export default node;
