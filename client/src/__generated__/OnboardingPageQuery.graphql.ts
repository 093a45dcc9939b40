/**
 * @generated SignedSource<<d188dfa8fff4481299b2b52685bad7e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type Role = "MEMBER" | "OWNER" | "TEAM_ADMIN" | "VIEW_ONLY" | "%future added value";
export type OnboardingPageQuery$variables = Record<PropertyKey, never>;
export type OnboardingPageQuery$data = {
  readonly viewer: {
    readonly company: {
      readonly size: string | null | undefined;
      readonly slug: string;
      readonly " $fragmentSpreads": FragmentRefs<"CompanyStep_company" | "DetailsStep_company" | "SizeStep_company">;
    } | null | undefined;
    readonly role: Role | null | undefined;
    readonly user: {
      readonly confirmedAt: string | null | undefined;
      readonly hasPassword: boolean;
      readonly profile: {
        readonly activatedAt: string | null | undefined;
        readonly firstName: string | null | undefined;
        readonly industryName: string | null | undefined;
        readonly industryRole: string | null | undefined;
        readonly jobTitle: string | null | undefined;
        readonly lastName: string | null | undefined;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"DetailsStep_user" | "IndustryStep_user" | "NameStep_user">;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"IndustryStep_query" | "SizeStep_query">;
};
export type OnboardingPageQuery = {
  response: OnboardingPageQuery$data;
  variables: OnboardingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "confirmedAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasPassword",
  "storageKey": null
},
v3 = {
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "industryName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "industryRole",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "jobTitle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activatedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "size",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnboardingPageQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "NameStep_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "IndustryStep_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DetailsStep_user"
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CompanyStep_company"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DetailsStep_company"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SizeStep_company"
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
        "name": "IndustryStep_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SizeStep_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OnboardingPageQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
              (v6/*:: as any*/)
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
        "name": "industries",
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
    "cacheID": "04843b4e655af0bc2e1ce405abe873d0",
    "id": null,
    "metadata": {},
    "name": "OnboardingPageQuery",
    "operationKind": "query",
    "text": "query OnboardingPageQuery {\n  viewer {\n    role\n    user {\n      confirmedAt\n      hasPassword\n      profile {\n        firstName\n        lastName\n        industryName\n        industryRole\n        jobTitle\n        activatedAt\n      }\n      ...NameStep_user\n      ...IndustryStep_user\n      ...DetailsStep_user\n      id\n    }\n    company {\n      slug\n      size\n      ...CompanyStep_company\n      ...DetailsStep_company\n      ...SizeStep_company\n      id\n    }\n  }\n  ...IndustryStep_query\n  ...SizeStep_query\n}\n\nfragment CompanyStep_company on Company {\n  name\n  website\n}\n\nfragment DetailsStep_company on Company {\n  name\n}\n\nfragment DetailsStep_user on User {\n  profile {\n    jobTitle\n  }\n}\n\nfragment IndustryStep_query on Query {\n  industries\n}\n\nfragment IndustryStep_user on User {\n  profile {\n    industryName\n    industryRole\n  }\n}\n\nfragment NameStep_user on User {\n  profile {\n    firstName\n    lastName\n  }\n}\n\nfragment SizeStep_company on Company {\n  size\n}\n\nfragment SizeStep_query on Query {\n  companySizes\n}\n"
  }
};
})();

(node as any).hash = "0f41d246609b002022ab5e0d3706e738";

export default node;
