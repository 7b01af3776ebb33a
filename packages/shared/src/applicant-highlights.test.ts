import { describe, expect, it } from 'vitest';
import { applicantHighlights, yearsOfExperience } from './applicant-highlights.ts';

const job = (start: [number, number], end: [number, number] | null) => ({
  startAtYear: start[0],
  startAtMonth: start[1],
  endAtYear: end?.[0] ?? null,
  endAtMonth: end?.[1] ?? null,
  stillWork: end === null,
});
const NOW = { year: 2026, month: 11 };

describe('yearsOfExperience', () => {
  it('counts whole years, each month once', () => {
    expect(yearsOfExperience([job([2020, 1], [2020, 12])], NOW)).toBe(1);
    expect(yearsOfExperience([job([2020, 1], [2020, 11])], NOW)).toBe(0);
    // Overlapping jobs: 2010-2014 and 2012-2019 are ten years, not fifteen.
    expect(yearsOfExperience([job([2010, 1], [2014, 12]), job([2012, 1], [2019, 12])], NOW)).toBe(
      10,
    );
    // Apart: both count.
    expect(yearsOfExperience([job([2010, 1], [2011, 12]), job([2015, 1], [2016, 12])], NOW)).toBe(
      4,
    );
  });

  it('runs a current job to this month and ignores an end before its start', () => {
    // December 2023 to November 2026: 36 months; a month later, 35.
    expect(yearsOfExperience([job([2023, 12], null)], NOW)).toBe(3);
    expect(yearsOfExperience([job([2024, 1], null)], NOW)).toBe(2);
    expect(yearsOfExperience([job([2020, 6], [2019, 6])], NOW)).toBe(0);
    expect(yearsOfExperience([], NOW)).toBe(0);
  });
});

describe('applicantHighlights', () => {
  it("puts the job's trades first, at most three, and names the licences", () => {
    expect(
      applicantHighlights(
        {
          experience: ['retail', 'hospitality', 'welding', 'warehouse'],
          relativeExperience: [],
          license: [{ licenseName: 'CDL Class A' }],
        },
        ['warehouse', 'welding', 'forklift'],
        NOW,
      ),
    ).toEqual({
      experience: ['welding', 'warehouse', 'retail'],
      matchingTrades: 2,
      yearsOfExperience: 0,
      license: ['CDL Class A'],
    });
  });
});
