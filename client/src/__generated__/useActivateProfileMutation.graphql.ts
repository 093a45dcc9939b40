/**
 * @generated SignedSource<<8f324c7209d11170cd0222769ddab4a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type useActivateProfileMutation$variables = Record<PropertyKey, never>;
export type useActivateProfileMutation$data = {
  readonly activateProfile: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly confirmedAt: string | null | undefined;
      readonly id: string;
      readonly profile: {
        readonly activatedAt: string | null | undefined;
      } | null | undefined;
    };
  };
};
export type useActivateProfileMutation = {
  response: useActivateProfileMutation$data;
  variables: useActivateProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "activateProfile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confirmedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Profile",
                "kind": "LinkedField",
                "name": "profile",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "activatedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateProfilePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useActivateProfileMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useActivateProfileMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "cb3a2c852fba9da14dd1d5f0a8e5bb46",
    "id": null,
    "metadata": {},
    "name": "useActivateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useActivateProfileMutation {\n  activateProfile {\n    __typename\n    ... on UpdateProfilePayload {\n      user {\n        id\n        confirmedAt\n        profile {\n          activatedAt\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cbc21c0cea008390f8cd2d44570809eb";

export default node;
