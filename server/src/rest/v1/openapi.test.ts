import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** rest-routes.md: "Accounts, profile, onboarding" and "Company, workspace, team", plus generic uploads. */
const contract = [
  'post /api/v1/users',
  'post /api/v1/users/sign_in',
  'delete /api/v1/users/sign_out',
  'post /api/v1/users/google',
  'post /api/v1/users/resend_verification',
  'get /api/v1/users/confirm',
  'put /api/v1/users/bio',
  'get /api/v1/profile',
  'put /api/v1/profile',
  'put /api/v1/profile/activate',
  'delete /api/v1/profile/remove_avatar',
  'get /api/v1/company',
  'put /api/v1/company',
  'put /api/v1/company/workspace_name',
  'get /api/v1/team/members',
  'post /api/v1/team/invite',
  'put /api/v1/team/members/{id}/update_role',
  'delete /api/v1/team/members/{id}',
  'post /api/v1/uploads',
];

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every implemented route of the contract', async () => {
    const res = await t.rest('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const listed = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining(contract));
  });

  it('marks staff routes as bearer-authenticated and documents both body types of PUT /profile', async () => {
    const { paths } = (await t.rest('GET', '/openapi.json')).body;
    // A person's own profile: their sign-in only. A company's routes take an API token too, with its scopes.
    expect(paths['/api/v1/profile'].get.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/api_tokens'].post.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/v1/webhooks'].post.security).toEqual([{ bearer: [] }, { apiToken: [] }]);
    expect(paths['/api/v1/webhooks'].post['x-api-token-scopes']).toEqual(['webhooks:write']);
    expect(paths['/api/v1/audiences'].get['x-api-token-scopes']).toEqual(['analytics:read']);
    expect(paths['/api/v1/users/sign_in'].post.security).toEqual([]);
    expect(Object.keys(paths['/api/v1/profile'].put.requestBody.content)).toEqual(['application/json', 'multipart/form-data']);
  });
});
