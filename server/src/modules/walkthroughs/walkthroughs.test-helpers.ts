/** Operations and fixtures shared by the walkthrough, permissions and tenant-isolation tests. */
import { hashToken, newToken } from '../../lib/tokens.js';
import { uniqueEmail } from '../../test/factories.js';
import type { TestApp } from '../../test/harness.js';
import { insertMaterial, mgid } from '../materials/materials.test-helpers.js';
import { readDraft, replaceDraftSteps } from '../content/index.js';
import { walkthroughConfig } from '../materials/index.js';

const ERR = `... on Error { message code } ... on ValidationError { fieldErrors { field messages } } ... on RevisionConflictError { currentRevision }`;

export const SAVE = /* GraphQL */ `
  mutation ($input: SaveMaterialDraftInput!) { saveMaterialDraft(input: $input) { __typename ... on SaveMaterialDraftPayload { revision savedAt material { id revision status } } ${ERR} } }`;
export const PUBLISH = /* GraphQL */ `
  mutation ($input: PublishMaterialInput!) { publishMaterial(input: $input) { __typename ... on PublishMaterialPayload { revision publishedAt material { id status publishedRevision } } ${ERR} } }`;
export const RESTORE = /* GraphQL */ `
  mutation ($input: RestoreMaterialRevisionInput!) { restoreMaterialRevision(input: $input) { __typename ... on SaveMaterialDraftPayload { revision material { id revision } } ${ERR} } }`;

const LAYER = `__typename layerId x y width height rotation
  ... on ImageLayer { src }
  ... on RectLayer { fill stroke strokeWidth cornerRadius }
  ... on HotspotLayer { fill stroke strokeWidth cornerRadius }
  ... on TextLayer { text fill fontSize fontStyle fontFamily align verticalAlign }
  ... on TextInputLayer { placeholder placeholderColor textColor fill stroke strokeWidth fontSize }
  ... on DropdownLayer { placeholder options { optionId order title } }
  ... on LineLayer { stroke strokeWidth arrowSize lineStyle }`;
export const STEP = `stepId name title description altText backgroundUrl backgroundHeight layers { ${LAYER} }`;
export const CONTENT = /* GraphQL */ `
  query ($id: ID!) { node(id: $id) { ... on Material { id revision status draftData draftConfig publishedData publishedConfig publishedRevision
    steps { ${STEP} } publishedSteps { stepId name } config { sectionId sectionTitle values { valueId title value type direction imageType } }
    revisions(first: 10) { edges { cursor node { revision number publishedAt publishedByName } } pageInfo { hasNextPage endCursor } } } } }`;
export const PUBLISHED = /* GraphQL */ `
  query ($c: String!, $s: String!) { publishedWalkthrough(companySlug: $c, slug: $s) { name slug companyName kind revision steps { stepId title layers { __typename layerId } } config { sectionId } } }`;
export const MATERIAL_SAVED = /* GraphQL */ `
  subscription ($id: ID!) { materialSaved(materialId: $id) { materialId revision savedAt savedByName clientId reason material { id revision } } }`;

/** One step of each layer type (the editor's defaults), with an alt text. */
export function sampleSteps(seed = 1) {
  const at = { x: 10, y: 20, rotation: 0 };
  return [
    {
      id: seed,
      name: 'Step 1',
      title: 'Title 1',
      description: 'Add a description to this step',
      altText: 'The sign-in form',
      backgroundUrl: null,
      backgroundHeight: null,
      layers: [
        { ...at, id: `rect-${seed}`, type: 'rect', width: 100, height: 100, fill: '#FFFFFF', stroke: '#000000', strokeWidth: 1, cornerRadius: 0 },
        {
          ...at,
          id: `hot-${seed}`,
          type: 'hotspot',
          width: 100,
          height: 50,
          fill: 'rgba(0, 255, 255, 0.5)',
          stroke: '#000000',
          strokeWidth: 1,
          cornerRadius: 0,
        },
        {
          ...at,
          id: `text-${seed}`,
          type: 'text',
          width: 120,
          height: 30,
          text: 'Text',
          fill: '#000000',
          fontSize: 14,
          fontStyle: 'NORMAL',
          fontFamily: 'Open Sans',
          align: 'left',
          verticalAlign: 'middle',
        },
        {
          ...at,
          id: `input-${seed}`,
          type: 'textInput',
          width: 150,
          height: 30,
          placeholder: 'Type here',
          placeholderColor: '#8A8F98',
          textColor: '#000000',
          fill: '#FFFFFF',
          stroke: '#D3D3D3',
          strokeWidth: 1,
          fontSize: 12,
        },
        {
          ...at,
          id: `drop-${seed}`,
          type: 'dropdown',
          width: 100,
          height: 30,
          placeholder: 'Select',
          placeholderColor: '#8A8F98',
          textColor: '#000000',
          fill: '#FFFFFF',
          stroke: '#000000',
          strokeWidth: 1,
          fontSize: 12,
          options: [{ id: `opt-${seed}`, order: 1, title: 'Item 1' }],
        },
        { ...at, id: `line-${seed}`, type: 'line', width: 150, height: 4, stroke: '#000000', strokeWidth: 1, arrowSize: 10, lineStyle: 'Solid' },
        { ...at, id: `img-${seed}`, type: 'image', width: 50, height: 50, src: 'https://images.example.com/logo.png' },
      ],
    },
  ];
}

/** A walkthrough with the sample step as its draft (revision 0, never published). */
export async function insertWalkthrough(t: TestApp, companyId: string, data: Parameters<typeof insertMaterial>[2] = {}) {
  const m = await insertMaterial(t, companyId, data);
  await t.prisma.learningMaterial.update({ where: { id: m.id }, data: { draftConfig: walkthroughConfig() } });
  await replaceDraftSteps(t.prisma, m.id, m.kind, sampleSteps());
  return { ...m, gid: mgid(m.id) };
}

/** The stored content of a material, for "nothing was overwritten" checks. */
export async function storedDraft(t: TestApp, id: string) {
  const m = await t.prisma.learningMaterial.findUniqueOrThrow({
    where: { id },
    select: { draftConfig: true, revision: true, publishedData: true, publishedRevision: true },
  });
  return { draftData: await readDraft(t.prisma, id), ...m };
}

/** A learner of the company with a live hub session: its token must never pass as a staff token. */
export async function learnerToken(t: TestApp, companyId: string): Promise<string> {
  const learner = await t.prisma.learner.create({ data: { companyId, email: uniqueEmail('learner') } });
  const token = newToken();
  await t.prisma.learnerSession.create({
    data: { companyId, learnerId: learner.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) },
  });
  return token;
}
