/**
 * @generated SignedSource<<371bb392e36d6e0ead9f0e220b209715>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SwitchCompanyInput = {
  companyId: string;
};
export type switchCompanyMutation$variables = {
  input: SwitchCompanyInput;
};
export type switchCompanyMutation$data = {
  readonly switchCompany: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly company: {
        readonly id: string;
      } | null | undefined;
    };
  };
};
export type switchCompanyMutation = {
  response: switchCompanyMutation$data;
  variables: switchCompanyMutation$variables;
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
    "name": "switchCompany",
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
        ],
        "type": "SwitchCompanyPayload",
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
    "name": "switchCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "switchCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b83bc530412939f5611bca73fd34aec1",
    "id": null,
    "metadata": {},
    "name": "switchCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation switchCompanyMutation(\n  $input: SwitchCompanyInput!\n) {\n  switchCompany(input: $input) {\n    __typename\n    ... on SwitchCompanyPayload {\n      viewer {\n        company {\n          id\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0fc5aa31edd0d64cef0b8512f91faefc";

export default node;
