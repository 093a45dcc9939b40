import { describe, expect, it } from 'vitest';
import { commitForServer } from './commit-for-server';

describe('commitForServer', () => {
  it('keeps what the server reads of a SCORM 1.2 commit and drops the rest (interactions, comments)', () => {
    const commit = {
      completionStatus: 'completed',
      successStatus: 'passed',
      totalTimeSeconds: 75,
      score: { raw: 90 },
      commitSequence: 4,
      runtimeData: {
        cmi: {
          core: { lesson_status: 'passed', lesson_location: 'p2', score: { raw: '90' }, student_name: 'Ann', session_time: '00:01:15' },
          suspend_data: 'seen=1,2',
          interactions: { 0: { id: 'q1' } },
          comments: 'a long comment',
        },
      },
    };
    expect(commitForServer(commit)).toEqual({
      completionStatus: 'completed',
      successStatus: 'passed',
      totalTimeSeconds: 75,
      score: { raw: 90 },
      runtimeData: { cmi: { suspend_data: 'seen=1,2', core: { lesson_status: 'passed', lesson_location: 'p2', score: { raw: '90' } } } },
    });
  });

  it('SCORM 2004: location, statuses and score at the top of cmi', () => {
    const commit = {
      runtimeData: { cmi: { location: 'slide-3', completion_status: 'incomplete', success_status: 'unknown', score: { scaled: '0.5' }, learner_name: 'Ann' } },
    };
    expect(commitForServer(commit)).toEqual({
      runtimeData: { cmi: { location: 'slide-3', completion_status: 'incomplete', success_status: 'unknown', score: { scaled: '0.5' } } },
    });
  });
});
