import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ComparisonChart, DifficultyChart } from './charts';

describe('report charts', () => {
  afterEach(cleanup);

  it('draws the class and the school as two lines, and names them for a screen reader', () => {
    const { container } = render(
      <ComparisonChart
        width={600}
        summary="1 week; the class scored 80% against the school's 65%."
        weeks={[
          { week: '2026-02-16', class_percent: 60, school_percent: 62 },
          { week: '2026-02-23', class_percent: 80, school_percent: 65 },
        ]}
      />,
    );
    expect(container.querySelectorAll('.recharts-line').length).toBe(2);
    expect(
      screen.getByRole('figure', { name: /class against school average\. 1 week/i }),
    ).toBeTruthy();
  });

  it("stacks a student's answers by difficulty and lists them in a table", () => {
    const { container } = render(
      <DifficultyChart
        width={600}
        bars={[{ student_id: 1, name: 'Ann', easy: 3, medium: 2, hard: 1 }]}
      />,
    );
    expect(container.querySelectorAll('.recharts-bar').length).toBe(3);
    const row = screen
      .getByRole('table', { name: 'Students by difficulty' })
      .querySelector('tbody tr');
    expect(row?.textContent).toBe('Ann321');
  });
});
