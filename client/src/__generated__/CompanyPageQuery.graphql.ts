/**
 * @generated SignedSource<<ed69244e6c8679f1ef429b82b47a57cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Role = "MEMBER" | "OWNER" | "TEAM_ADMIN" | "VIEW_ONLY" | "%future added value";
export type CompanyPageQuery$variables = Record<PropertyKey, never>;
export type CompanyPageQuery$data = {
  readonly viewer: {
    readonly company: {
      readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_company" | "CompanyImages_company">;
    } | null | undefined;
    readonly role: Role | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_query">;
};
export type CompanyPageQuery = {
  response: CompanyPageQuery$data;
  variables: CompanyPageQuery$variables;
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
    "name": "CompanyPageQuery",
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
                "name": "CompanyForm_company"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CompanyImages_company"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CompanyForm_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CompanyPageQuery",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "size",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "faviconUrl",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companySizes",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bccca48a516b899d2128778b590ebcec",
    "id": null,
    "metadata": {},
    "name": "CompanyPageQuery",
    "operationKind": "query",
    "text": "query CompanyPageQuery {\n  viewer {\n    role\n    company {\n      ...CompanyForm_company\n      ...CompanyImages_company\n      id\n    }\n  }\n  ...CompanyForm_query\n}\n\nfragment CompanyForm_company on Company {\n  name\n  website\n  size\n}\n\nfragment CompanyForm_query on Query {\n  companySizes\n}\n\nfragment CompanyImages_company on Company {\n  logoUrl\n  faviconUrl\n}\n"
  }
};
})();

(node as any).hash = "44ac74b0c48aa0e95967ac666a039447";

export default node;
