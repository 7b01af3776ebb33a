/**
 * What a row of the employer's applicants list shows of an applicant (docs/rules.md#candidate-labels):
 * the first trades, how many of the job's trades they have, the whole years their work history
 * covers, and their licences. Only the professional profile the employer may see goes in: never a
 * company name, a record or a need.
 */
import { monthKey, type YearMonth } from './dates.ts';
import type { ApplicantHighlights } from './schemas/applications.ts';
import type { ExperienceSkill } from './enums/profile.ts';

/** How many trades a row shows. */
export const HIGHLIGHTED_TRADES = 3;

interface WorkEntry {
  startAtMonth: number;
  startAtYear: number;
  endAtMonth: number | null;
  endAtYear: number | null;
  stillWork: boolean;
}

/**
 * Whole years of work, counting each month once: overlapping jobs do not add up. A job still held
 * (or with no end) runs to `now`; an end before its start counts nothing.
 */
export function yearsOfExperience(entries: readonly WorkEntry[], now: YearMonth): number {
  const spans = entries
    .map((entry) => {
      const start = monthKey({ year: entry.startAtYear, month: entry.startAtMonth });
      const end =
        entry.stillWork || entry.endAtYear === null || entry.endAtMonth === null
          ? monthKey(now)
          : monthKey({ year: entry.endAtYear, month: entry.endAtMonth });
      return [start, Math.min(end, monthKey(now))] as const;
    })
    .filter(([start, end]) => end >= start)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    // Months are inclusive: January to March of one year is three months.
    const from = Math.max(start, reached + 1);
    if (end >= from) months += end - from + 1;
    reached = Math.max(reached, end);
  }
  return Math.floor(months / 12);
}

export function applicantHighlights(
  profile: {
    experience: readonly ExperienceSkill[];
    relativeExperience: readonly WorkEntry[];
    license: readonly { licenseName: string }[];
  },
  jobTrades: readonly string[],
  now: YearMonth,
): ApplicantHighlights {
  const wanted = new Set(jobTrades);
  const matching = profile.experience.filter((trade) => wanted.has(trade));
  const others = profile.experience.filter((trade) => !wanted.has(trade));
  return {
    experience: [...matching, ...others].slice(0, HIGHLIGHTED_TRADES),
    matchingTrades: matching.length,
    yearsOfExperience: yearsOfExperience(profile.relativeExperience, now),
    license: profile.license.map((entry) => entry.licenseName),
  };
}
