import { describe, expect, it } from 'vitest';
import {
  briefChips,
  hasLeadFilters,
  matchesLeads,
  parseLeadFilters,
  searchWithLeads,
  searchWithoutLeads,
} from './leads';
import { formColumns } from '../test/fixtures';

describe('parseLeadFilters', () => {
  it('reads the brief’s values and the chat as the source', () => {
    expect(
      parseLeadFilters(
        new URLSearchParams(
          'service=mobile_app&budget=5k_10k&timeline=3_months&source=chat&stage=proposal',
        ),
      ),
    ).toEqual({
      service: 'mobile_app',
      budget: '5k_10k',
      timeline: '3_months',
      source: 'chat',
      stage: 'proposal',
    });
  });

  it.each([
    ['', {}],
    ['service=Mobile%20app', {}],
    ['service=MOBILE_APP&budget=5-10k', {}],
    ['budget=mobile_app', {}],
    ['timeline=asap&source=form', { timeline: 'asap' }],
    ['source=CHAT&folder=spam', {}],
    ['service=', {}],
    ['stage=Won', {}],
    ['stage=constructor', {}],
  ])('ignores what is not a value of its field: %j', (search, leads) => {
    expect(parseLeadFilters(new URLSearchParams(search))).toEqual(leads);
  });
});

describe('searchWithLeads', () => {
  it('sets and takes off lead filters, keeping every other parameter', () => {
    const search = new URLSearchParams('folder=spam&filter=unread&q=app&service=website');
    expect(searchWithLeads(search, { service: 'chatbot', source: 'chat' })).toBe(
      '?folder=spam&filter=unread&q=app&service=chatbot&source=chat',
    );
    expect(searchWithLeads(search, { service: undefined })).toBe(
      '?folder=spam&filter=unread&q=app',
    );
    expect(searchWithLeads(new URLSearchParams('service=website'), { service: undefined })).toBe(
      '',
    );
  });

  it('clears every lead filter and nothing else', () => {
    expect(
      searchWithoutLeads(
        new URLSearchParams('q=x&service=website&budget=1k_5k&timeline=asap&source=chat'),
      ),
    ).toBe('?q=x');
  });
});

describe('matchesLeads', () => {
  const lead = {
    ...formColumns,
    brief_service: 'mobile_app',
    brief_budget: '5k_10k',
    brief_timeline: null,
    stage: 'proposal',
  } as const;

  it.each([
    [{}, true],
    [{ service: 'mobile_app' }, true],
    [{ service: 'website' }, false],
    [{ service: 'mobile_app', budget: '5k_10k' }, true],
    [{ timeline: 'asap' }, false],
    [{ source: 'form' }, true],
    [{ source: 'chat' }, false],
    [{ stage: 'proposal' }, true],
    [{ stage: 'won', service: 'mobile_app' }, false],
  ] as const)('a mobile app lead under %j: %s', (leads, expected) => {
    expect(matchesLeads(lead, leads)).toBe(expected);
  });

  it('knows when any filter is on', () => {
    expect(hasLeadFilters({})).toBe(false);
    expect(hasLeadFilters({ source: 'chat' })).toBe(true);
    expect(hasLeadFilters({ timeline: 'flexible' })).toBe(true);
    expect(hasLeadFilters({ stage: 'lost' })).toBe(true);
  });
});

describe('briefChips', () => {
  it('names each chosen field’s value in the owner’s words, in the brief’s order', () => {
    expect(
      briefChips({
        brief_service: 'mobile_app',
        brief_budget: '5k_10k',
        brief_timeline: '3_months',
      }),
    ).toEqual([
      { field: 'service', name: 'Mobile app' },
      { field: 'budget', name: '5-10k' },
      { field: 'timeline', name: 'Within 3 months' },
    ]);
  });

  it('leaves out what the visitor did not choose', () => {
    expect(
      briefChips({ brief_service: null, brief_budget: 'over_10k', brief_timeline: null }),
    ).toEqual([{ field: 'budget', name: '10k+' }]);
    expect(briefChips(formColumns)).toEqual([]);
  });
});
