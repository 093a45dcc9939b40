import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_EVERY_S, type StudyReport, startStudyTimer } from './study-time';

describe('the study timer', () => {
  let clock = 0;
  const now = () => clock;
  const second = () => {
    clock += 1000;
    vi.advanceTimersByTime(1000);
  };
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('reports every 30 active seconds, then once more on leaving, marked final with the whole visit', () => {
    const reports: StudyReport[] = [];
    const stop = startStudyTimer((r) => reports.push(r), now);
    for (let i = 0; i < REPORT_EVERY_S + 12; i++) {
      window.dispatchEvent(new Event('pointermove'));
      second();
    }
    expect(reports).toEqual([{ seconds: 30, final: false, visitSeconds: 30 }]);
    window.dispatchEvent(new Event('pagehide'));
    // 42 seconds in all: 30 reported, then the last 12 with the end of the visit.
    expect(reports.at(-1)).toEqual({ seconds: 12, final: true, visitSeconds: 42 });
    // Closing the player after the page was left reports nothing more.
    stop();
    expect(reports).toHaveLength(2);
  });

  it('says the visit ended even when nothing was counted since the last report', () => {
    const reports: StudyReport[] = [];
    const stop = startStudyTimer((r) => reports.push(r), now);
    for (let i = 0; i < REPORT_EVERY_S; i++) {
      window.dispatchEvent(new Event('keydown'));
      second();
    }
    stop();
    expect(reports).toEqual([
      { seconds: 30, final: false, visitSeconds: 30 },
      { seconds: 0, final: true, visitSeconds: 30 },
    ]);
  });

  it('counts nothing while the learner is idle for three minutes, but still ends the visit', () => {
    const reports: StudyReport[] = [];
    const stop = startStudyTimer((r) => reports.push(r), now);
    clock += 3 * 60_000;
    for (let i = 0; i < 60; i++) second();
    stop();
    expect(reports).toEqual([{ seconds: 0, final: true, visitSeconds: 0 }]);
  });
});
