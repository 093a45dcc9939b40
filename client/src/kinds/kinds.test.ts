import { describe, expect, it } from 'vitest';
import { countFieldOf, kindLabel, kindLetter, kindsInSection, knownKind } from '.';

const NAMES = ['WALKTHROUGH', 'PATH', 'DOC', 'VIDEO', '%future added value'];

describe('client kind registry', () => {
  it('names each kind as the lists, cards and tables showed it; a kind this client does not know gets the fallback', () => {
    expect(NAMES.map((k) => kindLabel(k))).toEqual(['Walkthrough', 'Path', 'Docs', 'Video', '']);
    expect(kindLabel('QUIZ', 'Material')).toBe('Material');
    expect(NAMES.map((k) => kindLetter(k, '?'))).toEqual(['W', 'P', 'D', 'V', '?']);
  });

  it('counts each kind in its materialCounts field', () => {
    expect(NAMES.map(countFieldOf)).toEqual(['walkthroughs', 'paths', 'docs', 'videos', null]);
  });

  it('lists the kinds under each staff section (videos under /walkthroughs)', () => {
    expect(kindsInSection('walkthroughs')).toEqual(['WALKTHROUGH', 'VIDEO']);
    expect(kindsInSection('paths')).toEqual(['PATH']);
    expect(kindsInSection('docs')).toEqual(['DOC']);
  });

  it('knows no kind for an empty or unknown name', () => {
    expect([null, undefined, '', 'path', '%future added value'].map(knownKind)).toEqual([null, null, null, null, null]);
  });
});
