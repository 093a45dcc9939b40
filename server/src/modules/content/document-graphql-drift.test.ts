/**
 * The GraphQL faces of the documents (paths/path-types.schema.ts, walkthroughs/
 * walkthrough-types.schema.ts) are written by hand beside the zod schemas of @learnhub/content,
 * which are the authority. This test fails on any drift between them (issue 22 §1): a field added
 * to a schema must be exposed (or listed below as kept out, with the reason), and every GraphQL
 * field must come from a schema field or be listed as derived. Reads the committed
 * schema.graphql, which schema:check keeps in step with the server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { layerSchema, pathElementSchemas } from '@learnhub/content';
import { buildSchema, GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';

const schema = buildSchema(readFileSync(path.resolve(import.meta.dirname, '../../../../schema.graphql'), 'utf8'));

type Face = {
  /** The GraphQL object type. */
  type: string;
  /** Schema field → GraphQL field, where the names differ (Relay normalises any field called `id`). */
  renamed?: Record<string, string>;
  /** Schema fields GraphQL leaves out, and why. */
  keptOut?: Record<string, string>;
  /** GraphQL fields computed from the others. */
  derived?: string[];
};

const PATH_ELEMENTS: Record<keyof typeof pathElementSchemas, Face> = {
  large_text: { type: 'LargeTitleElement' },
  body: { type: 'BodyElement', derived: ['text'] },
  image: { type: 'ImageElement' },
  video: { type: 'VideoElement', derived: ['provider', 'embedUrl'] },
  walkthrough: { type: 'WalkthroughElement', renamed: { source: 'materialId' }, keptOut: { material_id: 'an older name of source, read into materialId' } },
  embedded_code: { type: 'EmbedCodeElement' },
  attachment: { type: 'AttachmentElement' },
  short_answer: { type: 'ShortAnswerElement', keptOut: { answer: "the editor's preview input, never a learner's answer" } },
  long_answer: { type: 'LongAnswerElement', keptOut: { answer: "the editor's preview input, never a learner's answer" } },
  multiple_choice: { type: 'MultipleChoiceElement', renamed: { multipleChoice: 'questions' } },
  multi_select: { type: 'MultiSelectElement', renamed: { multiSelect: 'options' } },
  checkbox: { type: 'CheckboxElement' },
  file_upload: { type: 'FileUploadElement' },
  date: { type: 'DateElement' },
  time: { type: 'TimeElement' },
};
const ELEMENT_COMMON = { renamed: { id: 'elementId' } };

const LAYERS: Record<string, Face> = {
  image: { type: 'ImageLayer' },
  rect: { type: 'RectLayer' },
  hotspot: { type: 'HotspotLayer' },
  text: { type: 'TextLayer' },
  textInput: { type: 'TextInputLayer' },
  dropdown: { type: 'DropdownLayer' },
  line: { type: 'LineLayer' },
};
const LAYER_COMMON = { renamed: { id: 'layerId' } };

/** The differences between a zod object's fields and a GraphQL type's, as readable lines. */
function drift(shapeKeys: string[], face: Face, common: { renamed: Record<string, string> }): string[] {
  const type = schema.getType(face.type);
  if (!(type instanceof GraphQLObjectType)) return [`${face.type}: no such object type in schema.graphql`];
  const renamed = { ...common.renamed, ...face.renamed };
  const graphqlFields = new Set(Object.keys(type.getFields()));
  const fromSchema = new Set<string>();
  const lines: string[] = [];
  for (const key of shapeKeys.filter((k) => k !== 'type')) {
    if (face.keptOut?.[key]) continue;
    const name = renamed[key] ?? key;
    fromSchema.add(name);
    if (!graphqlFields.has(name)) lines.push(`${face.type}: schema field "${key}" is not exposed as "${name}"`);
  }
  for (const name of graphqlFields) {
    if (name !== 'type' && !fromSchema.has(name) && !face.derived?.includes(name))
      lines.push(`${face.type}: GraphQL field "${name}" comes from no schema field`);
  }
  return lines;
}

describe('the GraphQL document types follow the shared schemas', () => {
  it('every path element kind is one GraphQL type with the same fields', () => {
    const lines = Object.entries(pathElementSchemas).flatMap(([kind, zodType]) =>
      drift(Object.keys(zodType.shape), PATH_ELEMENTS[kind as keyof typeof pathElementSchemas], ELEMENT_COMMON),
    );
    expect(lines).toEqual([]);
  });

  it('every walkthrough layer type is one GraphQL type with the same fields', () => {
    const lines = layerSchema.options.flatMap((zodType) => {
      const kind = zodType.shape.type.value;
      const face = LAYERS[kind];
      return face ? drift(Object.keys(zodType.shape), face, LAYER_COMMON) : [`layer type "${kind}" has no GraphQL type listed here`];
    });
    expect(lines).toEqual([]);
  });

  it('sees a drift when there is one (the check is not blind)', () => {
    expect(drift(['id', 'type', 'src', 'newField'], { type: 'ImageLayer' }, LAYER_COMMON)).toContain(
      'ImageLayer: schema field "newField" is not exposed as "newField"',
    );
    expect(drift(['id', 'type'], { type: 'ImageLayer' }, LAYER_COMMON)).toContain('ImageLayer: GraphQL field "src" comes from no schema field');
  });
});
