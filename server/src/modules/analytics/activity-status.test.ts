import { describe, expect, it } from 'vitest';
import { activityStatus, parseThresholds } from './activity-status.js';

const now = new Date('2026-11-25T12:00:00Z');
const ago = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);
const facts = (lastActivityAt: Date | null, overdueSteps = 0, pathsBelowPassMark = 0) => ({ lastActivityAt, overdueSteps, pathsBelowPassMark });

describe('activity status (default thresholds: engaged within 7 days, at risk after 14)', () => {
  it('reads the rule in order: at risk, engaged, neutral — each with its reason', () => {
    expect(activityStatus(facts(ago(0, 3)), now)).toEqual({ status: 'ENGAGED', reasons: ['Active today'] });
    // 6 days 23 hours: still within 7 days.
    expect(activityStatus(facts(ago(6, 23)), now)).toEqual({ status: 'ENGAGED', reasons: ['Active 6 days ago'] });
    expect(activityStatus(facts(ago(7)), now)).toEqual({ status: 'NEUTRAL', reasons: ['No activity for 7 days'] });
    expect(activityStatus(facts(ago(13, 23)), now)).toEqual({ status: 'NEUTRAL', reasons: ['No activity for 13 days'] });
    expect(activityStatus(facts(ago(14)), now)).toEqual({ status: 'AT_RISK', reasons: ['No activity for 14 days'] });
    expect(activityStatus(facts(null), now)).toEqual({ status: 'NEUTRAL', reasons: ['No activity yet'] });
    // A database clock a few minutes ahead: today, not "-1 days ago".
    expect(activityStatus(facts(ago(0, -1)), now)).toEqual({ status: 'ENGAGED', reasons: ['Active today'] });
  });

  it('puts overdue steps and a missed pass mark before recent activity, and says all the reasons', () => {
    expect(activityStatus(facts(ago(1), 1), now)).toEqual({ status: 'AT_RISK', reasons: ['1 step overdue'] });
    expect(activityStatus(facts(ago(12), 2), now, { engagedWithinDays: 3, atRiskAfterDays: 10 })).toEqual({
      status: 'AT_RISK',
      reasons: ['No activity for 12 days; 2 steps overdue'],
    });
    expect(activityStatus(facts(ago(0), 0, 1), now)).toEqual({ status: 'AT_RISK', reasons: ['Below the pass mark in 1 path'] });
  });

  it('takes thresholds a company sets: whole days, engaged shorter than at risk', () => {
    expect(parseThresholds({ engagedWithinDays: 3, atRiskAfterDays: 10 })).toEqual({ engagedWithinDays: 3, atRiskAfterDays: 10 });
    expect(parseThresholds({})).toEqual({ engagedWithinDays: 7, atRiskAfterDays: 14 });
    expect(parseThresholds({ engagedWithinDays: 10, atRiskAfterDays: 10 })).toEqual({ error: '"Engaged within" must be shorter than "At risk after".' });
    expect(parseThresholds({ engagedWithinDays: 0.5 })).toEqual({ error: 'Thresholds are whole days from 1 to 365.' });
    expect(parseThresholds({ atRiskAfterDays: 400 })).toEqual({ error: 'Thresholds are whole days from 1 to 365.' });
  });
});
