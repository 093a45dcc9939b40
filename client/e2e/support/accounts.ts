import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Journeys that need their own accounts make them through the API (the sign-up pages have their own journey). */
export async function gql(request: APIRequestContext, token: string | null, query: string, variables: object = {}) {
  const response = await request.post('/graphql', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

/**
 * Signs a seeded or earlier-made user in and returns the token. Through REST: a visitor may send
 * GraphQL only as the web client's persisted operations (server/src/graphql/persisted-operations.ts).
 */
export async function signInToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/v1/users/sign_in', { data: { email, password } });
  const body = await response.json();
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.data.token as string;
}

/** Signs in through the API (the sign-in page has its own journey) and stores the token like the app does. */
export async function signInAs(page: Page, request: APIRequestContext, email: string, password: string): Promise<string> {
  const token = await signInToken(request, email, password);
  await storeToken(page, token);
  return token;
}

/** A new account (unconfirmed e-mail), through REST as above. Sign-up is rate limited per address: waits and retries when told to. */
export async function signUpToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.post('/api/v1/users', { data: { email, password, password_confirmation: password, terms: true } });
    if (response.status() === 201) return (await response.json()).data.token as string;
    if (response.status() !== 429) throw new Error(`${response.status()} ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, (Number(response.headers()['retry-after'] ?? 30) + 1) * 1000));
  }
  throw new Error(`Could not sign up ${email}`);
}

/** A new account with a name and a company of its own (onboarding's profile and company steps done through the API). */
export async function ownerWithCompany(
  request: APIRequestContext,
  who: { email: string; password: string; firstName: string; lastName?: string; company: string },
): Promise<{ token: string; slug: string }> {
  const token = await signUpToken(request, who.email, who.password);
  await gql(request, token, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }', {
    input: { firstName: who.firstName, lastName: who.lastName ?? 'Tester' },
  });
  const { saveOnboardingCompany } = await gql(
    request,
    token,
    'mutation($input: SaveOnboardingCompanyInput!) { saveOnboardingCompany(input: $input) { __typename ... on CompanyPayload { company { slug } } ... on Error { message } } }',
    { input: { name: who.company, website: 'example.com' } },
  );
  expect(saveOnboardingCompany.__typename, JSON.stringify(saveOnboardingCompany)).toBe('CompanyPayload');
  return { token, slug: saveOnboardingCompany.company.slug as string };
}

/** Stores the token where the app keeps it, as signing in in the browser would. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/favicon.ico');
  await page.evaluate((value) => localStorage.setItem('auth_token', value), token);
}

/** The path of the newest link in the mail to `to` that matches `pattern`. */
export async function mailedPath(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const { mails } = (await response.json()) as { mails: { text: string }[] };
    const link = mails
      .map((mail) => pattern.exec(mail.text)?.[0])
      .filter(Boolean)
      .at(-1);
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}${url.hash}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} with a link like ${pattern}`);
}

/** Deletes the caller's company's materials called `name`: a journey's leftovers from an earlier run. */
export async function deleteMaterialsNamed(request: APIRequestContext, token: string, name: string): Promise<void> {
  const data = await gql(request, token, '{ viewer { company { materials(first: 100) { edges { node { id name } } } } } }');
  for (const { node } of data.viewer.company.materials.edges as { node: { id: string; name: string } }[])
    if (node.name === name)
      await gql(request, token, 'mutation($input: DeleteMaterialInput!) { deleteMaterial(input: $input) { __typename } }', { input: { materialId: node.id } });
}

/** Signs a learner in to a hub (the demo's unless told) the way a person does: the form, the mailed link, Continue. */
export async function signInLearner(page: Page, request: APIRequestContext, email: string, companySlug = 'demo'): Promise<void> {
  await page.goto(`/${companySlug}/passwordless_sign_in`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'SEND LINK' }).click();
  await expect(page.getByRole('heading', { name: 'Check your Email!' })).toBeVisible();
  await page.goto(await mailedPath(request, email, new RegExp(`https?://\\S+/${companySlug}/passwordless_sign_in\\?token=\\S+`)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/${companySlug}$`));
}
