import { describe, expect, it } from 'vitest';
import { paginationRange } from '../../ui';
import { type AudienceView, audienceFilter, audienceSearch, DEFAULT_VIEW, readAudienceSearch, showingLabel, withFilter, withSort } from './audience-search';

const read = (search: string) => readAudienceSearch(new URLSearchParams(search));

describe('readAudienceSearch', () => {
  it('reads the default view from an empty address', () => {
    expect(read('')).toEqual({ statuses: [], from: null, to: null, keyword: '', page: 1, pageSize: 10, sort: 'RECENT_ACTIVITY', direction: 'DESC' });
  });

  it('reads every filter, the page, the size and the sort', () => {
    expect(read('?status=at_risk&status=engaged&from=2026-11-01&to=2026-11-30&q=ava&page=3&size=20&sort=name&dir=desc')).toEqual({
      statuses: ['ENGAGED', 'AT_RISK'],
      from: '2026-11-01',
      to: '2026-11-30',
      keyword: 'ava',
      page: 3,
      pageSize: 20,
      sort: 'NAME',
      direction: 'DESC',
    });
  });

  it('accepts statuses joined by commas, as the spec writes activityStatus[]', () => {
    expect(read('?status=neutral,engaged').statuses).toEqual(['ENGAGED', 'NEUTRAL']);
  });

  it('drops what it does not understand instead of sending it to the server', () => {
    expect(read('?status=asleep&from=2026-02-30&to=31-11-2026&page=0&size=25&sort=shoe&dir=up')).toEqual(DEFAULT_VIEW);
    expect(read('?page=-2').page).toBe(1);
    expect(read('?page=2.5').page).toBe(1);
  });

  it('reads a range given backwards as meant', () => {
    expect(read('?from=2026-11-30&to=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('sorts names A to Z and dates newest first when the address names no direction', () => {
    expect(read('?sort=email').direction).toBe('ASC');
    expect(read('?sort=learning_start').direction).toBe('DESC');
  });
});

describe('audienceSearch', () => {
  it('leaves the defaults out of the address', () => {
    expect(audienceSearch(DEFAULT_VIEW)).toBe('');
  });

  it('writes a view that reads back the same', () => {
    const view: AudienceView = {
      statuses: ['AT_RISK', 'NEUTRAL'],
      from: '2026-10-01',
      to: null,
      keyword: 'Zoë K',
      page: 2,
      pageSize: 50,
      sort: 'STUDY_TIME',
      direction: 'ASC',
    };
    expect(audienceSearch(view)).toBe('?status=at_risk&status=neutral&from=2026-10-01&q=Zo%C3%AB+K&page=2&size=50&sort=study_time&dir=asc');
    expect(read(audienceSearch(view))).toEqual(view);
  });

  it('writes the sort only when it is not the default order', () => {
    expect(audienceSearch({ ...DEFAULT_VIEW, direction: 'ASC' })).toBe('?sort=recent_activity&dir=asc');
    expect(audienceSearch({ ...DEFAULT_VIEW, sort: 'NAME', direction: 'ASC' })).toBe('?sort=name&dir=asc');
  });
});

describe('changing the view', () => {
  const paged: AudienceView = { ...DEFAULT_VIEW, page: 4, pageSize: 30, sort: 'NAME', direction: 'ASC' };

  it('goes back to page 1 with size 10 on any filter change, keeping the sort', () => {
    expect(withFilter(paged, { keyword: 'ben' })).toEqual({ ...paged, keyword: 'ben', page: 1, pageSize: 10 });
    expect(withFilter(paged, { statuses: ['ENGAGED'] })).toMatchObject({ page: 1, pageSize: 10, sort: 'NAME' });
  });

  it('sorts a new column in its natural order, the same column the other way', () => {
    expect(withSort(paged, 'RECENT_ACTIVITY')).toMatchObject({ sort: 'RECENT_ACTIVITY', direction: 'DESC', page: 1, pageSize: 30 });
    expect(withSort(paged, 'NAME')).toMatchObject({ sort: 'NAME', direction: 'DESC' });
  });

  it('asks the server for all statuses when none is ticked', () => {
    expect(audienceFilter(DEFAULT_VIEW)).toEqual({ statuses: null, learningStartFrom: null, learningStartTo: null, keyword: null });
    expect(audienceFilter({ ...DEFAULT_VIEW, statuses: ['NEUTRAL'], from: '2026-11-01', keyword: 'x' })).toEqual({
      statuses: ['NEUTRAL'],
      learningStartFrom: '2026-11-01',
      learningStartTo: null,
      keyword: 'x',
    });
  });
});

describe('showingLabel', () => {
  it('says which rows of how many the page shows', () => {
    expect(showingLabel(1, 10, 8)).toBe('Showing 1-8 of 8');
    expect(showingLabel(2, 10, 23)).toBe('Showing 11-20 of 23');
    expect(showingLabel(3, 10, 23)).toBe('Showing 21-23 of 23');
    expect(showingLabel(1, 10, 0)).toBe('Showing 0-0 of 0');
    expect(showingLabel(5, 10, 23)).toBe('Showing 0-0 of 23');
  });
});

describe('the pagination under the table (sibling count 1, ellipses)', () => {
  it('shows the first, last and current pages with one neighbour each', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationRange(6, 12)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]);
    expect(paginationRange(11, 12)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12]);
  });
});
