/**
 * Every operation the web client sends passes the schema and the query limits (query-limits.ts).
 * The Relay compiler writes each one's id to client/src/__generated__/*.graphql.ts (params.id)
 * and its text to client/persisted-operations.json (relay.config.js), the map the server runs
 * the ids from; a new or grown client operation that breaks a limit fails here, not in front of
 * a user.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type DocumentNode,
  getNamedType,
  getOperationAST,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { createGraphQL, type GraphQLServer } from './yoga.js';
import { parseOperations } from './persisted-operations.js';
import { PAGE_SIZE, queryCost } from './query-cost.js';
import { connectionProblem } from './query-cost-plugin.js';
import { QUERY_LIMITS } from './query-limits.js';
import { schema } from './schema.js';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../client');
const generatedDir = path.join(clientDir, 'src/__generated__');

type Artifact = { params?: { name: string; operationKind: string; id: string | null; text: string | null } };

type ClientOperation = { name: string; id: string | null; text: string | undefined; inBundle: boolean };

/** Each query, mutation and subscription artifact (fragments have no params), with the persisted text of its id. */
async function clientOperations(): Promise<ClientOperation[]> {
  const persisted = parseOperations(readFileSync(path.join(clientDir, 'persisted-operations.json'), 'utf8'));
  const files = readdirSync(generatedDir).filter((f) => f.endsWith('.graphql.ts'));
  const ops: ClientOperation[] = [];
  for (const file of files) {
    const artifact = (await import(pathToFileURL(path.join(generatedDir, file)).href)).default as Artifact;
    if (artifact.params)
      ops.push({ name: artifact.params.name, id: artifact.params.id, text: persisted.get(artifact.params.id ?? ''), inBundle: artifact.params.text !== null });
  }
  return ops;
}

/** A value the variable accepts; every Int is a page size at its maximum, the worst case for cost. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.name; // variables carry the name, not the internal value
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  }
  const scalars: Record<string, unknown> = {
    Int: PAGE_SIZE.max,
    Float: 1,
    String: 'x',
    ID: 'x',
    Boolean: true,
    JSON: [],
    DateTime: new Date().toISOString(),
    File: new File(['x'], 'x.png'),
  };
  return scalars[named.name];
}

function worstCaseVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, sampleValue(typeFromAST(schema, v.type as never) as GraphQLInputType)]),
  );
}

let t: TestApp;
let yoga: GraphQLServer;
let all: ClientOperation[];
let ops: (ClientOperation & { text: string })[];
beforeAll(async () => {
  t = await createTestApp();
  yoga = createGraphQL(t.deps);
  all = await clientOperations();
  ops = all.filter((op): op is ClientOperation & { text: string } => op.text !== undefined);
});
afterAll(() => t.close());

describe("the web client's operations", () => {
  it('are all found (run `npx turbo run generate` at the root if this fails)', () => {
    // The client has dozens of operations; a handful would mean the artifacts are missing or stale.
    expect(ops.length).toBeGreaterThan(50);
  });

  it('are each persisted: an id in the artifact, its text in the map under that id (the artifacts carry no text)', () => {
    expect(all.filter((op) => op.text === undefined).map((op) => op.name)).toEqual([]);
    expect(all.filter((op) => op.inBundle).map((op) => op.name)).toEqual([]);
    expect(ops.every((op) => new RegExp(`^(query|mutation|subscription) ${op.name}\\b`).test(op.text))).toBe(true);
  });

  it('each parse within the token limit and validate against the schema, depth, alias and directive limits', () => {
    const failures: string[] = [];
    for (const op of ops) {
      const { parse, validate } = yoga.getEnveloped({ params: { query: op.text } });
      let document: DocumentNode;
      try {
        document = parse(op.text);
      } catch (err) {
        failures.push(`${op.name}: ${(err as Error).message}`);
        continue;
      }
      for (const error of validate(schema, document)) failures.push(`${op.name}: ${error.message}`);
    }
    expect(failures).toEqual([]);
  });

  it(`each cost at most ${QUERY_LIMITS.cost} with every page at its largest (${PAGE_SIZE.max})`, () => {
    const over: string[] = [];
    for (const op of ops) {
      const { parse } = yoga.getEnveloped({ params: { query: op.text } });
      const document = parse(op.text);
      const operation = getOperationAST(document, op.name)!;
      const counted = queryCost(schema, document, worstCaseVariables(operation), op.name);
      if (!('cost' in counted) || counted.cost === null) over.push(`${op.name}: could not be counted`);
      else if (counted.cost > QUERY_LIMITS.cost) over.push(`${op.name}: ${counted.cost}`);
    }
    expect(over).toEqual([]);
  });

  it('ask every connection for a page: `first` or `last`, at most 100, as the server requires', () => {
    const problems: string[] = [];
    for (const op of ops) {
      const { parse } = yoga.getEnveloped({ params: { query: op.text } });
      const document = parse(op.text);
      const operation = getOperationAST(document, op.name)!;
      // The variables as the client may leave them: only those without a default sent (at their largest).
      const sent = Object.fromEntries(
        Object.entries(worstCaseVariables(operation)).filter(
          ([name]) => !operation.variableDefinitions?.find((v) => v.variable.name.value === name)?.defaultValue,
        ),
      );
      const problem = connectionProblem(schema, document, sent, op.name);
      if (problem) problems.push(`${op.name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
