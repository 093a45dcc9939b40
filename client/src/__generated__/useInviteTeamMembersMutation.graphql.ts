/**
 * @generated SignedSource<<2fb9575004102f3a69810c2cddd544a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "MEMBER" | "OWNER" | "TEAM_ADMIN" | "VIEW_ONLY" | "%future added value";
export type InviteTeamMembersInput = {
  invites: ReadonlyArray<InviteInput>;
};
export type InviteInput = {
  email: string;
  role?: Role | null | undefined;
};
export type useInviteTeamMembersMutation$variables = {
  input: InviteTeamMembersInput;
};
export type useInviteTeamMembersMutation$data = {
  readonly inviteTeamMembers: {
    readonly __typename: string;
    readonly fieldErrors?: ReadonlyArray<{
      readonly field: string;
      readonly messages: ReadonlyArray<string>;
    }>;
    readonly invites?: ReadonlyArray<{
      readonly email: string;
      readonly id: string;
      readonly role: Role;
    }>;
    readonly message?: string;
  };
};
export type useInviteTeamMembersMutation = {
  response: useInviteTeamMembersMutation$data;
  variables: useInviteTeamMembersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "inviteTeamMembers",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Invite",
            "kind": "LinkedField",
            "name": "invites",
            "plural": true,
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
                "name": "email",
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
        "type": "InviteTeamMembersPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messages",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useInviteTeamMembersMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInviteTeamMembersMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "a864a08e93269cfa0f9d716de1d58d61",
    "id": null,
    "metadata": {},
    "name": "useInviteTeamMembersMutation",
    "operationKind": "mutation",
    "text": "mutation useInviteTeamMembersMutation(\n  $input: InviteTeamMembersInput!\n) {\n  inviteTeamMembers(input: $input) {\n    __typename\n    ... on InviteTeamMembersPayload {\n      message\n      invites {\n        id\n        email\n        role\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fieldErrors {\n        field\n        messages\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1cfa71d1dd3087bcd94265016f9c9631";

export default node;
