import type { Post, Program, SatelliteInfo } from '@station/domain';

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: nextId(),
    title: 'የኢትዮጵያ ዜና',
    detail: 'ዝርዝር መረጃ',
    category: 'local',
    imagesUrl: [],
    createdAt: '2026-05-01T08:00:00.000Z',
    visit: 3,
    ...overrides,
  };
}

export function makeProgram(overrides: Partial<Program> = {}): Program {
  return { _id: nextId(), name: 'Friday sermon', url: '', detail: 'Weekly', time: 'Fri 13:00', ...overrides };
}

export function makeSatellite(overrides: Partial<SatelliteInfo> = {}): SatelliteInfo {
  return {
    _id: nextId(),
    satellite: 'Nilesat 201',
    frequency: 11_353,
    symbol_rate: '27500',
    polarity: 'vertical',
    ...overrides,
  };
}
