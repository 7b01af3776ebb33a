import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { ClientStatsCharts } from './client-stats.tsx';

const stats = {
  total: 5,
  status: { pending: 1, active: 4 },
  support: { housing: 3, transportation: 4 },
  justiceStatus: { parole: 2, probation: 3 },
  offense: { possession: 2 },
  county: { Milwaukee: 2, Dane: 1 },
};

/** The rows of a table as [header, value] pairs. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

describe('ClientStatsCharts', () => {
  it('gives every chart a table of the same numbers for assistive technology', () => {
    render(<ClientStatsCharts stats={stats} />);
    // Short lists show every value, zeros included, in their own order.
    expect(rowsOf(screen.getByRole('table', { name: 'Status' }))).toEqual([
      ['Pending', '1'],
      ['Active', '4'],
      ['Closed', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Justice status' }))).toHaveLength(7);
    // Long lists show what occurs, most frequent first.
    expect(rowsOf(screen.getByRole('table', { name: 'Support needs' }))).toEqual([
      ['Transportation', '4'],
      ['Housing', '3'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'County' }))).toEqual([
      ['Milwaukee', '2'],
      ['Dane', '1'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Status' })).getAllByRole('columnheader'),
    ).toHaveLength(2);
  });

  it('hides the drawn bars from assistive technology and names each figure', () => {
    const { container } = render(
      <BarChart
        title="Offense"
        data={[
          { key: 'a', label: 'Arson', count: 1 },
          { key: 'b', label: 'Battery', count: 4 },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Offense' })).toBeInTheDocument();
    const bars = container.querySelector('.rsp-bar-chart__bars')!;
    expect(bars).toHaveAttribute('aria-hidden', 'true');
    // The longest bar fills the track; the others are in proportion.
    const widths = Array.from(bars.querySelectorAll<HTMLElement>('.rsp-bar-chart__bar')).map(
      (bar) => bar.style.width,
    );
    expect(widths).toEqual(['25%', '100%']);
  });

  it('says there is nothing to show instead of an empty chart', () => {
    render(<BarChart title="Offense" data={[]} />);
    expect(screen.getByText('No data yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
