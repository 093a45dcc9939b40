import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { gql } from './accounts';

/**
 * A published walkthrough with real screenshots and every interactive layer, made through the
 * API for the player journey: the screenshots are mock app screens rendered by the browser.
 */

const BASE = `
  * { box-sizing: border-box; margin: 0; }
  body { width: 1024px; height: 640px; overflow: hidden; font-family: system-ui, sans-serif; color: #1b2430; background: #f5f7fa; position: relative; }
  .abs { position: absolute; }
  .box { border: 1px solid #c8cfd8; border-radius: 6px; background: #fff; }
  .top { left: 0; top: 0; width: 1024px; height: 56px; background: #0b2545; color: #fff; display: flex; align-items: center; padding: 0 20px; font-weight: 700; font-size: 20px; gap: 10px; }
  .dot { width: 22px; height: 22px; border-radius: 6px; background: #13a89e; }
`;

const SCREENS = {
  signIn: `
    <div class="abs" style="left:0;top:0;width:460px;height:640px;background:linear-gradient(160deg,#0b2545,#13315c);color:#fff;padding:64px 48px">
      <div style="display:flex;gap:10px;align-items:center;font-size:22px;font-weight:700"><span class="dot"></span>Acme CRM</div>
      <p style="margin-top:180px;font-size:30px;font-weight:700;line-height:1.2">Every customer,<br>one place.</p>
      <p style="margin-top:16px;opacity:.8;font-size:16px">Track deals, share reports and keep your team in step.</p>
    </div>
    <p class="abs" style="left:600px;top:120px;font-size:28px;font-weight:700">Welcome back</p>
    <p class="abs" style="left:600px;top:198px;font-size:14px;font-weight:600">Email</p>
    <div class="abs box" style="left:600px;top:222px;width:320px;height:40px"></div>
    <p class="abs" style="left:600px;top:278px;font-size:14px;font-weight:600">Workspace</p>
    <div class="abs box" style="left:600px;top:302px;width:320px;height:40px"></div>
    <div class="abs" style="left:600px;top:372px;width:320px;height:44px;border-radius:6px;background:#0e7c74;color:#fff;display:grid;place-items:center;font-weight:700">Sign in</div>
    <p class="abs" style="left:600px;top:440px;font-size:13px;color:#5b6573">Forgot your password?</p>`,
  dashboard: `
    <div class="abs top"><span class="dot"></span>Acme CRM</div>
    <div class="abs" style="left:0;top:56px;width:200px;height:584px;background:#fff;border-right:1px solid #c8cfd8;padding:16px">
      ${['Dashboard', 'Contacts', 'Reports', 'Settings'].map((item, i) => `<div style="height:40px;margin-bottom:4px;padding:10px 12px;border-radius:6px;${i === 0 ? 'background:#e6f4f2;font-weight:700' : ''}">${item}</div>`).join('')}
    </div>
    <p class="abs" style="left:240px;top:84px;font-size:26px;font-weight:700">Good morning, Sam</p>
    ${[
      ['Open deals', '128'],
      ['Won this month', '$42k'],
      ['New contacts', '36'],
    ]
      .map(
        ([label, value], i) =>
          `<div class="abs box" style="left:${240 + i * 256}px;top:232px;width:236px;height:100px;padding:18px"><p style="color:#5b6573;font-size:14px">${label}</p><p style="font-size:32px;font-weight:700;margin-top:8px">${value}</p></div>`,
      )
      .join('')}
    <div class="abs box" style="left:240px;top:352px;width:748px;height:260px;padding:18px"><p style="font-weight:700">Pipeline</p>
      ${[50, 90, 70, 130, 110, 170, 150].map((h, i) => `<div class="abs" style="left:${40 + i * 100}px;bottom:24px;width:56px;height:${h}px;border-radius:6px 6px 0 0;background:#13a89e"></div>`).join('')}
    </div>`,
  report: `
    <div class="abs top"><span class="dot"></span>Acme CRM</div>
    <p class="abs" style="left:32px;top:84px;font-size:26px;font-weight:700">Quarterly sales report</p>
    <div class="abs" style="left:880px;top:80px;width:112px;height:40px;border-radius:6px;background:#0e7c74;color:#fff;display:grid;place-items:center;font-weight:700">Share</div>
    <div class="abs box" style="left:32px;top:150px;width:960px;height:450px;padding:20px"><p style="font-weight:700">Revenue by region</p>
      ${[
        ['North', 82],
        ['South', 64],
        ['East', 91],
        ['West', 47],
      ]
        .map(
          ([label, pct], i) =>
            `<p class="abs" style="left:24px;top:${80 + i * 86}px;font-size:15px">${label}</p><div class="abs" style="left:110px;top:${76 + i * 86}px;width:${Number(pct) * 8}px;height:30px;border-radius:4px;background:${i % 2 ? '#0b2545' : '#13a89e'}"></div>`,
        )
        .join('')}
    </div>`,
} as const;

/** Renders one mock screen at 1024 × 640 and returns it as PNG. */
async function renderScreen(browser: Browser, html: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 640 } });
  await page.setContent(`<!doctype html><html><head><style>${BASE}</style></head><body>${html}</body></html>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

async function upload(request: APIRequestContext, token: string, name: string, buffer: Buffer): Promise<string> {
  const response = await request.post('/api/v1/upload_files', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name, mimeType: 'image/png', buffer } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: string };
  return new URL(data, 'http://x').pathname;
}

const frame = (id: string, x: number, y: number, width: number, height: number, rotation = 0) => ({ id, x, y, width, height, rotation });
const hotspot = (id: string, x: number, y: number, width: number, height: number) => ({
  ...frame(id, x, y, width, height),
  type: 'hotspot',
  fill: 'rgba(19, 168, 158, 0.22)',
  stroke: '#0E7C74',
  strokeWidth: 2,
  cornerRadius: 8,
});
const note = (id: string, x: number, y: number, width: number, text: string) => ({
  ...frame(id, x, y, width, 28),
  type: 'text',
  text,
  fill: '#B42318',
  fontSize: 18,
  fontStyle: 'BOLD',
  fontFamily: 'Open Sans',
  align: 'left',
  verticalAlign: 'middle',
});
const arrow = (id: string, x: number, y: number, width: number, rotation: number, lineStyle: string) => ({
  ...frame(id, x, y, width, 4, rotation),
  type: 'line',
  stroke: '#B42318',
  strokeWidth: 3,
  arrowSize: 12,
  lineStyle,
});

export const JOURNEY_STEPS = ['Sign in to Acme', 'Open the reports', 'Share your report'] as const;

/** The styling: the defaults with a navy header bar and a larger headline. */
function config() {
  const v = (id: string, title: string, value: string, type: string) => ({ id, title, value, type });
  return [
    {
      sectionId: 'tn',
      sectionTitle: 'Top Navigation',
      values: [
        v('tnBGColor', 'Background Color', '#0B2545', 'color'),
        v('tnLinkColor', 'Link Color', '#FFFFFF', 'color'),
        v('tnTextColor', 'Text Color', '#FFFFFF', 'color'),
      ],
    },
    {
      sectionId: 'mca',
      sectionTitle: 'Main Content Area',
      values: [
        v('mcaBgColor', 'Background Color', '#F6F8F9', 'color'),
        v('mcaHeadlineSize', 'Step Headline Size', '22px', 'px-size'),
        v('mcaHeadlineColor', 'Step Headline Color', '#1B2430', 'color'),
      ],
    },
    {
      sectionId: 'ea',
      sectionTitle: 'Embedded Area',
      values: [
        v('eaBGColor', 'Background Color', '#FFFFFF', 'color'),
        v('eaTextColor', 'Text Color', '#363841', 'color'),
        v('eaIconColor', 'Icon Color', '#0E7C74', 'color'),
      ],
    },
  ];
}

/** Creates, fills and publishes the journey's walkthrough; returns its id and slug. */
export async function createPublishedWalkthrough(request: APIRequestContext, browser: Browser, token: string, name: string) {
  const [signIn, dashboard, report] = await Promise.all([
    renderScreen(browser, SCREENS.signIn).then((png) => upload(request, token, 'sign-in.png', png)),
    renderScreen(browser, SCREENS.dashboard).then((png) => upload(request, token, 'dashboard.png', png)),
    renderScreen(browser, SCREENS.report).then((png) => upload(request, token, 'report.png', png)),
  ]);
  const steps = [
    {
      id: 31_000_001,
      name: 'Step 1',
      title: JOURNEY_STEPS[0],
      description: 'Enter your work e-mail, pick your workspace, then select Sign in.',
      altText: 'The Acme CRM sign-in page with e-mail and workspace fields and a Sign in button.',
      backgroundUrl: signIn,
      backgroundHeight: 640,
      layers: [
        {
          ...frame('email', 600, 222, 320, 40),
          type: 'textInput',
          placeholder: 'you@company.com',
          placeholderColor: '#6B7685',
          textColor: '#1B2430',
          fill: '#FFFFFF',
          stroke: '#6B7685',
          strokeWidth: 1,
          fontSize: 16,
        },
        {
          ...frame('workspace', 600, 302, 320, 40),
          type: 'dropdown',
          placeholder: 'Choose a workspace',
          placeholderColor: '#6B7685',
          textColor: '#1B2430',
          fill: '#FFFFFF',
          stroke: '#6B7685',
          strokeWidth: 1,
          fontSize: 16,
          options: [
            { id: 'support', order: 2, title: 'Support' },
            { id: 'sales', order: 1, title: 'Sales' },
            { id: 'marketing', order: 3, title: 'Marketing' },
          ],
        },
        hotspot('sign-in', 596, 368, 328, 52),
        note('start', 470, 160, 120, 'Start here'),
        arrow('to-email', 520, 192, 90, 35, 'Dashed'),
      ],
    },
    {
      id: 31_000_002,
      name: 'Step 2',
      title: JOURNEY_STEPS[1],
      description: 'Reports are in the menu on the left.',
      altText: 'The Acme CRM dashboard with deal totals and a pipeline chart; the left menu lists Reports.',
      backgroundUrl: dashboard,
      backgroundHeight: 640,
      layers: [
        { ...frame('menu-frame', 12, 160, 176, 48), type: 'rect', fill: 'rgba(255, 255, 255, 0)', stroke: '#B42318', strokeWidth: 2, cornerRadius: 8 },
        hotspot('reports', 12, 160, 176, 48),
        arrow('to-reports', 330, 184, 130, 180, 'Solid'),
        note('reports-note', 342, 170, 260, 'Reports live here'),
      ],
    },
    {
      id: 31_000_003,
      name: 'Step 3',
      title: JOURNEY_STEPS[2],
      description: 'Select Share to send the report to your team.',
      altText: 'A quarterly sales report with revenue bars by region and a Share button at the top right.',
      backgroundUrl: report,
      backgroundHeight: 640,
      layers: [
        hotspot('share', 874, 74, 124, 52),
        note('share-note', 510, 112, 260, 'Share it with your team'),
        arrow('to-share', 780, 146, 90, -40, 'Dotted'),
      ],
    },
  ];

  const { createMaterial } = await gql(
    request,
    token,
    'mutation($input: CreateMaterialInput!) { createMaterial(input: $input) { __typename ... on MaterialPayload { material { id slug revision } } } }',
    {
      input: { kind: 'WALKTHROUGH', name },
    },
  );
  expect(createMaterial.__typename).toBe('MaterialPayload');
  const { id, slug, revision } = createMaterial.material as { id: string; slug: string; revision: number };
  const save = async (data: unknown, baseRevision: number) => {
    const { saveMaterialDraft } = await gql(
      request,
      token,
      'mutation($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on SaveMaterialDraftPayload { revision } ... on Error { message } } }',
      { input: { materialId: id, baseRevision, data, config: config() } },
    );
    expect(saveMaterialDraft.__typename, JSON.stringify(saveMaterialDraft)).toBe('SaveMaterialDraftPayload');
    return saveMaterialDraft.revision as number;
  };
  const published = await save(steps, revision);
  const { publishMaterial } = await gql(
    request,
    token,
    'mutation($input: PublishMaterialInput!) { publishMaterial(input: $input) { __typename ... on Error { message } } }',
    { input: { materialId: id } },
  );
  expect(publishMaterial.__typename, JSON.stringify(publishMaterial)).toBe('PublishMaterialPayload');
  // A later draft change: the viewer keeps showing the published steps, the preview shows this.
  await save(
    steps.map((step, i) => (i === 0 ? { ...step, title: `${step.title} (draft)` } : step)),
    published,
  );
  return { id, slug };
}
