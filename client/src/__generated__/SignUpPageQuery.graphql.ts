/**
 * @generated SignedSource<<9f1fab7ad463c2bb341e1e87f08119ea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SignUpPageQuery$variables = Record<PropertyKey, never>;
export type SignUpPageQuery$data = {
  readonly authProviders: {
    readonly oidc: boolean;
  };
};
export type SignUpPageQuery = {
  response: SignUpPageQuery$data;
  variables: SignUpPageQuery$variables;
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
    "name": "SignUpPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SignUpPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e5000e45c46e34a2632ba89846160936",
    "id": null,
    "metadata": {},
    "name": "SignUpPageQuery",
    "operationKind": "query",
    "text": "query SignUpPageQuery {\n  authProviders {\n    oidc\n  }\n}\n"
  }
};
})();

(node as any).hash = "de521bbc151b2d5873323964d8abcbc2";

export default node;
