/**
 * @generated SignedSource<<c3b58d766b5e50fec6e86cc0c5b9670c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "MEMBER" | "OWNER" | "TEAM_ADMIN" | "VIEW_ONLY" | "%future added value";
export type UpdateMemberRoleInput = {
  membershipId: string;
  role: Role;
};
export type useUpdateMemberRoleMutation$variables = {
  input: UpdateMemberRoleInput;
};
export type useUpdateMemberRoleMutation$data = {
  readonly updateMemberRole: {
    readonly __typename: string;
    readonly membership?: {
      readonly id: string;
      readonly role: Role;
    };
    readonly message?: string;
  };
};
export type useUpdateMemberRoleMutation = {
  response: useUpdateMemberRoleMutation$data;
  variables: useUpdateMemberRoleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateMemberRole",
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
            "concreteType": "Membership",
            "kind": "LinkedField",
            "name": "membership",
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
                "name": "role",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UpdateMemberRolePayload",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateMemberRoleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMemberRoleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4c1ca950e5dc419d3b3d96859b53b2bb",
    "id": null,
    "metadata": {},
    "name": "useUpdateMemberRoleMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateMemberRoleMutation(\n  $input: UpdateMemberRoleInput!\n) {\n  updateMemberRole(input: $input) {\n    __typename\n    ... on UpdateMemberRolePayload {\n      membership {\n        id\n        role\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb17a913876de624847a0bcc2458ae9d";

export default node;
