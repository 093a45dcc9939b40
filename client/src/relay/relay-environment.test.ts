import { describe, expect, it } from 'vitest';
import { buildMultipartBody, sentOperation } from './relay-environment';

describe('buildMultipartBody', () => {
  it('follows the GraphQL multipart request spec: operations with a null slot, a map, and the file', async () => {
    const file = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    const body = buildMultipartBody({ documentId: 'a1b2', operationName: 'M' }, { input: { note: 'a' } }, { 'input.file': file });

    expect(JSON.parse(String(body.get('operations')))).toEqual({
      documentId: 'a1b2',
      operationName: 'M',
      variables: { input: { note: 'a', file: null } },
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.input.file'] });
    const part = body.get('0') as File;
    expect(part.name).toBe('me.png');
    expect(await part.text()).toBe('png-bytes');
  });

  it('numbers several files in order and does not change the caller’s variables', () => {
    const variables = { input: { kind: 'LOGO' } };
    const body = buildMultipartBody({ documentId: 'c3d4', operationName: 'Q' }, variables, {
      'input.file': new File(['a'], 'a.png'),
      'input.extra.file': new File(['b'], 'b.png'),
    });
    expect(JSON.parse(String(body.get('map')))).toEqual({ 0: ['variables.input.file'], 1: ['variables.input.extra.file'] });
    expect(JSON.parse(String(body.get('operations'))).variables).toEqual({ input: { kind: 'LOGO', file: null, extra: { file: null } } });
    expect(variables).toEqual({ input: { kind: 'LOGO' } });
  });
});

describe('sentOperation', () => {
  it('sends the persisted id and the name, never the text', () => {
    expect(sentOperation({ id: 'e5f6', name: 'HubHomePageQuery', text: 'query HubHomePageQuery { x }' } as never)).toEqual({
      documentId: 'e5f6',
      operationName: 'HubHomePageQuery',
    });
  });

  it('refuses an operation the compiler did not persist, naming it', () => {
    expect(() => sentOperation({ id: null, name: 'Loose' })).toThrow('Operation Loose has no persisted id');
  });
});
