import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../lib/industries.js';
import { buildCompany, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { blob, executableBytes, graphqlMultipart, tinyPng } from './upload-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESULT = `__typename
  ... on UpdateProfilePayload { message user { id email profile { firstName lastName jobTitle companyName industryName industryRole avatarUrl activatedAt } } }
  ... on Error { message code }
  ... on ValidationError { fieldErrors { field messages } }`;
const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${RESULT} } }`;
const UPLOAD = `mutation ($input: UploadAvatarInput!) { uploadAvatar(input: $input) { ${RESULT} } }`;
const BIO = `mutation ($input: UpdateBioInput!) { updateBio(input: $input) { ${RESULT} } }`;
const fields = (r: any) => Object.fromEntries(r.fieldErrors.map((f: any) => [f.field, f.messages]));
const profileOf = (userId: string) => t.prisma.profile.findUniqueOrThrow({ where: { userId } });

async function uploadAvatar(token: string | null, bytes: Uint8Array, name = 'me.png') {
  const form = graphqlMultipart(UPLOAD, { input: { file: null } }, 'input.file', blob(bytes), name);
  const res = await t.fetch('/graphql', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describe('#updateProfile', () => {
  it('changes only the non-blank fields, trimmed', async () => {
    const { user, token } = await buildUser(t);
    await t.prisma.profile.update({ where: { userId: user.id }, data: { jobTitle: 'Engineer' } });
    const res = await t.gql(UPDATE, { input: { firstName: '  Ada ', lastName: '', jobTitle: '   ', companyName: 'Analytical Engines' } }, token);
    expect(res.data.updateProfile.message).toBe('Profile data updated successfully.');
    expect(res.data.updateProfile.user.profile).toMatchObject({ firstName: 'Ada', lastName: 'User', jobTitle: 'Engineer', companyName: 'Analytical Engines' });
  });

  it('refuses over-long fields per field and changes nothing', async () => {
    const { user, token } = await buildUser(t);
    const res = await t.gql(UPDATE, { input: { firstName: 'x'.repeat(101), jobTitle: 'y'.repeat(101), lastName: 'Fine' } }, token);
    expect(res.data.updateProfile.__typename).toBe('ValidationError');
    expect(fields(res.data.updateProfile)).toEqual({
      firstName: ['is too long (maximum is 100 characters)'],
      jobTitle: ['is too long (maximum is 100 characters)'],
    });
    expect((await profileOf(user.id)).lastName).toBe('User');
  });

  it('is unauthenticated without a token, and wrongly typed input is a GraphQL error', async () => {
    expect((await t.gql(UPDATE, { input: { firstName: 'A' } })).data.updateProfile).toMatchObject({ __typename: 'UnauthenticatedError' });
    const { token } = await buildUser(t);
    expect((await t.gql(UPDATE, { input: { firstName: 5 } }, token)).errors?.[0]?.message).toMatch(/String cannot represent/);
  });
});

describe('#uploadAvatar and #removeAvatar', () => {
  it('stores a real PNG sent as a GraphQL multipart request, replacing and deleting the old file', async () => {
    const { user, token } = await buildUser(t);
    const first = await uploadAvatar(token, tinyPng());
    expect(first.body.data.uploadAvatar.message).toBe('Avatar added successfully.');
    const url1: string = first.body.data.uploadAvatar.user.profile.avatarUrl;
    expect(url1).toMatch(/^\/uploads\/[\w-]+\.png$/);
    const served = await t.fetch(url1);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng());

    const second = await uploadAvatar(token, tinyPng());
    const url2: string = second.body.data.uploadAvatar.user.profile.avatarUrl;
    expect(url2).not.toBe(url1);
    expect((await t.fetch(url1)).status).toBe(404);
    expect((await profileOf(user.id)).avatarKey).toBe(url2.split('/').pop());
  });

  it('refuses an executable renamed .png as an unsupported type and keeps the old avatar', async () => {
    const { user, token } = await buildUser(t);
    await uploadAvatar(token, tinyPng());
    const before = (await profileOf(user.id)).avatarKey;
    const res = await uploadAvatar(token, executableBytes(), 'cat.png');
    expect(res.body.data.uploadAvatar).toMatchObject({ __typename: 'UnsupportedMediaTypeError', message: 'Only JPG, PNG, GIF, and JPEG images are allowed.' });
    expect((await profileOf(user.id)).avatarKey).toBe(before);
  });

  it('needs a token', async () => {
    const res = await uploadAvatar(null, tinyPng());
    expect(res.body.data.uploadAvatar.__typename).toBe('UnauthenticatedError');
  });

  it('refuses a file written inline instead of as a multipart part', async () => {
    const { token } = await buildUser(t);
    // (The message is "…Expected a file part of a multipart request."; under Vitest, graphql's
    // dual ESM/CJS copies make Yoga mask it, so only the refusal itself is asserted here.)
    const res = await t.gql(UPLOAD, { input: { file: 'data:image/png;base64,AAAA' } }, token);
    expect(res.errors?.length).toBe(1);
    expect(res.data?.uploadAvatar).toBeUndefined();
  });

  it('removeAvatar clears it and deletes the file; again is harmless', async () => {
    const { user, token } = await buildUser(t);
    const url = (await uploadAvatar(token, tinyPng())).body.data.uploadAvatar.user.profile.avatarUrl;
    const REMOVE = `mutation { removeAvatar { ${RESULT} } }`;
    const res = await t.gql(REMOVE, {}, token);
    expect(res.data.removeAvatar).toMatchObject({ message: 'Avatar removed.', user: { profile: { avatarUrl: null } } });
    expect((await t.fetch(url)).status).toBe(404);
    expect((await t.gql(REMOVE, {}, token)).data.removeAvatar.message).toBe('Avatar removed.');
    expect((await profileOf(user.id)).avatarKey).toBeNull();
  });
});

describe('#updateBio', () => {
  it('stores a listed industry in its canonical spelling, and the role', async () => {
    const { token } = await buildUser(t);
    const res = await t.gql(BIO, { input: { industryName: ' e-learning ', industryRole: ' Founder ' } }, token);
    expect(res.data.updateBio.user.profile).toMatchObject({ industryName: 'E-Learning', industryRole: 'Founder' });
  });

  it('refuses an unlisted industry and a blank role, changing nothing', async () => {
    const { user, token } = await buildUser(t);
    const res = await t.gql(BIO, { input: { industryName: 'Basket weaving', industryRole: '  ' } }, token);
    expect(fields(res.data.updateBio)).toEqual({ industryName: ['is not included in the list'], industryRole: ["can't be blank"] });
    expect((await profileOf(user.id)).industryName).toBeNull();
  });

  it('lists the industries and company sizes', async () => {
    const res = await t.gql(`{ industries companySizes }`);
    expect(res.data.industries).toEqual([...INDUSTRIES]);
    expect(res.data.industries.length).toBeGreaterThan(130);
    expect(res.data.industries).toContain('Writing and Editing');
    expect(res.data.companySizes).toEqual(['Just Me', '2-5', '6-10', '11-25', '26-50', '51-200', '200-1000', '1000-10,000', '10,000+']);
  });
});

describe('#activateProfile', () => {
  it('sets activatedAt once and keeps the first time', async () => {
    const { user, token } = await buildUser(t);
    const ACTIVATE = `mutation { activateProfile { ${RESULT} } }`;
    const first = (await t.gql(ACTIVATE, {}, token)).data.activateProfile.user.profile.activatedAt;
    expect(first).not.toBeNull();
    await t.gql(ACTIVATE, {}, token);
    expect((await profileOf(user.id)).activatedAt?.toISOString()).toBe(first);
  });
});

describe('REST /profile', () => {
  it('GET /profile gives the user and profile; 401 without a token', async () => {
    const { company } = await buildCompany(t);
    const { user, token } = await buildUser(t, { companyId: company.id });
    const res = await t.rest('GET', '/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, email: user.email, name: 'Test User' });
    expect(res.body.profile).toMatchObject({ first_name: 'Test', last_name: 'User', avatar_url: null });
    expect(res.body.profile.confirmed_at).not.toBeNull();
    expect((await t.rest('GET', '/profile')).status).toBe(401);
    expect((await t.rest('GET', '/profile', { token: 'not-a-real-token' })).status).toBe(401);
  });

  it('PUT /profile with JSON changes only non-empty fields', async () => {
    const { token } = await buildUser(t);
    const res = await t.rest('PUT', '/profile', { token, body: { first_name: 'Grace', last_name: '', job_title: 'Admiral' } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile data updated successfully.');
    expect(res.body.profile).toMatchObject({ first_name: 'Grace', last_name: 'User', job_title: 'Admiral' });
  });

  it('PUT /profile multipart with an avatar and fields', async () => {
    const { token } = await buildUser(t);
    const form = new FormData();
    form.set('first_name', 'Linus');
    form.set('company_name', '');
    form.set('avatar', blob(tinyPng()), 'face.png');
    const res = await t.rest('PUT', '/profile', { token, body: form });
    expect(res.status).toBe(200);
    expect(res.body.profile.first_name).toBe('Linus');
    expect(res.body.profile.avatar_url).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('PUT /profile: wrong types and too long are 422 per field; bad JSON is 400; a fake image is 415', async () => {
    const { user, token } = await buildUser(t);
    const bad = await t.rest('PUT', '/profile', { token, body: { first_name: 12, last_name: 'z'.repeat(101) } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ first_name: ['must be text'], last_name: ['is too long (maximum is 100 characters)'] });
    expect((await t.rest('PUT', '/profile', { token, body: '{oops', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    const form = new FormData();
    form.set('first_name', 'Changed');
    form.set('avatar', blob(executableBytes()), 'evil.png');
    const fake = await t.rest('PUT', '/profile', { token, body: form });
    expect(fake).toMatchObject({ status: 415, body: { error: 'Only JPG, PNG, GIF, and JPEG images are allowed.' } });
    expect((await profileOf(user.id)).firstName).toBe('Test');
    expect((await t.rest('PUT', '/profile', { body: { first_name: 'X' } })).status).toBe(401);
  });

  it('PUT /profile/activate and DELETE /profile/remove_avatar', async () => {
    const { token } = await buildUser(t);
    const act = await t.rest('PUT', '/profile/activate', { token });
    expect(act.status).toBe(200);
    expect(act.body.profile.activated_at).not.toBeNull();
    await uploadAvatar(token, tinyPng());
    const rm = await t.rest('DELETE', '/profile/remove_avatar', { token });
    expect(rm).toMatchObject({ status: 200, body: { message: 'Avatar removed.' } });
    expect((await t.rest('GET', '/profile', { token })).body.profile.avatar_url).toBeNull();
    expect((await t.rest('PUT', '/profile/activate')).status).toBe(401);
    expect((await t.rest('DELETE', '/profile/remove_avatar')).status).toBe(401);
  });

  it('PUT /users/bio stores industry and role; bad values are 422 per field', async () => {
    const { token } = await buildUser(t);
    const ok = await t.rest('PUT', '/users/bio', { token, body: { bio: { industry_name: 'Airlines/Aviation', industry_role: 'Pilot' } } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ industry_name: 'Airlines/Aviation', industry_role: 'Pilot' });
    const bad = await t.rest('PUT', '/users/bio', { token, body: { bio: { industry_name: 3 } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ 'bio.industry_name': ['must be text'], 'bio.industry_role': ["can't be blank"] });
    // The service's own check (the list of industries) names the field the same way.
    const unknown = await t.rest('PUT', '/users/bio', { token, body: { bio: { industry_name: 'Alchemy', industry_role: 'Pilot' } } });
    expect(unknown.body.errors).toEqual({ 'bio.industry_name': ['is not included in the list'] });
    expect((await t.rest('PUT', '/users/bio', { token, body: { bio: 'nope' } })).status).toBe(422);
    expect((await t.rest('PUT', '/users/bio', { body: { bio: {} } })).status).toBe(401);
  });
});
