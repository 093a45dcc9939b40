/**
 * @generated SignedSource<<b757df0beb0e2814ff0ef47a1be4b0ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type Role = "MEMBER" | "OWNER" | "TEAM_ADMIN" | "VIEW_ONLY" | "%future added value";
export type TeamChange = "INVITED" | "INVITE_REVOKED" | "JOINED" | "REMOVED" | "ROLE_CHANGED" | "%future added value";
export type useTeamChangedSubscription$variables = Record<PropertyKey, never>;
export type useTeamChangedSubscription$data = {
  readonly teamChanged: {
    readonly change: TeamChange;
    readonly membership: {
      readonly id: string;
      readonly role: Role;
    } | null | undefined;
  };
};
export type useTeamChangedSubscription = {
  response: useTeamChangedSubscription$data;
  variables: useTeamChangedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TeamChangedEvent",
    "kind": "LinkedField",
    "name": "teamChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "change",
        "storageKey": null
      },
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useTeamChangedSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTeamChangedSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "c3d7a4f41d68d1cecf61e530dbdec0fd",
    "id": null,
    "metadata": {},
    "name": "useTeamChangedSubscription",
    "operationKind": "subscription",
    "text": "subscription useTeamChangedSubscription {\n  teamChanged {\n    change\n    membership {\n      id\n      role\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec14f6b9620058a42183549da9d6e820";

export default node;
